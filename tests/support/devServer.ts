import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface DevServer {
  origin: string;
  /** What it has printed so far, stdout and stderr together. */
  output(): string;
  process: ChildProcess;
}

/** A free port of 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((found) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => found(port));
    });
  });

/**
 * `npm run dev` (scripts/astro.mjs dev) on a free port of 127.0.0.1, with `env` besides the tests' own (its
 * OPENAPI_DIR and SITE_CONFIG); resolves once it listens. The caller kills `process`.
 */
export async function startDevServer(env: NodeJS.ProcessEnv): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/astro.mjs', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`:${port}`)) ready();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => failed(new Error(`dev exited with ${code}: ${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, output: () => output, process: child };
}
