import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { childEnvironment } from '../config/inputs.ts';

/** Installed, the package's TypeScript is stripped by its own hook (src/cli/typeStripping.mjs). */
const TYPE_STRIPPING = new URL('../cli/typeStripping.mjs', import.meta.url).href;

/**
 * One of the build's helper processes: a TypeScript module of this folder, run with the package's type stripping
 * and the flags it is given, not the build's own (its heap's settings are for the pages).
 */
export function helperProcess(module: URL, { execArgv = [], ...options }: ForkOptions = {}): ChildProcess {
  return fork(module, [], {
    ...options,
    env: { ...(options.env ?? childEnvironment({})), ...HELPER_MALLOC },
    execArgv: ['--import', TYPE_STRIPPING, ...execArgv],
  });
}

/**
 * glibc's allocator raises its threshold for memory of its own mapping to the largest block freed so far, so the
 * megabytes a helper reads, sends and writes stay in its arena, freed but resident, beside the pages' process. A
 * fixed threshold hands them back (docs/performance.md). glibc reads it as a process starts.
 */
const HELPER_MALLOC = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };
