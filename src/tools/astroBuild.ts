import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { knobsEnvironment, type Knobs } from '../config/inputs.ts';

/** The repository's folder: Astro's root, where astro.config.mjs and the site's source are. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('../cli/astro.mjs', import.meta.url));

export interface AstroBuildRun {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/**
 * The repository's own `astro build` (through its launcher, with its memory settings) of the user's files that
 * `knobs` name, on this Node, its log without colours: what the tests, the bench and the reading comparison build.
 */
export function astroBuild(knobs: Knobs, extra: Record<string, string> = {}): Promise<AstroBuildRun> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [LAUNCHER, 'build'], {
      cwd: repositoryRoot,
      env: buildEnvironment(knobs, extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}

/** The same build, waited for (a `timeout` in milliseconds stops it). */
export function astroBuildSync(knobs: Knobs, extra: Record<string, string> = {}, timeout?: number): AstroBuildRun {
  const started = performance.now();
  const run = spawnSync(process.execPath, [LAUNCHER, 'build'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: buildEnvironment(knobs, extra),
    timeout,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, seconds: (performance.now() - started) / 1000 };
}

/** The environment of such a build: the knobs, no telemetry, no colours in the log it is read by. */
export const buildEnvironment = (knobs: Knobs, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...knobsEnvironment(knobs),
  ASTRO_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
  ...extra,
});
