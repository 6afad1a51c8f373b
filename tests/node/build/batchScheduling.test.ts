import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { astroBuild, buildDir } from '../../support/astroBuild.ts';

/** Linux's SCHED_BATCH, as /proc reports a task's policy. */
const SCHED_BATCH = 3;
const hasChrt = process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0;
/** A task's scheduling policy, from its `/proc/…/stat` line. */
const policyOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);

// A fresh process, so that the test runner's own policy stays as it is: its threads' policies before and after, and
// those of a process it starts afterwards.
const PROBE = `
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { scheduleAsBatch } from ${JSON.stringify(new URL('../../../src/integration/batchScheduling.ts', import.meta.url).href)};
const policyOf = (stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
const threads = () => readdirSync('/proc/self/task').map((tid) => policyOf(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8')));
const before = threads();
scheduleAsBatch();
const after = threads();
const child = policyOf(execFileSync('cat', ['/proc/self/stat'], { encoding: 'utf8' }));
console.log(JSON.stringify({ before, after, child }));
`;

test(
  'a build schedules its threads, and the processes it starts, as batch work',
  { skip: !hasChrt && 'no chrt' },
  () => {
    const probe = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], { encoding: 'utf8' });
    assert.equal(probe.status, 0, probe.stderr);
    const { before, after, child } = JSON.parse(probe.stdout) as { before: number[]; after: number[]; child: number };
    assert.ok(!before.includes(SCHED_BATCH), `not batch work before: ${before}`);
    assert.ok(after.length > 1, 'the process has threads besides its main one');
    assert.deepEqual(new Set(after), new Set([SCHED_BATCH]));
    assert.equal(child, SCHED_BATCH);
  },
);

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
