import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageFacts } from './pageFacts.ts';
import { scanPage } from './scanPage.ts';

/**
 * Scans the pages one after the other. Worker threads were tried: on the project's two-core machines
 * the cost of sending a million links back to the main thread ate most of the gain.
 */
export async function scanPages(distDir: string, pages: string[]): Promise<Map<string, PageFacts>> {
  const scanned = new Map<string, PageFacts>();
  for (const page of pages) scanned.set(page, scanPage(page, await readFile(join(distDir, page), 'utf8')));
  return scanned;
}
