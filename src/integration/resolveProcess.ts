// The process that checks and resolves the build's documents ahead of the model (resolvedAhead.ts starts it): the
// list arrives once; the build's check of the folder is answered first (when asked), then each document in turn,
// resolved with its descriptions parsed, or not (the build then resolves it itself and reports the error), then the
// examples its model samples; then the downloads, once the build has said where; then, while the pages render, the
// Markdown of each document's descriptions without links to pages, for the twins; then it leaves.
import { loadDocument, type SourceDocument } from '../pipeline/1-load/sourceFiles.ts';
import { placeDocuments } from '../pipeline/1-load/versionFolders.ts';
import { checkFolder } from '../pipeline/2-validate/checkDocuments.ts';
import { resolveDocument, type ResolvedDocument } from '../pipeline/3-resolve/resolveDocument.ts';
import { documentSamples, type SampleEntry } from '../pipeline/4-normalize/documentSamples.ts';
import { parsedDescriptions } from '../pipeline/4-normalize/descriptions.ts';
import type { Description } from '../model/model.ts';
import { makeDownloads, type DownloadsWork } from './downloadFiles.ts';
import type { CheckAnswer, DownloadsAnswer, ResolveAnswer, ResolveWork } from './resolvedAhead.ts';
import { serverlessWarning } from './serverlessWarning.ts';

/** Descriptions without links to pages render alike for every document and base. */
const NO_LINKS = { key: '', url: () => '' };

const send = (answer: CheckAnswer | ResolveAnswer | DownloadsAnswer) =>
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

async function answerAll({ files, dir, named, check }: ResolveWork): Promise<void> {
  const sources = check ? await sendChecks(dir, named) : undefined;
  const parsed: [text: string, description: Description][][] = [];
  for (const file of files) {
    let answer: ResolveAnswer = { file };
    try {
      // A document the check refused stops the build, and this process with it.
      const source = sources ? sources.get(file) : loadDocument(file);
      sources?.delete(file);
      if (source) {
        const resolved = await resolveDocument(source, { checked: true });
        answer = { file, resolved, descriptions: parsedDescriptions(resolved.data) };
      }
    } catch {
      // The build resolves it itself, and says what is wrong.
    }
    if (!process.connected) return;
    parsed.push('descriptions' in answer ? answer.descriptions : []);
    await send(answer);
    // The model's examples next, while the build reads the document: they are the model's longest part.
    if ('resolved' in answer) await send({ file, samples: samplesOf(answer.resolved) });
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
  // Loaded only now: its modules are not on the way to the answers.
  const { descriptionMarkdown } = await import('../presentation/descriptions.ts');
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

/** The document's examples as the model would sample them; none when sampling fails (the model then samples). */
function samplesOf(resolved: ResolvedDocument): SampleEntry[] {
  try {
    return documentSamples(resolved);
  } catch {
    return [];
  }
}

/**
 * The build's check of the documents' folder (2-validate), made here where they are parsed, so that the build's own
 * process need not parse them: sent without the documents, each with the warning try-it gives a document without
 * servers when the site adds none. Answers the documents that passed, as parsed.
 */
async function sendChecks(dir: string, named?: readonly string[]): Promise<Map<string, SourceDocument>> {
  const checks = checkFolder(dir, named);
  const { places } = placeDocuments(
    dir,
    checks.map((check) => check.file),
  );
  const passed = new Map<string, SourceDocument>();
  for (const check of checks) {
    const { source } = check;
    const place = places.find((place) => place.file === check.file);
    if (source && place) check.serverless = serverlessWarning(place, source);
    if (source && !check.findings.some((finding) => finding.severity === 'error')) passed.set(check.file, source);
  }
  await send({ checks: checks.map(({ file, findings, serverless }) => ({ file, findings, serverless })) });
  return passed;
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
