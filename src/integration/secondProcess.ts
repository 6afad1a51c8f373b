import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rememberHighlight } from '../presentation/highlight.ts';
import { buildContext } from '../context/buildContext.ts';
import { writeDownloadsAndTwins } from './writeDownloadsAndTwins.ts';
import { documentBytes, heapGrowth } from './heapGrowth.ts';
import type { ToBuild } from './secondProcessWorker.ts';

const WORKER = fileURLToPath(new URL('./secondProcessWorker.ts', import.meta.url));
/**
 * Below this size (all documents together) the work stays on the pages' thread, after the pages: starting the
 * second process and building its own model costs about what it saves there (docs/performance.md).
 */
const SECOND_PROCESS_FROM = 1024 * 1024;
const WORK_FOLDER = 'api-reference-files-';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The build's second process (secondProcessWorker.ts), started with the build, takes work off the thread that
 * renders the pages, onto the second core: it highlights the code samples ahead of the pages that show them,
 * then writes the files made from the documents without rendering a page — `openapi.json`, `openapi.yaml` and
 * the `.md` twin of every page (src/presentation/downloads.ts, src/presentation/twins/), time and memory taken
 * off the pages' thread (docs/performance.md). Astro empties the output folder after `astro:build:start`, so the files are written aside and moved in once
 * the pages are done. Small documents are done in this process instead (below). In `astro dev` the routes in
 * src/pages serve the files and pages highlight their own samples.
 */
export function secondProcess(): AstroIntegration {
  let root = process.cwd();
  let working: Promise<{ folder: string; files: number; ms: number }> | undefined;
  return {
    name: 'api-reference:second-process',
    hooks: {
      // Started as soon as the documents are checked (validateDocuments.ts, an earlier part of this hook) rather than
      // at astro:build:start: while Astro starts and Vite builds, it gets ahead with the first pages' samples.
      'astro:config:setup': ({ command, config }) => {
        root = fileURLToPath(config.root);
        working = undefined;
        if (command !== 'build') return;
        const context = buildContext();
        const bytes = documentBytes(context.openapiDir);
        if (!useSecondProcess(bytes, context.secondProcess)) return;
        const cache = resolve(root, 'node_modules/.cache');
        mkdirSync(cache, { recursive: true });
        removeAbandoned(cache);
        const folder = mkdtempSync(join(cache, WORK_FOLDER));
        const started = performance.now();
        working = new Promise((done, fail) => {
          // The same Node flags as this build (not a debugger's port), its own heap growth (heapGrowth.ts), and
          // the same environment (OPENAPI_DIR…), with the documents this build checked.
          const execArgv = [
            ...process.execArgv.filter((flag) => !flag.startsWith('--inspect') && !flag.startsWith('--heap-growing')),
            `--heap-growing-percent=${heapGrowth(bytes).secondProcess}`,
          ];
          const child = fork(WORKER, [folder], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
          // A build that stops before its end (a failing page) leaves no second process behind.
          process.once('exit', () => child.exitCode === null && child.kill());
          let stderr = '';
          let files = 0;
          child.stderr!.on('data', (chunk) => (stderr += chunk));
          child.on('message', (message: ToBuild) => {
            // The documents this build checked, so it does not check them again.
            if ('ready' in message) child.send(buildContext().checkedSources.keys());
            else if ('written' in message) files = message.written;
            else
              for (const [code, grammar, html] of JSON.parse(readFileSync(message.highlights, 'utf8')))
                rememberHighlight(code, grammar, html);
          });
          child.on('error', fail);
          child.on('exit', (code) => {
            if (code === 0 && files > 0) done({ folder, files, ms: performance.now() - started });
            else
              fail(
                new Error(
                  `the build's second process (highlighting, downloads, Markdown twins) failed (exit ${code}):\n${stderr}`,
                ),
              );
          });
        });
        // Reported in astro:build:done; a build that fails before then must not also crash on it.
        working.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        if (!working) {
          const files = await writeDownloadsAndTwins(await buildContext().site(), fileURLToPath(dir));
          logger.info(`downloads and Markdown twins: ${files} files in ${Math.round(performance.now() - started)} ms`);
          return;
        }
        const { folder, files, ms } = await working;
        moveInto(join(folder, 'files'), fileURLToPath(dir));
        rmSync(folder, { recursive: true, force: true });
        logger.info(`downloads and Markdown twins: ${files} files in ${Math.round(ms)} ms, written beside the pages`);
      },
    },
  };
}

/** `SECOND_PROCESS=on|off` decides (a machine with one core or little memory; tests of both ways), else the size. */
function useSecondProcess(bytes: number, choice?: string): boolean {
  if (choice === 'on' || choice === 'off') return choice === 'on';
  return bytes >= SECOND_PROCESS_FROM;
}

/** Work folders of builds that were stopped before they could remove them (older than a day). */
function removeAbandoned(cache: string): void {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (name.startsWith(WORK_FOLDER) && Date.now() - statSync(path).mtimeMs > DAY_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** Moves every file of `from` to the same place below `to`, beside what is there. */
function moveInto(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(source, target);
  }
}
