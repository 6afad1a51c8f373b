import type { ChildProcess } from 'node:child_process';
import { helperProcess } from './helperProcess.ts';
import type { ResolveWork } from './resolvedAhead.ts';

const PROCESS = new URL('./resolveProcess.ts', import.meta.url);

/** What the build listens to the resolving process with (resolvedAhead.ts). */
export interface ResolveListeners {
  message(message: unknown): void;
  error(error: Error): void;
  exit(): void;
}

/** The process resolving `files`, started: what it says before anyone listens waits in `listen`. */
export interface ResolveFork {
  readonly work: ResolveWork;
  readonly child: ChildProcess;
  /** Listens from now on, after what the process said meanwhile. */
  listen(listeners: ResolveListeners): void;
}

/**
 * Starts the process that checks the documents of a folder and resolves them (resolveProcess.ts). This module loads
 * little, so that the command line starts it before Astro's modules and the build's own load: the process loads its
 * own meanwhile, on the other core.
 */
export function forkResolving(work: ResolveWork): ResolveFork {
  const child = helperProcess(PROCESS, {
    // A small young generation: less memory than V8's default, and 8 MB rather than 4 collects less on the way to
    // its answer (docs/performance.md).
    execArgv: ['--max-semi-space-size=8', '--expose-gc'],
    // Structured clone: a dereferenced document shares its schemas, and its cycles stay cycles.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const said: unknown[] = [];
  let failure: Error | undefined;
  let exited = false;
  const keep = (message: unknown) => said.push(message);
  const keepFailure = (error: Error) => (failure ??= error);
  const keepExit = () => (exited = true);
  child.on('message', keep);
  child.on('error', keepFailure);
  child.on('exit', keepExit);
  child.send(work);
  return {
    work,
    child,
    listen({ message, error, exit }) {
      child.off('message', keep).off('error', keepFailure).off('exit', keepExit);
      said.splice(0).forEach(message);
      if (failure) error(failure);
      if (exited) exit();
      child.on('message', message).on('error', error).on('exit', exit);
    },
  };
}

/** The process the command line started before Astro loaded, until the integration takes it over. */
let early: ResolveFork | undefined;

/** `astro build` of large documents (RESOLVED_APART), before Astro has loaded: their check and resolving start then. */
export function resolveBeforeAstro(work: Omit<ResolveWork, 'check'>): void {
  early = forkResolving({ ...work, check: true });
}

/** The process started before Astro, once: the integration adopts it for the same documents, else ends it. */
export function takeEarly(): ResolveFork | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
