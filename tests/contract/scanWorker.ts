// Worker thread body for scanPages: scans its share of the pages and posts their facts back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { scanPage } from './scanPage.ts';

const { distDir, pages } = workerData as { distDir: string; pages: string[] };
const facts = pages.map((page) => scanPage(page, readFileSync(join(distDir, page), 'utf8')));
// JSON crosses the thread boundary faster than a structured clone of a million small objects.
parentPort!.postMessage(JSON.stringify(facts, (_key, value) => (value instanceof Set ? [...value] : value)));
