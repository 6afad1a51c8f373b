import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { operationMarkdown, schemaMarkdown } from '../lib/markdownExport.ts';
import { loadSite } from '../lib/site.ts';
import { markdownUrl, siteUrl, urls, useBase } from '../lib/urls.ts';

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
        const files: [url: string, text: string][] = [];
        for (const doc of site.documents) {
          for (const op of [...doc.operations, ...doc.webhooks]) files.push([urls.operation(doc, op), operationMarkdown(doc, op)]);
          for (const schema of doc.schemas) files.push([urls.schema(doc, schema.slug), schemaMarkdown(doc, schema)]);
        }
        const root = siteUrl();
        const folders = new Set(files.map(([url]) => dirname(join(outDir, markdownUrl(url).slice(root.length)))));
        await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
        await Promise.all(files.map(([url, text]) => writeFile(join(outDir, markdownUrl(url).slice(root.length)), text)));
        logger.info(`Markdown twins: ${files.length} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
