import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNode } from './runNode.ts';

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

/** An empty site configuration, so that a build in a test never reads the user's site.config.json. */
function defaultConfig(): string {
  const file = join(ROOT, '.cache/builds/default-site.config.json');
  mkdirSync(join(ROOT, '.cache/builds'), { recursive: true });
  writeFileSync(file, '{}\n');
  return file;
}

/**
 * The real `astro build` of the project, reading documents from `openapiDir` and writing the site to `outDir`,
 * with the default configuration.
 */
export async function astroBuild(openapiDir: string, outDir: string): Promise<BuildResult> {
  const started = performance.now();
  const run = await runNode(['scripts/astro.mjs', 'build'], {
    cwd: ROOT,
    env: buildEnv({ SITE_CONFIG: defaultConfig(), OPENAPI_DIR: openapiDir, OUT_DIR: outDir, NO_COLOR: '1' }),
  });
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/** One real `astro build`, waited for: `env` names its SITE_CONFIG and OUT_DIR (and OPENAPI_DIR, GUIDES_DIR…). */
export function astroBuildSync(
  env: BuildEnv,
  timeout = 180_000,
): { status: number | null; output: string; seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/astro.mjs', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: buildEnv(env),
    timeout,
  });
  return {
    status: result.status,
    output: result.stdout + result.stderr,
    seconds: (performance.now() - started) / 1000,
  };
}

type BuildEnv = { SITE_CONFIG: string; OUT_DIR: string } & Record<string, string>;

// Its own content store: builds running side by side must not read each other's guides.
const buildEnv = (env: BuildEnv) => ({
  ...process.env,
  ASTRO_CACHE_DIR: `${env.OUT_DIR}-astro-cache`,
  ASTRO_TELEMETRY_DISABLED: '1',
  ...env,
});
