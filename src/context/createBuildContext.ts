import { statSync } from 'node:fs';
import { inputsWith, type Inputs } from '../config/inputs.ts';
import { ConfigError, configFile, INLINE_CONFIG, loadSiteConfig, type GivenConfig } from '../config/loadSiteConfig.ts';
import type { Site } from '../model/model.ts';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';
import { CheckedSources } from '../pipeline/2-validate/checkedSources.ts';
import { loadSite } from '../pipeline/5-site/loadSite.ts';
import { siteStringsFor } from '../presentation/strings/catalog.ts';
import type { Locale } from '../presentation/strings/locales.ts';
import { commonBase } from '../shared/basePath.ts';
import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { setBuildContext, type BuildContext } from './buildContext.ts';

/** What code gives the context in place of the environment's knobs (the Astro integration's options). */
export interface ContextOptions extends GivenConfig {
  knobs?: Partial<Inputs>;
  /** Whether the reference's guides are built: not in a site it only lies in, whose content config is its own. */
  guides?: boolean;
}

/**
 * The build's context from the project's inputs: the configuration read and validated once (a `ConfigError` says
 * what is wrong with it), the folders the environment names. It becomes the build's context, which every later
 * reader gets; `astro dev` makes a new one when the configuration changes (Astro's restart runs the integration's setup
 * again) and when a document does (devReload.ts).
 */
export function createBuildContext(root = process.cwd(), options: ContextOptions = {}): BuildContext {
  const knobs = inputsWith(options.knobs);
  const config = loadSiteConfig(root, knobs, options);
  const openapiDir = knobs.openapiDir;
  let built: { signature: string; site: Promise<Site> } | undefined;
  const languages = renderedLanguages(config, knobs.siteLanguage);
  // Longest base first: /docs/de/ is German even though it lies under the English /docs/.
  const bases = languages.map(({ locale, base }): [Locale, string] => [locale, base]);
  bases.sort(([, a], [, b]) => b.length - a.length);
  const strings = siteStringsFor(
    [...new Set([config.locale, ...Object.keys(config.languages ?? {})])] as Locale[],
    config.strings,
  );
  const baseOf = (path: string) => bases.find(([, base]) => path.startsWith(base));
  const languageAt = (path: string) => baseOf(path)?.[0] ?? config.locale;
  const context: BuildContext = {
    root,
    configFile: options.inline ? INLINE_CONFIG : configFile(root, knobs),
    config,
    locale: config.locale,
    languages,
    base: commonBase(languages.map(({ base }) => base)),
    strings,
    languageAt,
    wordsAt: (path) => strings.get(languageAt(path))!,
    baseAt: (path) => baseOf(path)?.[1] ?? config.base,
    language: knobs.siteLanguage,
    openapiDir,
    namedDocuments: knobs.namedDocuments,
    guidesDir: knobs.guidesDir,
    checkedSources: new CheckedSources(),
    highlights: new Map(),
    options,
    // No guides: the pages do not ask Astro for a collection the site does not have.
    guidesStored: options.guides === false ? 0 : undefined,
    site() {
      // Keyed on the files' modification times too: a page asked for between a save and its reload gets the edit.
      const files = findDocuments(openapiDir, knobs.namedDocuments);
      const signature = files.map((file) => `${file}@${statSync(file).mtimeMs}`).join('|');
      if (built?.signature !== signature)
        built = {
          signature,
          site: loadSite({
            config,
            openapiDir,
            files,
            checked: context.checkedSources,
            resolvedElsewhere: context.resolvedAhead && ((file) => context.resolvedAhead!.take(file)),
          }),
        };
      return built.site;
    },
  };
  setBuildContext(context);
  return context;
}

/**
 * The languages one build renders, each under its base path: every one of the configuration's `languages`, or the
 * one SITE_LANGUAGE names; a site without them, its `locale` under its base.
 */
function renderedLanguages(config: SiteConfig, only?: string): BuildContext['languages'] {
  const named = Object.entries(config.languages ?? {}) as [Locale, string][];
  if (only || named.length < 2) return [{ locale: config.locale, base: config.base }];
  return named.map(([locale, base]) => ({ locale, base }));
}

/**
 * The context made again from the same inputs when a document changed (`astro dev`), keeping what stays true: the
 * highlighted code, the guides' count. A configuration that became invalid keeps the previous one: its edit
 * restarts the server, which reports it.
 */
export function renewBuildContext(previous: BuildContext): BuildContext {
  let context: BuildContext;
  try {
    context = createBuildContext(previous.root, previous.options);
  } catch (error) {
    if (error instanceof ConfigError) return previous;
    throw error;
  }
  for (const [key, html] of previous.highlights) context.highlights.set(key, html);
  context.guidesStored ??= previous.guidesStored;
  return context;
}
