import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroBuild as runBuild, astroBuildSync as runBuildSync } from '../../src/tools/astroBuild.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A fresh output folder for one build, INSIDE the project (.cache/, ignored by git). Astro puts a build's
 * intermediate server bundle beside its output when the output is inside the project, but in the shared
 * `.astro/.prerender/` when it is elsewhere: two builds at once with outputs in /tmp break each other.
 */
export function buildDir(name: string): string {
  const parent = join(ROOT, '.cache/builds');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, `${name}-`));
}

export interface BuildResult {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

const EMPTY_CONFIG = '{}\n';

/**
 * An empty site configuration, so that a build in a test never reads the user's site.config.json. Test files run
 * side by side read it while another writes it: written once, whole, under its name by a rename (a rewrite in
 * place let a build read an empty file).
 */
function defaultConfig(): string {
  const file = join(ROOT, '.cache/builds/default-site.config.json');
  if (existsSync(file) && readFileSync(file, 'utf8') === EMPTY_CONFIG) return file;
  mkdirSync(join(ROOT, '.cache/builds'), { recursive: true });
  const written = `${file}.${process.pid}`;
  writeFileSync(written, EMPTY_CONFIG);
  renameSync(written, file);
  return file;
}

/**
 * The real `astro build` of the project, reading documents from `openapiDir` and writing the site to `outDir`,
 * with the default configuration and a content store of its own.
 */
export const astroBuild = (openapiDir: string, outDir: string): Promise<BuildResult> =>
  runBuild({ siteConfig: defaultConfig(), openapiDir, outDir, astroCacheDir: cacheBeside(outDir) });

/**
 * A build's own content store, beside its output folder and never in it (an output folder given with a trailing
 * slash put it inside): Astro empties the output folder as the build starts, and the downloads are made in the store.
 */
const cacheBeside = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-astro-cache`;

/** One real `astro build`, waited for: `env` names its SITE_CONFIG and OUT_DIR (and OPENAPI_DIR, GUIDES_DIR…). */
export function astroBuildSync(
  env: BuildEnv,
  timeout = 180_000,
): { status: number | null; output: string; seconds: number } {
  // Its own content store: builds running side by side must not read each other's guides.
  const run = runBuildSync({}, { ASTRO_CACHE_DIR: cacheBeside(env.OUT_DIR), ...env }, timeout);
  return { status: run.status, output: run.stdout + run.stderr, seconds: run.seconds };
}

type BuildEnv = { SITE_CONFIG: string; OUT_DIR: string } & Record<string, string>;
