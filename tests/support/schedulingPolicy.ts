import { spawnSync } from 'node:child_process';

/** Linux's SCHED_BATCH, as /proc reports a task's policy. */
export const SCHED_BATCH = 3;

/** Whether util-linux's `chrt`, which the build sets its policy with, is here. */
export const hasChrt = process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0;

/** A task's scheduling policy, from its `/proc/…/stat` line (the 41st field, counted after the command's name). */
export const policyOf = (stat: string): number => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
