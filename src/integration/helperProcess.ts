import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';

/** Installed, the package's TypeScript is stripped by its own hook (src/cli/typeStripping.mjs). */
const TYPE_STRIPPING = new URL('../cli/typeStripping.mjs', import.meta.url).href;

/**
 * One of the build's helper processes: a TypeScript module of this folder, run with the package's type stripping
 * and the flags it is given, not the build's own (its heap's settings are for the pages).
 */
export function helperProcess(module: URL, { execArgv = [], ...options }: ForkOptions = {}): ChildProcess {
  return fork(module, [], { ...options, execArgv: ['--import', TYPE_STRIPPING, ...execArgv] });
}
