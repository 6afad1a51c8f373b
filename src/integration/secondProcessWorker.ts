// The build's second process, started by src/integration/secondProcess.ts with a work folder as its argument.
// It converts the documents to their downloads, builds the model itself, then:
// 1. highlights every code sample, in the order the pages show them, and hands them to the build a batch at a
//    time (a file in the work folder, named in a message), so most pages find their samples done;
// 2. moves the downloads in place and writes the Markdown twins (writeDownloadsAndTwins.ts) into the work
//    folder's `files/`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createBuildContext } from '../context/createBuildContext.ts';
import type { Example } from '../model/model.ts';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';

/**
 * Messages to the build: ready for the documents it checked (its answer: their keys), a file of highlighted samples
 * ([code, grammar, html][] as JSON), or the end.
 */
export type ToBuild = { ready: true } | { highlights: string } | { written: number };

/** Samples handed over at once; the first pages' sooner, as the pages start before the rest is done. */
const BATCH = 256;
const FIRST_BATCH = 32;

const folder = process.argv[2];
if (!folder || !process.send) throw new Error('usage: fork secondProcessWorker.ts FOLDER, with an IPC channel');
const send = (message: ToBuild) =>
  new Promise<void>((done, fail) => process.send!(message, undefined, {}, (error) => (error ? fail(error) : done())));

const context = createBuildContext();
// Asked once listening: a message sent before would be lost.
const checked = new Promise<string[]>((done) => process.once('message', done));
await send({ ready: true });
context.checkedSources.adopt(await checked);
// After the context: the words these modules hold are in the site's language.
const { forgetHighlights, highlight } = await import('../presentation/highlight.ts');
const { exampleSets } = await import('../presentation/examplesPanel.ts');
const { convertDownloads, writeDownloadsAndTwins } = await import('./writeDownloadsAndTwins.ts');

// The downloads first: the document's text, JSON and YAML are garbage before the model takes their place.
const downloads = await convertDownloads(findDocuments(context.openapiDir), join(folder, 'downloads'));
const site = await context.site();
// In page order: an operation's examples (beside its fields), its code samples; then the models' examples.
const snippet = (example: Example) => ({ source: example.value, grammar: example.grammar });
const all = site.documents.flatMap((doc) => [
  ...[...doc.operations, ...doc.webhooks].flatMap((op) => [
    ...exampleSets(op).flatMap((set) => set.media.flatMap((media) => media.examples.map(snippet))),
    ...op.codeSamples,
  ]),
  ...doc.schemas.flatMap((schema) => (schema.example ? [snippet(schema.example)] : [])),
]);
// Each distinct snippet once (half of Graph's are shown on several pages), without highlight()'s cache.
const seen = new Set<string>();
const samples = all.filter(({ source, grammar }) => {
  const key = `${grammar}\u0000${source}`;
  return !seen.has(key) && Boolean(seen.add(key));
});
seen.clear();
for (let at = 0, size = FIRST_BATCH; at < samples.length; at += size, size = BATCH) {
  const batch = await Promise.all(
    samples
      .slice(at, at + size)
      .map(async ({ source, grammar }) => [source, grammar, await highlight(source, grammar)]),
  );
  const file = join(folder, `highlights-${at}.json`);
  await writeFile(file, JSON.stringify(batch));
  await send({ highlights: file });
  // This process never shows a sample again: what highlight() keeps would stay here until the twins are written.
  forgetHighlights();
}
await send({ written: await writeDownloadsAndTwins(site, join(folder, 'files'), downloads) });
process.disconnect();
