import type { SiteConfig } from '../config/siteConfigSchema.ts';
import type { Site } from '../model/model.ts';
import type { CheckedSources } from '../pipeline/2-validate/checkedSources.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import type { Locale } from '../presentation/strings/locales.ts';
import type { SearchFeed } from './searchFeed.ts';
import type { SamplesAhead } from './samplesAhead.ts';
import type { ResolvedAhead } from './resolvedAhead.ts';
import type { ContextOptions } from './createBuildContext.ts';

/**
 * Everything one build (or one dev server) knows, made once when it starts (createBuildContext.ts): the
 * validated configuration and the inputs it was read from, the documents checked first, the model, the
 * highlighted code, the search feed, the documents resolved and the samples highlighted ahead. Pages, routes,
 * build hooks and scripts reach it here.
 */
export interface BuildContext {
  /** The project's folder. */
  readonly root: string;
  /** The configuration's file (it may not exist: then every default). */
  readonly configFile: string;
  readonly config: SiteConfig;
  /** The language the site is written in. */
  readonly locale: SiteConfig['locale'];
  /** The languages this build renders (all of the configuration's `languages`), each under its base path. */
  readonly languages: readonly { locale: Locale; base: string }[];
  /** The base path every rendered language lies under: Astro's `base`. */
  readonly base: string;
  /** The words of each language the site is written in (its `locale`, its `languages`), with the user's: made once. */
  readonly strings: ReadonlyMap<Locale, Strings>;
  /** The language of the page at `path`: the one whose base path it lies under (the longest), else `locale`. */
  languageAt(path: string): Locale;
  /** The words of the page at `path`, in its language. */
  wordsAt(path: string): Strings;
  /** The base path of the language of the page at `path` (the site's base when it has one language). */
  baseAt(path: string): string;
  /** The one of the configuration's `languages` this process was asked to build (SITE_LANGUAGE), if any. */
  readonly language?: string;
  readonly openapiDir: string;
  /** The folder's files to build when only some are documents (the command line's `build FILE…`); else all. */
  readonly namedDocuments?: readonly string[];
  readonly guidesDir: string;
  /** Documents checked without error before the model is built (2-validate): not checked again. */
  readonly checkedSources: CheckedSources;
  /** What code gave it in place of the environment (the integration's options): a renewed context gets them again. */
  readonly options: ContextOptions;
  /** Highlighted snippets by grammar and code (presentation/highlight.ts). */
  readonly highlights: Map<string, string>;
  /** While `astro build` renders pages: where they go to be indexed (integration/searchIndex.ts). */
  searchFeed?: SearchFeed;
  /** While `astro build` renders pages: code samples highlighted in another process (integration/samplesAhead.ts). */
  samplesAhead?: SamplesAhead;
  /** During `astro build` of large documents: the documents resolved in another process (resolvedAhead.ts). */
  resolvedAhead?: ResolvedAhead;
  /** How many guides the content loader stored: with none, the pages do not ask Astro for the collection. */
  guidesStored?: number;
  /** The site's model, built once; again when a document changed (`astro dev`). */
  site(): Promise<Site>;
}

/**
 * The one registry of the build's state. Vite loads its own copy of every module in `astro dev` and for Astro's
 * content loader, this one too, so the context is kept on globalThis, where every copy finds it; nothing else is.
 */
const shared = globalThis as { apiReferenceBuildContext?: BuildContext };

/** The build's context; the integration (or a script) makes one before anything asks. */
export function buildContext(): BuildContext {
  const context = shared.apiReferenceBuildContext;
  if (!context) throw new Error('no build context: createBuildContext() (src/context/createBuildContext.ts) makes it');
  return context;
}

/** The build's context, when one was made (a module a test loads alone has none). */
export const currentBuildContext = (): BuildContext | undefined => shared.apiReferenceBuildContext;

export function setBuildContext(context: BuildContext): void {
  shared.apiReferenceBuildContext = context;
}
