// Writes the files made from the documents without rendering a page — each document's openapi.json and
// openapi.yaml, and the Markdown twin of every operation, webhook and model page — into the folder named by
// its argument. Started by the build in a process of its own (src/integration/documentFiles.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadJson, downloadYaml } from '../lib/downloads.ts';
import { markdownTwins } from '../lib/markdownExport.ts';
import { loadSite } from '../lib/site.ts';
import { siteUrl, urls, useBase } from '../lib/urls.ts';

/** Files converted and written at once: the texts are never all in memory. */
const BATCH = 64;

const staging = process.argv[2];
if (!staging) throw new Error('usage: documentFilesProcess.ts FOLDER');
const site = await loadSite();
useBase(site.config.base);
const root = siteUrl();
const files: [url: string, text: () => string][] = site.documents.flatMap((doc) => [
  [urls.download(doc, 'json'), () => downloadJson(doc.raw)] as const,
  [urls.download(doc, 'yaml'), () => downloadYaml(doc.raw)] as const,
  ...markdownTwins(doc),
]);
const paths = files.map(([url]) => join(staging, url.slice(root.length)));
await Promise.all([...new Set(paths.map((path) => dirname(path)))].map((folder) => mkdir(folder, { recursive: true })));
for (let at = 0; at < files.length; at += BATCH) {
  await Promise.all(files.slice(at, at + BATCH).map(([, text], i) => writeFile(paths[at + i], text())));
}
process.stdout.write(`${files.length}\n`);
