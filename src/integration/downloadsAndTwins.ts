import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import { writeDownloadsAndTwins } from './writeDownloadsAndTwins.ts';

/**
 * The files made from the documents without rendering a page — `openapi.json`, `openapi.yaml` and the `.md` twin
 * of every page (src/presentation/downloads.ts, src/presentation/twins/) — written from the build context's model
 * once the pages are done: Astro empties the output folder after `astro:build:start`. In `astro dev` the routes
 * in src/routes/pages serve them.
 */
export function downloadsAndTwins(): AstroIntegration {
  // The output folder's base: Astro's, which a user's site may hold the reference below.
  let siteBase = '/';
  return {
    name: 'api-reference:downloads-and-twins',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteBase = config.base;
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
        const files = await writeDownloadsAndTwins(site, fileURLToPath(dir), siteBase, languages);
        logger.info(`downloads and Markdown twins: ${files} files in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
