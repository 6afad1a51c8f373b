// Redocly's `build-docs` of the same document, timed like our build in the same run: absolute seconds do not carry
// from one machine to another, the ratio of the two does.
import { createRequire } from 'node:module';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchInput } from './inputs.ts';
import { timedRun, workFolder, type TimedRun } from './build.ts';

export interface RedoclyResult extends TimedRun {
  /** Its one HTML page. */
  outputBytes: number;
}

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Its page is left in .cache/bench/ only with `keep` (`--keep`), as our built sites are. */
export async function measureRedocly(input: BenchInput, { keep = false } = {}): Promise<RedoclyResult> {
  const workDir = workFolder('redocly-');
  const output = join(workDir, 'redoc-static.html');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    const run = await timedRun(
      [process.execPath, cli, 'build-docs', input.file, '--output', output],
      env,
      join(workDir, 'time.txt'),
    );
    if (run.code !== 0)
      throw new Error(`redocly build-docs of ${input.name} failed (exit ${run.code}):\n${run.log.slice(-2000)}`);
    return { ...run, outputBytes: statSync(output).size };
  } finally {
    if (!keep) rmSync(workDir, { recursive: true, force: true });
  }
}
