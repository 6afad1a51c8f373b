// A real build, watched from /proc while it runs: its own process and those it starts are batch work
// (src/integration/batchScheduling.ts). Here, where no other build runs beside it to change what a build reads.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { astroBuild, buildDir } from '../support/astroBuild.ts';
import { hasChrt, policyOf, SCHED_BATCH } from '../support/schedulingPolicy.ts';

test('a real build runs as batch work, with the processes it starts', { skip: !hasChrt && 'no chrt' }, async () => {
  const openapiDir = mkdtempSync(join(tmpdir(), 'batch-docs-'));
  copyFileSync('tests/fixtures/reading/observatory-3-1.yaml', join(openapiDir, 'observatory.yaml'));
  const outDir = buildDir('batch');
  // Each look's policies of every task of every process whose environment names this build's output folder, by what
  // the process runs.
  const seen = new Map<string, string[]>();
  const look = () => {
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`OUT_DIR=${outDir}\0`)) continue;
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const name = /astro\.mjs|\w+Process\.ts|pagefind/.exec(command)?.[0] ?? command.split('\0')[0];
        const tasks = readdirSync(`/proc/${pid}/task`).map((tid) =>
          readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'),
        );
        seen.set(name, [...(seen.get(name) ?? []), [...new Set(tasks.map(policyOf))].join()]);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  const polling = setInterval(look, 20);
  try {
    const build = await astroBuild(openapiDir, outDir);
    assert.equal(build.status, 0, build.stderr);
  } finally {
    clearInterval(polling);
    for (const folder of [openapiDir, outDir, `${outDir}-astro-cache`])
      rmSync(folder, { recursive: true, force: true });
  }
  // util-linux's chrt is what switches the build's process, and is none of its work: a busy machine lets a look
  // catch it before it ends.
  seen.delete('chrt');
  assert.ok(seen.has('astro.mjs'), `the build's own process was seen: ${[...seen.keys()]}`);
  assert.ok(seen.size > 1, `and a process it started: ${[...seen.keys()]}`);
  // The build's own process switches within its first moments; the processes it starts are batch work from theirs.
  const batch = String(SCHED_BATCH);
  const own = seen.get('astro.mjs')!;
  assert.equal(own.at(-1), batch);
  assert.ok(
    own.slice(own.indexOf(batch)).every((policies) => policies === batch),
    `${own}`,
  );
  for (const [name, looks] of seen)
    if (name !== 'astro.mjs')
      assert.ok(
        looks.every((policies) => policies === batch),
        `${name}: ${looks}`,
      );
});
