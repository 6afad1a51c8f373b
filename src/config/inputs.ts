import { delimiter, resolve } from 'node:path';

/**
 * The user's knobs in the environment, read here and nowhere else (ESLint holds it): the build context reads them
 * once (src/context/), and `npm run` scripts read them for what they run alone. The command line
 * (src/cli/) gives them to the processes it starts with `knobsEnvironment`.
 */
export const inputs = () => ({
  /** Another configuration file than site.config.json (tests, alternative builds). */
  siteConfig: process.env.SITE_CONFIG || undefined,
  /** One of the configuration's `languages` to build or serve alone (a build renders them all without it). */
  siteLanguage: process.env.SITE_LANGUAGE || undefined,
  /** Where the documents are: `openapi/` unless OPENAPI_DIR says (benchmarks, tests). */
  openapiDir: resolve(process.env.OPENAPI_DIR ?? 'openapi'),
  /**
   * The documents of that folder to build, when only some are (the command line's `build FILE…`): the others may be
   * anything else a repository keeps beside them (package.json…).
   */
  namedDocuments: process.env.OPENAPI_FILES?.split(delimiter).map((file) => resolve(file)),
  /** Where the guides are: `src/content/guides` unless GUIDES_DIR says (tests). */
  guidesDir: resolve(process.env.GUIDES_DIR ?? 'src/content/guides'),
  outDir: process.env.OUT_DIR ?? './dist',
  /** The base path the site is built under, in place of the configuration's `base` (the command line's `--base`). */
  base: process.env.SITE_BASE || undefined,
  /** Builds side by side (the tests) each keep their own content store. */
  astroCacheDir: process.env.ASTRO_CACHE_DIR,
});

export type Inputs = ReturnType<typeof inputs>;

/** The environment's knobs, with those given in code (the Astro integration's options) in their place. */
export const inputsWith = (given: Partial<Inputs> = {}): Inputs => ({
  ...inputs(),
  ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
});

/** The environment of a process this one starts, with the knobs it is given in place of this one's. */
export const childEnvironment = (knobs: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...knobs });

/** What a command line says about the user's files (absolute paths), as `inputs()` reads them in the process it starts. */
export interface Knobs {
  siteConfig?: string;
  openapiDir?: string;
  namedDocuments?: string[];
  guidesDir?: string;
  outDir?: string;
  base?: string;
  /** Builds side by side (the tests) each keep their own content store. */
  astroCacheDir?: string;
}

const KNOB_VARIABLES: Record<keyof Knobs, string> = {
  siteConfig: 'SITE_CONFIG',
  openapiDir: 'OPENAPI_DIR',
  namedDocuments: 'OPENAPI_FILES',
  guidesDir: 'GUIDES_DIR',
  outDir: 'OUT_DIR',
  base: 'SITE_BASE',
  astroCacheDir: 'ASTRO_CACHE_DIR',
};

/** The environment of a process started with these knobs (the ones not given stay as this process has them). */
export const knobsEnvironment = (knobs: Knobs): NodeJS.ProcessEnv =>
  childEnvironment(
    Object.fromEntries(
      Object.entries(knobs)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [
          KNOB_VARIABLES[name as keyof Knobs],
          Array.isArray(value) ? value.join(delimiter) : (value as string),
        ]),
    ),
  );
