import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { hasChrt, SCHED_BATCH } from '../../support/schedulingPolicy.ts';

// A fresh process, so that the test runner's own policy stays as it is: its threads' policies before and after, and
// those of a process it starts afterwards.
const PROBE = `
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { scheduleAsBatch } from ${JSON.stringify(new URL('../../../src/integration/batchScheduling.ts', import.meta.url).href)};
import { policyOf } from ${JSON.stringify(new URL('../../support/schedulingPolicy.ts', import.meta.url).href)};
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
