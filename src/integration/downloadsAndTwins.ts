import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';
import { placedWhenMade, startDownloads, type Downloads } from './downloadFiles.ts';
import { writeDownloadsAndTwins } from './writeDownloadsAndTwins.ts';

/**
 * The files made from the documents without rendering a page — `openapi.json`, `openapi.yaml` and the `.md` twin
 * of every page (src/presentation/downloads.ts, src/presentation/twins/) — written once the pages are done: Astro
 * empties the output folder after `astro:build:start`. The downloads are made from the files by another process
 * (downloadFiles.ts), the twins from the build context's model. In `astro dev` the routes in
 * src/routes/pages serve them.
 */
export function downloadsAndTwins(): AstroIntegration {
  // The output folder's base: Astro's, which a user's site may hold the reference below.
  let siteBase = '/';
  let downloads: Downloads | undefined;
  let cacheDir = '';
  return {
    name: 'api-reference:downloads-and-twins',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteBase = config.base;
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': () => {
        const context = buildContext();
        // In Astro's cache, on the project's disk: a build stopped early leaves it for the next to clear.
        const folder = join(cacheDir, 'downloads');
        rmSync(folder, { recursive: true, force: true });
        const documents = findDocuments(context.openapiDir, context.namedDocuments);
        // Large documents: the process that resolves them makes them too, one process fewer.
        const ahead = context.resolvedAhead;
        downloads = ahead
          ? placedWhenMade(ahead.makeDownloads(documents, folder), documents, folder)
          : startDownloads(documents, folder);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const context = buildContext();
        const site = await context.site();
        // Each language's under its base path, in its words.
        const languages = context.languages.map(({ locale, base }) => ({
          strings: context.strings.get(locale)!,
          base,
        }));
        if (!downloads) throw new Error('downloads: the build never started them');
        const files = await writeDownloadsAndTwins(site, fileURLToPath(dir), siteBase, languages, downloads);
        logger.info(`downloads and Markdown twins: ${files} files in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
