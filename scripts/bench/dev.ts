// `astro dev` edit → update latency: a page open in Chromium, the document's info.title edited on disk, the
// time until the open page shows the new title by itself (the dev server reloads it) and until the server
// serves it. Bounded: each wait gives up after 30 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { workFolder } from './build.ts';
import { repoRoot } from './inputs.ts';

export interface DevResult {
  startSeconds: number;
  /** Median over the edits: until the open page shows the edit without the reader doing anything. */
  browserMs?: number;
  /** Median over the edits: until a request to the server returns the edited page. */
  serverMs: number;
  edits: number;
}

const EDITS = 3;
const WAIT_MS = 30_000;
const QUIET_MS = 1500;

export async function measureDev(browser: Browser, document: string): Promise<DevResult> {
  const work = workFolder('dev-');
  const openapiDir = join(work, 'openapi');
  mkdirSync(openapiDir);
  const file = join(openapiDir, basename(document));
  copyFileSync(document, file);
  writeFileSync(join(work, 'site.config.json'), '{}\n');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    OPENAPI_DIR: openapiDir,
    SITE_CONFIG: join(work, 'site.config.json'),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const started = performance.now();
  const dev = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  dev.stdout!.on('data', (chunk) => (log += chunk));
  dev.stderr!.on('data', (chunk) => (log += chunk));
  try {
    await until(
      async () => (await fetchText(origin + '/')) !== undefined,
      60_000,
      () => `astro dev did not answer:\n${log.slice(-2000)}`,
    );
    const startSeconds = (performance.now() - started) / 1000;
    const home = (await fetchText(origin + '/'))!;
    const path = /href="(\/operations\/[^"]+)"/.exec(home)?.[1] ?? '/';
    const page = await (await browser.newContext()).newPage();
    await settled(page, origin + path);
    const browserTimes: number[] = [];
    const serverTimes: number[] = [];
    const original = readFileSync(file, 'utf8');
    for (let edit = 1; edit <= EDITS; edit++) {
      const marker = `Edited ${edit} ${Date.now()}`;
      const text = original.replace(/^(\s*"?title"?\s*:\s*"?)([^"\n]+)/m, `$1${marker}`);
      if (text === original) throw new Error(`no info.title line to edit in ${document}`);
      const saved = performance.now();
      writeFileSync(file, text);
      const shown = until(async () => (await page.title().catch(() => '')).includes(marker), WAIT_MS)
        .then(() => performance.now() - saved)
        .catch(() => undefined);
      await until(
        async () => (await fetchText(origin + path))?.includes(marker) ?? false,
        WAIT_MS,
        () => `the edit never showed:\n${log.slice(-2000)}`,
      );
      serverTimes.push(performance.now() - saved);
      const browserMs = await shown;
      if (browserMs !== undefined) browserTimes.push(browserMs);
    }
    await page.context().close();
    return {
      startSeconds,
      serverMs: median(serverTimes),
      browserMs: browserTimes.length === EDITS ? median(browserTimes) : undefined,
      edits: EDITS,
    };
  } finally {
    stop(dev);
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Opens the page and waits until it stops navigating: on a first visit Vite may optimize dependencies and
 * reload it, and an edit saved during that reload would be measured against the wrong load.
 */
async function settled(page: Page, url: string): Promise<void> {
  let last = performance.now();
  page.on('framenavigated', () => (last = performance.now()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await until(async () => performance.now() - last > QUIET_MS, 20_000);
}

function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already ended
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function fetchText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number, message = () => 'timed out'): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(message());
    await new Promise((wait) => setTimeout(wait, 25));
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
