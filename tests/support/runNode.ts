import { spawn } from 'node:child_process';

export interface NodeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `node ARGS` with the tests' own Node (a current one, not the machine's), and what it exits with and writes. */
export function runNode(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<NodeRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
