// The process that resolves the build's documents ahead of the model (resolvedAhead.ts starts it): the list arrives
// once; each document is answered in turn, resolved with its descriptions parsed, or not (the build then resolves
// it itself and reports the error); then the downloads, once the build has said where; then, while the pages
// render, the Markdown of each document's descriptions without links to pages, for the twins; then it leaves.
import { loadDocument } from '../pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../pipeline/3-resolve/resolveDocument.ts';
import { parsedDescriptions } from '../pipeline/4-normalize/descriptions.ts';
import type { Description } from '../model/model.ts';
import { descriptionMarkdown } from '../presentation/descriptions.ts';
import { makeDownloads, type DownloadsWork } from './downloadFiles.ts';
import type { DownloadsAnswer, ResolveAnswer, ResolveWork } from './resolvedAhead.ts';

/** Descriptions without links to pages render alike for every document and base. */
const NO_LINKS = { key: '', url: () => '' };

const send = (answer: ResolveAnswer | DownloadsAnswer) =>
  new Promise<void>((sent) => process.send!(answer, undefined, {}, () => sent()));

/**
 * A full collection that also hands the freed memory back to the system: a plain one left this process as large as
 * it had been at its largest, beside the pages' process (the build exposes V8's collector to it).
 */
const collect = () =>
  // eslint-disable-next-line no-restricted-globals -- V8's collector, which the build exposes, is a global
  (globalThis as { gc?: (options: object) => void }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });

/** The build asks for the downloads at `astro:build:start`, which may come before the documents are answered. */
const downloadsAsked = new Promise<DownloadsWork>((asked) =>
  process.on('message', (message: ResolveWork | DownloadsWork) => {
    if ('folder' in message) asked(message);
    else void answerAll(message);
  }),
);

async function answerAll({ files }: ResolveWork): Promise<void> {
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
  // The documents go, and the descriptions the twins take as they are: only those to write in Markdown are kept.
  const toWrite = parsed.map((descriptions) =>
    descriptions.filter(([, description]) => !description.links && description.words === undefined),
  );
  parsed.length = 0;
  collect();
  // The downloads first, while the pages have yet to fill the build's heap; the Markdown is wanted only at its end.
  await sendDownloads(await downloadsAsked);
  collect();
  for (const [index, file] of files.entries()) {
    const markdown = toWrite[index].map(([text, description]): [string, string] => [
      text,
      descriptionMarkdown(description, NO_LINKS),
    ]);
    if (!process.connected) return;
    await send({ file, markdown });
  }
  process.disconnect();
}

async function sendDownloads(work: DownloadsWork): Promise<void> {
  try {
    makeDownloads(work);
  } catch (error) {
    return send({ downloadsFailed: error instanceof Error ? error.message : String(error) });
  }
  return send({ downloaded: true });
}

process.once('disconnect', () => process.exit(0));
