import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface BuildResult {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** The real `astro build` of the project, reading documents from `openapiDir` and writing the site to `outDir`. */
export function astroBuild(openapiDir: string, outDir: string): Promise<BuildResult> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: ROOT,
      env: { ...process.env, OPENAPI_DIR: openapiDir, OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
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
