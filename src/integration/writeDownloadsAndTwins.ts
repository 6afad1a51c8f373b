import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadJson, yamlOfJson } from '../presentation/downloads.ts';
import { markdownTwins } from '../presentation/twins/markdownTwins.ts';
import type { Site } from '../model/model.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import { siteUrls } from '../presentation/urls.ts';
import { basePath } from '../shared/basePath.ts';
import { parseFile } from '../pipeline/1-load/sourceFiles.ts';

/**
 * Writes the files made from the documents without rendering a page into `outDir`: each document's
 * `openapi.json` and `openapi.yaml` (its file read once for both), and the Markdown
 * twin of every operation, webhook and model page. Returns how many files it wrote.
 */
export async function writeDownloadsAndTwins(
  site: Site,
  outDir: string,
  base: string,
  languages: readonly { strings: Strings; base: string }[],
): Promise<number> {
  let files = 0;
  for (const language of languages) files += await writeLanguage(site, outDir, base, language);
  return files;
}

/** One language's, under its base (`base` is the output folder's: Astro's). */
async function writeLanguage(
  site: Site,
  outDir: string,
  base: string,
  { strings, base: languageBase }: { strings: Strings; base: string },
): Promise<number> {
  // The language's base, passed on: this runs outside Astro's page bundle, in the build's hooks.
  const urls = siteUrls(languageBase);
  const root = basePath(base);
  const pathOf = (url: string) => join(outDir, url.slice(root.length));
  for (const doc of site.documents) {
    const jsonPath = pathOf(urls.download(doc, 'json'));
    const yamlPath = pathOf(urls.download(doc, 'yaml'));
    await mkdir(dirname(jsonPath), { recursive: true });
    // Read again: dereferencing rewrote the parsed data in place, and the model keeps none of the file.
    const json = downloadJson(parseFile(doc.sourceFile).data);
    await writeFile(jsonPath, json);
    await writeFile(yamlPath, yamlOfJson(json));
  }
  const twins = site.config.twins ? site.documents.flatMap((doc) => markdownTwins(strings, doc, urls, site)) : [];
  const paths = twins.map(([url]) => pathOf(url));
  for (const dir of new Set(paths.map((path) => dirname(path)))) mkdirSync(dir, { recursive: true });
  // One file after the other, each text made as it is written: thousands of small files, faster without a
  // promise each, and never more than one text in memory.
  twins.forEach(([, text], i) => writeFileSync(paths[i], text()));
  return twins.length + 2 * site.documents.length;
}
