import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { markdownTwins } from '../presentation/twins/markdownTwins.ts';
import type { Site } from '../model/model.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import { siteUrls } from '../presentation/urls.ts';
import { basePath } from '../shared/basePath.ts';
import type { Downloads, DownloadTarget } from './downloadFiles.ts';

type Language = { strings: Strings; base: string };

const YIELD_EVERY = 64;

/**
 * Writes the files made from the documents without rendering a page into `outDir`: each document's
 * `openapi.json` and `openapi.yaml` in every language (by their own process, meanwhile), and the Markdown
 * twin of every operation, webhook and model page. Returns how many files it wrote.
 */
export async function writeDownloadsAndTwins(
  site: Site,
  outDir: string,
  base: string,
  languages: readonly Language[],
  downloads: Downloads,
): Promise<number> {
  // `base` is the output folder's (Astro's); each language lies under its own below it.
  const root = basePath(base);
  const pathOf = (url: string) => join(outDir, url.slice(root.length));
  // The language's base, passed on: this runs outside Astro's page bundle, in the build's hooks.
  const urlsOf = languages.map((language) => siteUrls(language.base));
  const targets = new Map<string, DownloadTarget[]>();
  for (const doc of site.documents) {
    const places = urlsOf.map((urls) => ({
      json: pathOf(urls.download(doc, 'json')),
      yaml: pathOf(urls.download(doc, 'yaml')),
    }));
    targets.set(doc.sourceFile, [...(targets.get(doc.sourceFile) ?? []), ...places]);
  }
  const placed = downloads.place(targets);
  let twins = 0;
  for (const [index, language] of languages.entries()) twins += await writeTwins(site, language, urlsOf[index], pathOf);
  await placed;
  return twins + 2 * site.documents.length * languages.length;
}

/** One language's twins. */
async function writeTwins(
  site: Site,
  { strings }: Language,
  urls: ReturnType<typeof siteUrls>,
  pathOf: (url: string) => string,
): Promise<number> {
  const twins = site.config.twins ? site.documents.flatMap((doc) => markdownTwins(strings, doc, urls, site)) : [];
  const paths = twins.map(([url]) => pathOf(url));
  for (const dir of new Set(paths.map((path) => dirname(path)))) mkdirSync(dir, { recursive: true });
  // One file after the other, each text made as it is written: thousands of small files, faster without a
  // promise each, and never more than one text in memory.
  for (const [i, [, text]] of twins.entries()) {
    writeFileSync(paths[i], text());
    // Now and then a turn for the other hooks: the search index asks Pagefind for its files, which it then
    // builds in its own process while the twins go on.
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(setImmediate);
  }
  return twins.length;
}
