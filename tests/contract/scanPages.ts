import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageFacts } from './pageFacts.ts';
import { scanPage } from './scanPage.ts';

/** Below this many pages, starting threads costs more than it saves. */
const PAGES_PER_WORKER = 100;

/** Scans the pages, in worker threads when the site is large (parsing is nearly all of the checker's time). */
export async function scanPages(distDir: string, pages: string[], workers?: number): Promise<Map<string, PageFacts>> {
  const count = workers ?? Math.min(availableParallelism(), 4, Math.floor(pages.length / PAGES_PER_WORKER));
  const scanned = new Map<string, PageFacts>();
  if (count <= 1) {
    for (const page of pages) scanned.set(page, scanPage(page, await readFile(join(distDir, page), 'utf8')));
    return scanned;
  }
  // Interleaved shares: pages of one kind tend to sit together and to be of a similar size.
  const shares = Array.from({ length: count }, (_, worker) => pages.filter((_, index) => index % count === worker));
  const results = await Promise.all(shares.map((share) => scanInWorker(distDir, share)));
  for (const facts of results.flat()) scanned.set(facts.page, facts);
  return scanned;
}

function scanInWorker(distDir: string, pages: string[]): Promise<PageFacts[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./scanWorker.ts', import.meta.url), { workerData: { distDir, pages } });
    worker.once('message', (json: string) => {
      const facts: PageFacts[] = JSON.parse(json);
      for (const page of facts) page.ids = new Set(page.ids);
      resolve(facts);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`page scanner thread exited with code ${code}`)));
  });
}
