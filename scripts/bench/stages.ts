// Times each pipeline stage on one document, outside Astro: `npx node scripts/bench/stages.ts FILE`.
import { performance } from 'node:perf_hooks';
import { loadDocument } from '../../src/lib/load.ts';
import { resolveDocument } from '../../src/lib/resolve.ts';
import { normalizeDocument } from '../../src/lib/normalize/document.ts';
import { highlight } from '../../src/lib/highlight.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: stages.ts FILE');
const times: [string, number][] = [];
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  times.push([name, performance.now() - start]);
  return result;
}

const source = await stage('load (parse)', () => loadDocument(file));
const raw = await stage('structuredClone raw', () => structuredClone(source.data));
const resolved = await stage('resolve (upgrade + dereference)', () => resolveDocument(source));
const doc = await stage('normalize', () => normalizeDocument(resolved, { id: 'x', prefix: '', tryIt: true, raw }));
const samples = doc.operations.flatMap((op) => op.codeSamples);
await stage('shiki init', () => highlight('x', 'text'));
await stage(`highlight ${samples.length} samples`, () => Promise.all(samples.map((s) => highlight(s.source, s.grammar))));
for (const [name, ms] of times) console.log(`${name.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms`);
console.log(`operations ${doc.operations.length}, schemas ${doc.schemas.length}, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
