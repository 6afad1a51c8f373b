// The `changes` bench: GitHub's REST API description against the @octokit/openapi release before it.
import { execFileSync } from 'node:child_process';
import { githubDocument, OCTOKIT_PACKAGE, OCTOKIT_PREVIOUS, repoRoot } from './inputs.ts';

export interface ChangesResult {
  pair: string;
  loadSeconds: number;
  diffSeconds: number;
  diffCpuSeconds: number;
  changes: number;
  breaking: number;
  peakRssMb: number;
  /** The whole `npm run changes -- OLD NEW --json`, wall clock: reading, checking and comparing. */
  commandSeconds: number;
}

export function measureChanges(): ChangesResult {
  const [from, to] = [githubDocument(OCTOKIT_PREVIOUS).file, githubDocument(OCTOKIT_PACKAGE).file];
  const options = { cwd: repoRoot, encoding: 'utf8' as const, maxBuffer: 512 * 1024 * 1024 };
  const stages = JSON.parse(execFileSync(process.execPath, ['scripts/bench/comparePair.ts', from, to], options));
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/changes.ts', from, to, '--json'], options);
  const commandSeconds = (performance.now() - started) / 1000;
  const pair = `${OCTOKIT_PREVIOUS.split('@').pop()} → ${OCTOKIT_PACKAGE.split('@').pop()}`;
  return { pair, ...stages, commandSeconds };
}
