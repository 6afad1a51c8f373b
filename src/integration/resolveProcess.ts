// The process that resolves the build's documents ahead of the model (resolvedAhead.ts starts it): the list arrives
// once; each document is answered in turn, resolved with its descriptions parsed, or not (the build then resolves
// it itself and reports the error); then, while the pages render, the Markdown of each document's descriptions
// without links to pages, for the twins; then it leaves.
import { loadDocument } from '../pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../pipeline/3-resolve/resolveDocument.ts';
import { parsedDescriptions } from '../pipeline/4-normalize/descriptions.ts';
import type { Description } from '../model/model.ts';
import { descriptionMarkdown } from '../presentation/descriptions.ts';
import type { ResolveAnswer, ResolveWork } from './resolvedAhead.ts';

/** Descriptions without links to pages render alike for every document and base. */
const NO_LINKS = { key: '', url: () => '' };

const send = (answer: ResolveAnswer) => new Promise<void>((sent) => process.send!(answer, undefined, {}, () => sent()));

process.once('message', async ({ files }: ResolveWork) => {
  const parsed: [text: string, description: Description][][] = [];
  for (const file of files) {
    let answer: ResolveAnswer = { file };
    try {
      // Checked by the build meanwhile: a document it refuses stops the build, and this process with it.
      const resolved = await resolveDocument(loadDocument(file), { checked: true });
      answer = { file, resolved, descriptions: parsedDescriptions(resolved.data) };
    } catch {
      // The build resolves it itself, and says what is wrong.
    }
    if (!process.connected) return;
    parsed.push('descriptions' in answer ? answer.descriptions : []);
    await send(answer);
  }
  // The documents go: only their descriptions are kept (the build exposes V8's collector to this process).
  // eslint-disable-next-line no-restricted-globals -- V8's collector, which the build exposes, is a global
  (globalThis as { gc?: () => void }).gc?.();
  for (const [index, file] of files.entries()) {
    const markdown = parsed[index]
      .filter(([, description]) => !description.links && description.words === undefined)
      .map(([text, description]): [string, string] => [text, descriptionMarkdown(description, NO_LINKS)]);
    if (!process.connected) return;
    await send({ file, markdown });
  }
  process.disconnect();
});
process.once('disconnect', () => process.exit(0));
