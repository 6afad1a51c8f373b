import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { documentFiles } from '../lib/site.ts';
import { siteUrl, urls, useBase } from '../lib/urls.ts';
import type { DownloadJob } from './downloadsProcess.ts';

const WRITER = fileURLToPath(new URL('./downloadsProcess.ts', import.meta.url));

/**
 * Writes each document's `openapi.json` and `openapi.yaml` (src/lib/downloads.ts) in a process of its own,
 * started with the build: on GitHub's 12 MB document, parsing it again and printing it twice took 1.5 s of the
 * pages' thread and held ~90 MB beside the model. Astro empties the output folder after `astro:build:start`,
 * so the files are written aside and copied in once the pages are done. In `astro dev` the routes in src/pages
 * serve them.
 */
export function downloads(): AstroIntegration {
  let root = process.cwd();
  let outDir = '';
  let base = '/';
  let writing: Promise<{ staging: string; ms: number }> | undefined;
  return {
    name: 'api-reference:downloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        outDir = fileURLToPath(config.outDir);
        base = config.base;
      },
      'astro:build:start': () => {
        useBase(base);
        const cache = resolve(root, 'node_modules/.cache');
        mkdirSync(cache, { recursive: true });
        const staging = mkdtempSync(join(cache, 'api-reference-downloads-'));
        const jobs: DownloadJob[] = documentFiles().map(({ file, prefix }) => {
          const at = (format: 'json' | 'yaml') => join(staging, urls.download({ prefix }, format).slice(siteUrl().length));
          return { file, json: at('json'), yaml: at('yaml') };
        });
        const started = performance.now();
        writing = new Promise((done, fail) => {
          execFile(process.execPath, [WRITER, JSON.stringify(jobs)], { maxBuffer: 1 << 20 }, (error, _stdout, stderr) =>
            error ? fail(new Error(`writing the downloads failed: ${stderr || error.message}`)) : done({ staging, ms: performance.now() - started }),
          );
        });
        // A build that fails before astro:build:done still waits for the writer; its error is reported there.
        writing.catch(() => {});
      },
      'astro:build:done': async ({ logger }) => {
        if (!writing) return;
        const { staging, ms } = await writing;
        cpSync(staging, outDir, { recursive: true });
        rmSync(staging, { recursive: true, force: true });
        logger.info(`downloads: openapi.json and openapi.yaml written in ${Math.round(ms)} ms, in their own process`);
      },
    },
  };
}
