import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

/**
 * Builds the Pagefind search index into `<outDir>/pagefind/` once the site is written. Pages choose to be
 * indexed with `data-pagefind-body` (see components/search/searchFacts.ts); inside them, the panels that
 * repeat the reference (code samples, try-it) are left out.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'api-reference:search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const site = fileURLToPath(dir);
        try {
          const { index, errors } = await createIndex({
            excludeSelectors: ['[data-code-sample]', '[data-try-it]', '.code-samples', '.heading-anchor', 'thead'],
          });
          if (!index) throw new Error(errors.join('; '));
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(added.errors.join('; '));
          const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
          if (written.errors.length) throw new Error(written.errors.join('; '));
          logger.info(`search index: ${added.page_count} pages in ${Math.round(performance.now() - started)} ms`);
        } finally {
          await close();
        }
      },
    },
  };
}
