import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const WRITER = fileURLToPath(new URL('./documentFilesProcess.ts', import.meta.url));

/**
 * The files made from the documents without rendering a page — `openapi.json`, `openapi.yaml` and the `.md`
 * twin of every page (src/lib/downloads.ts, src/lib/markdownExport.ts) — are written by a process of its own,
 * started with the build, so they take the second core while Astro renders pages on the first (GitHub's
 * document: 1.5 s of downloads and 2.5 s of twins taken off the pages' thread, and ~100 MB of its memory).
 * Astro empties the output folder after `astro:build:start`, so they are written aside and moved in once the
 * pages are done. In `astro dev` the routes in src/pages serve them.
 */
export function documentFiles(): AstroIntegration {
  let root = process.cwd();
  let writing: Promise<{ staging: string; files: number; ms: number }> | undefined;
  return {
    name: 'api-reference:document-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        const cache = resolve(root, 'node_modules/.cache');
        mkdirSync(cache, { recursive: true });
        const staging = mkdtempSync(join(cache, 'api-reference-files-'));
        const started = performance.now();
        writing = new Promise((done, fail) => {
          // The same Node flags as this build (its memory settings), and the same environment (OPENAPI_DIR…).
          execFile(process.execPath, [...process.execArgv, WRITER, staging], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
            if (error) fail(new Error(`writing openapi.json, openapi.yaml and the Markdown twins failed:\n${stderr || error.message}`));
            else done({ staging, files: Number(stdout.trim()), ms: performance.now() - started });
          });
        });
        // Reported in astro:build:done; a build that fails before then must not also crash on it.
        writing.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!writing) return;
        const { staging, files, ms } = await writing;
        moveInto(staging, fileURLToPath(dir));
        rmSync(staging, { recursive: true, force: true });
        logger.info(`downloads and Markdown twins: ${files} files in ${Math.round(ms)} ms, written beside the pages`);
      },
    },
  };
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
