// Times the comparison of two documents, stage by stage: `npx node scripts/bench/comparePair.ts OLD NEW`.
// Prints one JSON line; `npm run bench -- --only changes` runs it on GitHub's pair (changes.ts).
import { performance } from 'node:perf_hooks';
import { diffDocuments } from '../../src/changes/diffDocuments.ts';
import { loadDocument } from '../../src/pipeline/1-load/sourceFiles.ts';
import { documentOf } from '../../src/pipeline/5-site/documentOf.ts';

const [oldFile, newFile] = process.argv.slice(2);
if (!newFile) throw new Error('usage: comparePair.ts OLD NEW');
const started = performance.now();
const [from, to] = await Promise.all(
  [oldFile, newFile].map((file) => documentOf(loadDocument(file), { prefix: '', tryIt: false })),
);
const loaded = performance.now();
const cpu = process.cpuUsage();
const changes = diffDocuments(from, to);
const compared = performance.now();
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    loadSeconds: (loaded - started) / 1000,
    diffSeconds: (compared - loaded) / 1000,
    diffCpuSeconds: (used.user + used.system) / 1e6,
    changes: changes.length,
    breaking: changes.filter((c) => c.level === 'breaking').length,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
