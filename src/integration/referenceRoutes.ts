import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The reference's route files, injected into the site (this repository's own and a user's) under a path. */
const PAGES = new URL('../routes/pages/', import.meta.url);

/** Routes a site the reference only lies in does not get: its guides (the user's content config holds no collection of ours) and its 404 page. */
const WHOLE_SITE_ONLY = [/^\[\.\.\.language\]\/guides\//, /^404\./];

/**
 * Each route file of src/routes/pages as Astro's file routes would name it (`[...prefix]/index.astro` is
 * `/[...prefix]`, `[slug].md.ts` is `/[slug].md`), below `under` (a path below Astro's base: '' or 'api/').
 */
export function referenceRoutes(under: string, wholeSite: boolean): { pattern: string; entrypoint: string }[] {
  const folder = fileURLToPath(PAGES);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|ts)$/.test(file))
    .filter((file) => wholeSite || !WHOLE_SITE_ONLY.some((rule) => rule.test(file)))
    .sort()
    .map((file) => ({
      pattern: `/${under}${file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/',
      entrypoint: fileURLToPath(new URL(file, PAGES)),
    }));
}

/** Injects the reference's routes (src/routes/pages) into the site under `under`. */
export function injectedRoutes(under: () => string, wholeSite: boolean): AstroIntegration {
  return {
    name: 'api-reference:routes',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const route of referenceRoutes(under(), wholeSite)) injectRoute({ ...route, prerender: true });
      },
    },
  };
}
