// The build's second process, started by src/integration/documentFiles.ts with a work folder as its argument.
// It builds the model itself, then:
// 1. highlights every code sample, in the order the pages show them, and hands them to the build a batch at a
//    time (a file in the work folder, named in a message), so most pages find their samples done;
// 2. writes the files made from the documents without rendering a page — each document's openapi.json and
//    openapi.yaml, and the Markdown twin of every operation, webhook and model page — into the work folder.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadJson, yamlOfJson } from '../lib/downloads.ts';
import { highlight } from '../lib/highlight.ts';
import { markdownTwins } from '../lib/markdownExport.ts';
import { loadSite } from '../lib/site.ts';
import { siteUrl, urls, useBase } from '../lib/urls.ts';

/** Messages to the build: a file of highlighted samples ([code, grammar, html][] as JSON), or the end. */
export type ToBuild = { highlights: string } | { written: number };

/** Samples handed over at once, and files converted and written at once. */
const BATCH = 256;

const folder = process.argv[2];
if (!folder || !process.send) throw new Error('usage: fork documentFilesProcess.ts FOLDER, with an IPC channel');
const send = (message: ToBuild) => new Promise<void>((done, fail) => process.send!(message, undefined, {}, (error) => (error ? fail(error) : done())));

const site = await loadSite();
const samples = site.documents.flatMap((doc) => [...doc.operations, ...doc.webhooks].flatMap((op) => op.codeSamples));
for (let at = 0; at < samples.length; at += BATCH) {
  const batch = await Promise.all(samples.slice(at, at + BATCH).map(async ({ source, grammar }) => [source, grammar, await highlight(source, grammar)]));
  const file = join(folder, `highlights-${at}.json`);
  await writeFile(file, JSON.stringify(batch));
  await send({ highlights: file });
}

useBase(site.config.base);
const root = siteUrl();
const output = join(folder, 'files');
for (const doc of site.documents) {
  const json = downloadJson(doc.raw);
  const path = join(output, urls.download(doc, 'json').slice(root.length));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, json);
  await writeFile(join(output, urls.download(doc, 'yaml').slice(root.length)), yamlOfJson(json));
}
const files = site.documents.flatMap(markdownTwins);
const paths = files.map(([url]) => join(output, url.slice(root.length)));
await Promise.all([...new Set(paths.map((path) => dirname(path)))].map((dir) => mkdir(dir, { recursive: true })));
for (let at = 0; at < files.length; at += BATCH) {
  await Promise.all(files.slice(at, at + BATCH).map(([, text], i) => writeFile(paths[at + i], text())));
}
await send({ written: files.length + 2 * site.documents.length });
process.disconnect();
