import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadJson, yamlOfJson } from '../presentation/downloads.ts';
import { markdownTwins } from '../presentation/twins/markdownTwins.ts';
import type { Site } from '../model/model.ts';
import { siteUrls } from '../presentation/urls.ts';

/** Files converted and written at once: the texts are never all in memory. */
const BATCH = 256;

/**
 * Writes the files made from the documents without rendering a page into `outDir`: each document's
 * `openapi.json` and `openapi.yaml` (its file read once for both), and the Markdown twin of every operation,
 * webhook and model page. Returns how many files it wrote.
 */
export async function writeDownloadsAndTwins(site: Site, outDir: string): Promise<number> {
  // The configured base, passed on: this runs outside Astro's page bundle, in the build's hooks or second process.
  const urls = siteUrls(site.config.base);
  const root = urls.root;
  const pathOf = (url: string) => join(outDir, url.slice(root.length));
  for (const doc of site.documents) {
    const json = downloadJson(doc.raw);
    const jsonPath = pathOf(urls.download(doc, 'json'));
    await mkdir(dirname(jsonPath), { recursive: true });
    await writeFile(jsonPath, json);
    await writeFile(pathOf(urls.download(doc, 'yaml')), yamlOfJson(json));
  }
  const twins = site.config.twins ? site.documents.flatMap((doc) => markdownTwins(doc, urls, site)) : [];
  const paths = twins.map(([url]) => pathOf(url));
  await Promise.all([...new Set(paths.map((path) => dirname(path)))].map((dir) => mkdir(dir, { recursive: true })));
  for (let at = 0; at < twins.length; at += BATCH) {
    await Promise.all(twins.slice(at, at + BATCH).map(([, text], i) => writeFile(paths[at + i], text())));
  }
  return twins.length + 2 * site.documents.length;
}
