import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { operationMarkdown, schemaMarkdown } from '../lib/markdownExport.ts';
import { loadSite } from '../lib/site.ts';
import { markdownUrl, siteUrl, urls, useBase } from '../lib/urls.ts';

/** Twins converted and written at once. */
const BATCH = 64;

/**
 * Writes the Markdown twin of every operation, webhook and model page (`operations/<slug>.md`…) from the model
 * the pages were built from. As Astro routes they cost 3 ms each (GitHub: 2,463 of them, 8 s); written here
 * they cost the conversion alone, while the search indexer works in its own process. In `astro dev` the routes
 * in src/pages serve them.
 */
export function markdownTwins(): AstroIntegration {
  return {
    name: 'api-reference:markdown-twins',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const site = await loadSite();
        useBase(site.config.base);
        const outDir = fileURLToPath(dir);
        const root = siteUrl();
        const fileOf = (pageUrl: string) => join(outDir, markdownUrl(pageUrl).slice(root.length));
        const twins: [file: string, markdown: () => string][] = site.documents.flatMap((doc) => [
          ...[...doc.operations, ...doc.webhooks].map((op) => [fileOf(urls.operation(doc, op)), () => operationMarkdown(doc, op)] as const),
          ...doc.schemas.map((schema) => [fileOf(urls.schema(doc, schema.slug)), () => schemaMarkdown(doc, schema)] as const),
        ]);
        await Promise.all([...new Set(twins.map(([file]) => dirname(file)))].map((folder) => mkdir(folder, { recursive: true })));
        // A batch at a time: the texts are never all in memory, and between batches the search indexer, which
        // finishes in this hook too, gets its turn.
        for (let at = 0; at < twins.length; at += BATCH) {
          await Promise.all(twins.slice(at, at + BATCH).map(([file, markdown]) => writeFile(file, markdown())));
        }
        logger.info(`Markdown twins: ${twins.length} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
