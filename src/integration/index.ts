import type { AstroIntegration } from 'astro';
import { devReload } from './devReload.ts';
import { mdxModuleList } from './mdxModuleList.ts';
import { siteWords } from './siteWords.ts';
import { validateDocuments } from './validateDocuments.ts';
import { tryItBundle } from './tryItBundle.ts';
import { searchIndex } from './searchIndex.ts';
import { sitemapPart } from './sitemap.ts';
import { downloadsAndTwins } from './downloadsAndTwins.ts';
import { hostFiles } from './hostFiles.ts';
import { securityHeadersPart } from './writeSecurityHeaders.ts';

/**
 * The generator's build hooks, one concern a file in this folder. Each part is an AstroIntegration; this
 * one runs them, so astro.config.mjs names a single integration.
 */
const parts: AstroIntegration[] = [
  devReload(),
  validateDocuments(),
  siteWords(),
  mdxModuleList(),
  tryItBundle(),
  searchIndex(),
  sitemapPart(),
  downloadsAndTwins(),
  hostFiles(),
  // After the host files: it adds its headers to the vercel.json they may have written.
  securityHeadersPart(),
];

type HookName = keyof AstroIntegration['hooks'];

/**
 * After the build, the parts write separate files and the search indexer works in its own process, so they
 * run side by side; every other hook runs the parts in order.
 */
const CONCURRENT: HookName[] = ['astro:build:done'];

export function apiReference(): AstroIntegration {
  const byName = new Map<HookName, ((options: unknown) => unknown)[]>();
  for (const part of parts) {
    for (const [name, hook] of Object.entries(part.hooks) as [HookName, (options: unknown) => unknown][]) {
      byName.set(name, [...(byName.get(name) ?? []), hook]);
    }
  }
  const hooks: Record<string, (options: unknown) => Promise<void>> = {};
  for (const [name, list] of byName) {
    hooks[name] = CONCURRENT.includes(name)
      ? async (options) => void (await Promise.all(list.map((hook) => hook(options))))
      : async (options) => {
          for (const hook of list) await hook(options);
        };
  }
  return { name: 'api-reference', hooks: hooks as AstroIntegration['hooks'] };
}
