import type { AstroIntegration } from 'astro';
import { referenceContext, type ApiReferenceOptions } from './referenceContext.ts';
import { injectedRoutes } from './referenceRoutes.ts';
import { devReload } from './devReload.ts';
import { mdxModuleList } from './mdxModuleList.ts';
import { siteWords } from './siteWords.ts';
import { validateDocuments } from './validateDocuments.ts';
import { resolvedAhead } from './resolvedAhead.ts';
import { tryItBundle } from './tryItBundle.ts';
import { searchIndex } from './searchIndex.ts';
import { samplesAhead } from './samplesAhead.ts';
import { sitemapPart } from './sitemap.ts';
import { downloadsAndTwins } from './downloadsAndTwins.ts';
import { hostFiles } from './hostFiles.ts';
import { outputFolder } from './outputFolder.ts';
import { securityHeadersPart } from './writeSecurityHeaders.ts';
import { sharedModules } from './sharedModules.ts';
import { batchScheduling } from './batchScheduling.ts';

export type { ApiReferenceOptions } from './referenceContext.ts';

/**
 * The generator's build hooks, one concern a file in this folder. Each part is an AstroIntegration; this
 * one runs them, so astro.config.mjs names a single integration. The first makes the build's context from the
 * options; a site the reference only lies in gets no guides, no sitemap and no host files of ours (they are the
 * site's).
 */
function partsOf(options: ApiReferenceOptions, output?: AstroIntegration): AstroIntegration[] {
  const whole = options.wholeSite === true;
  const context = referenceContext(options);
  return [
    // First: the helper processes the parts start inherit it.
    batchScheduling(),
    context.part,
    ...(output ? [output] : []),
    sharedModules(),
    injectedRoutes(context.under, whole),
    devReload(),
    // Before the documents' check: the process resolves them while the build checks them.
    resolvedAhead(),
    validateDocuments(),
    siteWords(),
    ...(whole ? [mdxModuleList()] : []),
    tryItBundle(),
    searchIndex(),
    samplesAhead(),
    ...(whole ? [sitemapPart()] : []),
    downloadsAndTwins(),
    ...(whole
      ? [
          hostFiles(),
          // After the host files: it adds its headers to the vercel.json they may have written.
          securityHeadersPart(),
        ]
      : []),
  ];
}

type HookName = keyof AstroIntegration['hooks'];

/**
 * After the build, the parts write separate files and the search indexer works in its own process, so they
 * run side by side; every other hook runs the parts in order.
 */
const CONCURRENT: HookName[] = ['astro:build:done'];

/**
 * The API reference as an Astro integration: `apiReference({ documents: 'openapi/', base: '/api/' })` in a site's
 * astro.config.mjs injects its pages under that base; `wholeSite` makes it the whole site (this package's build).
 */
export function apiReference(options: ApiReferenceOptions = {}): AstroIntegration {
  // This package's own build may write to another file system than the project's; a site's build is the site's.
  const output = options.wholeSite === true ? outputFolder() : undefined;
  const byName = new Map<HookName, ((options: unknown) => unknown)[]>();
  for (const part of partsOf(options, output)) {
    for (const [name, hook] of Object.entries(part.hooks) as [HookName, (options: unknown) => unknown][]) {
      byName.set(name, [...(byName.get(name) ?? []), hook]);
    }
  }
  const hooks: Record<string, (options: unknown) => Promise<void>> = {};
  for (const [name, list] of byName) {
    hooks[name] = CONCURRENT.includes(name)
      ? async (options) => {
          await Promise.all(list.map((hook) => hook(options)));
          // Once every part has written its files.
          if (name === 'astro:build:done') output?.moveAfterBuild();
        }
      : async (options) => {
          const given = name === 'astro:config:setup' ? seeingUpdates(options as SetupOptions) : options;
          for (const hook of list) await hook(given);
        };
  }
  return { name: 'api-reference', hooks: hooks as AstroIntegration['hooks'] };
}

type SetupOptions = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0];

/**
 * Setup's options whose `config` is Astro's as the earlier parts updated it, as separate integrations would see it:
 * the context's part gives Astro the site's base, which the search index and the try-it client place files under.
 */
function seeingUpdates(options: SetupOptions): SetupOptions {
  // The same object, changed in place: Astro gives it methods that a copy would not carry (addPageExtension…).
  const update = options.updateConfig;
  options.updateConfig = (changes) => (options.config = update(changes));
  return options;
}
