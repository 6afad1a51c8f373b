import type { AstroIntegration } from 'astro';
import { devReload } from './devReload.ts';
import { validateDocuments } from './validate.ts';
import { tryItClient } from './tryit.ts';
import { searchIndex } from './search.ts';
import { sitemapPart } from './sitemap.ts';
import { publishIntegration } from '../publish/integration.ts';

/**
 * The generator's build hooks, one concern a file in this folder. Each part is an AstroIntegration; this
 * one runs them in order, so astro.config.mjs names a single integration.
 */
const parts: AstroIntegration[] = [devReload(), validateDocuments(), tryItClient(), searchIndex(), sitemapPart(), publishIntegration()];

export function apiReference(): AstroIntegration {
  const hooks: AstroIntegration['hooks'] = {};
  for (const part of parts) {
    for (const [name, hook] of Object.entries(part.hooks) as [keyof AstroIntegration['hooks'], any][]) {
      const previous = hooks[name] as any;
      hooks[name] = (async (options: unknown) => {
        await previous?.(options);
        await hook(options);
      }) as any;
    }
  }
  return { name: 'api-reference', hooks };
}
