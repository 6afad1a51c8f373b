import { spawnSync } from 'node:child_process';
import type { AstroIntegration } from 'astro';

let scheduled = false;

/**
 * A build is batch work: under Linux's SCHED_BATCH policy its threads no longer preempt one another at each wake (a
 * page's write handed to libuv, a message down a pipe), which cost a tenth of GitHub's build on two cores
 * (docs/performance.md). Threads and processes started afterwards inherit the policy. util-linux's `chrt` sets it for
 * every thread of this process; where there is none (other systems), the build runs as it was.
 */
export function scheduleAsBatch(): void {
  if (scheduled || process.platform !== 'linux') return;
  scheduled = true;
  spawnSync('chrt', ['--batch', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: 'ignore' });
}

/** `astro build` of a site that names the integration: batch work before its helper processes start. */
export function batchScheduling(): AstroIntegration {
  return {
    name: 'api-reference:batch-scheduling',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') scheduleAsBatch();
      },
    },
  };
}
