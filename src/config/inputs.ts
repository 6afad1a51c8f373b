import { resolve } from 'node:path';

/**
 * The user's knobs in the environment, read here and nowhere else (ESLint holds it): the build context reads them
 * once (src/context/), and `npm run` scripts read them for what they run alone.
 */
export const inputs = () => ({
  /** Another configuration file than site.config.json (tests, alternative builds). */
  siteConfig: process.env.SITE_CONFIG || undefined,
  /** One of the configuration's `languages` to build or serve alone (a build renders them all without it). */
  siteLanguage: process.env.SITE_LANGUAGE || undefined,
  /** Where the documents are: `openapi/` unless OPENAPI_DIR says (benchmarks, tests). */
  openapiDir: resolve(process.env.OPENAPI_DIR ?? 'openapi'),
  /** Where the guides are: `src/content/guides` unless GUIDES_DIR says (tests). */
  guidesDir: resolve(process.env.GUIDES_DIR ?? 'src/content/guides'),
  outDir: process.env.OUT_DIR ?? './dist',
  /** Builds side by side (the tests) each keep their own content store. */
  astroCacheDir: process.env.ASTRO_CACHE_DIR,
});

/** The environment of a process this one starts, with the knobs it is given in place of this one's. */
export const childEnvironment = (knobs: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...knobs });
