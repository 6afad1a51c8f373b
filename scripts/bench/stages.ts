// Times each pipeline stage on one document, outside Astro: `npx node scripts/bench/stages.ts FILE`.
import { performance } from 'node:perf_hooks';
import { highlight } from '../../src/presentation/highlight.ts';
import { loadDocument } from '../../src/pipeline/1-load/sourceFiles.ts';
import { normalizeDocument } from '../../src/pipeline/4-normalize/normalizeDocument.ts';
import { resolveDocument } from '../../src/pipeline/3-resolve/resolveDocument.ts';
import { stringsFor } from '../../src/presentation/strings/catalog.ts';
import { markdownTwins } from '../../src/presentation/twins/markdownTwins.ts';
import { siteUrls } from '../../src/presentation/urls.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: stages.ts FILE');
const times: [name: string, wallMs: number, cpuMs: number][] = [];
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  times.push([name, performance.now() - start, (used.user + used.system) / 1000]);
  return result;
}

const source = await stage('load (parse)', () => loadDocument(file));
const resolved = await stage('resolve (upgrade + dereference)', () => resolveDocument(source));
const doc = await stage('normalize', () => normalizeDocument(resolved, { id: 'bench', prefix: '', tryIt: true }));
const samples = [...doc.operations, ...doc.webhooks].flatMap((op) => op.codeSamples);
await stage('shiki start', () => highlight('x', 'text'));
await stage(`highlight ${samples.length} samples`, () =>
  Promise.all(samples.map((s) => highlight(s.source, s.grammar))),
);
const twins = markdownTwins(stringsFor('en'), doc, siteUrls('/'));
await stage(`${twins.length} Markdown twins (made, not written)`, () => {
  for (const [, text] of twins) text();
});
console.log(`${'stage'.padEnd(36)} ${'wall'.padStart(9)} ${'cpu'.padStart(9)}`);
for (const [name, wall, cpu] of times)
  console.log(`${name.padEnd(36)} ${`${wall.toFixed(0)} ms`.padStart(9)} ${`${cpu.toFixed(0)} ms`.padStart(9)}`);
console.log(
  `operations ${doc.operations.length}, webhooks ${doc.webhooks.length}, schemas ${doc.schemas.length}, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
);
