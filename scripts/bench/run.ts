// npm run bench [-- --only petstore,corpus,github,graph,100,1000,5000,dev,changes] [--runs N] [--keep] [--warm]
//   [--site-config JSON]
// Builds each document with `npm run build` into temporary folders, and the real documents with Redocly's `build-docs`
// in the same run, and prints their figures beside the targets.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser } from '@playwright/test';
import { measureBuild, type BuildResult } from './build.ts';
import { measureChanges, type ChangesResult } from './changes.ts';
import { measureDev, type DevResult } from './dev.ts';
import {
  generated,
  githubDocument,
  graphDocument,
  largestCorpusDocument,
  petstore,
  type BenchInput,
} from './inputs.ts';
import { launchBrowser, measurePage, type PageResult } from './page.ts';
import { measureRedocly, type RedoclyResult } from './redocly.ts';
import { formatTable } from './table.ts';

const TARGETS = {
  petstoreSeconds: 5,
  /** Our build's wall time over Redocly's `build-docs` of the same document, in the same run. */
  githubRedoclyRatio: 6,
  githubPageKb: 300,
  graphPageKb: 500,
  changesSeconds: 5,
  githubRssMb: 600,
  githubOutputMb: 100,
  graphSeconds: 90,
  graphRssMb: 1024,
  graphTreeRssMb: 1536,
  graphOutputMb: 1000,
  pageKb: 500,
  jsGzipKb: 20,
  htmlKb: 150,
  fcpMs: 300,
  devMs: 2000,
};

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const keep = args.includes('--keep');
/** Builds per document; the table shows the run of median wall time (this machine's neighbours make walls wander). */
const runs = args.includes('--runs') ? Math.max(1, Number(args[args.indexOf('--runs') + 1])) : 1;
/** A site configuration for every build, as JSON (`--site-config '{"twins":false,"search":false}'`). */
const siteConfig = args.includes('--site-config') ? JSON.parse(args[args.indexOf('--site-config') + 1]) : {};
/** Builds start from a fresh clone's state (no node_modules/.cache, no .astro) unless --warm keeps the caches. */
const warm = args.includes('--warm');
/** The documents Redocly's `build-docs` also renders, after each of our builds (not the generated ones). */
const REDOCLY_CASES = new Set(['petstore', 'corpus', 'github', 'graph']);
/** Graph takes minutes: built only when asked for by name. */
const wanted = (key: string) => (only ? only.includes(key) : key !== 'graph');

const cases: [key: string, input: () => BenchInput][] = [
  ['petstore', petstore],
  ['corpus', largestCorpusDocument],
  ['github', githubDocument],
  ['graph', graphDocument],
  ['100', () => generated(100)],
  ['1000', () => generated(1000)],
  ['5000', () => generated(5000)],
];

interface Row {
  key: string;
  build: BuildResult;
  page?: PageResult;
  /** Redocly's run beside the build the table shows. */
  redocly?: RedoclyResult;
}

const rows: Row[] = [];
let dev: DevResult | undefined;
let browser: Browser | undefined;
try {
  // `--only changes` builds nothing and needs no browser.
  if (cases.some(([key]) => wanted(key)) || wanted('dev')) browser = await launchBrowser();
  for (const [key, input] of cases) {
    if (!wanted(key)) continue;
    const document = input();
    process.stderr.write(`building ${document.name}...\n`);
    const builds: BuildResult[] = [];
    const redoclys = new Map<BuildResult, RedoclyResult>();
    for (let run = 0; run < runs; run++) {
      const build = await measureBuild(document, { cold: !warm, siteConfig });
      builds.push(build);
      process.stderr.write(
        `  ${warm ? 'warm' : 'cold'}: ${build.wallSeconds.toFixed(1)} s (cpu ${build.cpuSeconds?.toFixed(1) ?? '–'} s, stolen ${build.stealSeconds?.toFixed(1) ?? '–'} s, load ${build.loadAverage}), ` +
          `${build.peakRssMb.toFixed(0)} MB largest process, ${build.treePeakRssMb.toFixed(0)} MB all processes, ${build.outputMb.toFixed(1)} MB out, ` +
          `largest page ${(build.largestHtml.bytes / 1024).toFixed(1)} KB (${build.largestHtml.path})\n`,
      );
      if (!REDOCLY_CASES.has(key)) continue;
      const redocly = await measureRedocly(document, { keep }).catch((error) => {
        process.stderr.write(`  redocly build-docs failed: ${error.message}\n`);
        return undefined;
      });
      if (!redocly) continue;
      redoclys.set(build, redocly);
      process.stderr.write(
        `  redocly build-docs: ${redocly.wallSeconds.toFixed(1)} s (cpu ${redocly.cpuSeconds?.toFixed(1) ?? '–'} s, stolen ${redocly.stealSeconds?.toFixed(1) ?? '–'} s), ` +
          `${redocly.peakRssMb.toFixed(0)} MB, ${(redocly.outputBytes / 1e6).toFixed(1)} MB out; ours / Redocly ${(build.wallSeconds / redocly.wallSeconds).toFixed(1)}×\n`,
      );
    }
    const build = [...builds].sort((a, b) => a.wallSeconds - b.wallSeconds)[Math.floor((builds.length - 1) / 2)];
    const page = await measurePage(browser!, build.outDir).catch((error) => {
      process.stderr.write(`page measure failed for ${document.name}: ${error.message}\n`);
      return undefined;
    });
    rows.push({ key, build, page, redocly: redoclys.get(build) });
    if (!keep) for (const each of builds) rmSync(dirname(each.outDir), { recursive: true, force: true });
  }
  if (wanted('dev')) {
    process.stderr.write('measuring astro dev edit latency...\n');
    dev = await measureDev(browser!, petstore().file).catch((error) => {
      process.stderr.write(`dev measure failed: ${error.message}\n`);
      return undefined;
    });
  }
} finally {
  await browser?.close();
}
let changes: ChangesResult | undefined;
if (wanted('changes')) {
  process.stderr.write('comparing two releases of GitHub’s document...\n');
  try {
    changes = measureChanges();
  } catch (error) {
    process.stderr.write(`changes measure failed: ${(error as Error).message}\n`);
  }
}

if (rows.length || dev) print(rows, dev);
if (changes) printChanges(changes);

function print(rows: Row[], dev?: DevResult): void {
  const kb = (bytes?: number) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const table: string[][] = [
    [
      'document',
      'pages',
      'wall',
      'cpu',
      'stolen',
      'load',
      'peak RSS',
      'all processes',
      'output',
      'files',
      'op page HTML (median / max)',
      'largest page',
      'JS gzip',
      'FCP',
    ],
  ];
  for (const { key, build, page } of rows) {
    table.push([
      build.input.name,
      String(build.pages),
      `${build.wallSeconds.toFixed(1)} s`,
      build.cpuSeconds === undefined ? '–' : `${build.cpuSeconds.toFixed(1)} s`,
      build.stealSeconds === undefined ? '–' : `${build.stealSeconds.toFixed(1)} s`,
      build.loadAverage,
      `${build.peakRssMb.toFixed(0)} MB`,
      `${build.treePeakRssMb.toFixed(0)} MB`,
      `${build.outputMb.toFixed(1)} MB`,
      String(build.files),
      page ? `${kb(page.htmlMedianBytes)} / ${kb(page.htmlMaxBytes)}` : '–',
      kb(build.largestHtml.bytes),
      page ? kb(page.jsGzipBytes) : '–',
      page ? `${page.fcpMs.toFixed(0)} ms` : '–',
    ]);
    void key;
  }
  console.log(
    `${warm ? 'warm' : 'cold'} builds (${warm ? 'caches kept' : 'no node_modules/.cache, no .astro'}), site.config.json ${JSON.stringify(siteConfig)}`,
  );
  console.log(formatTable(table));
  printRedocly(rows);
  for (const { build } of rows)
    console.log(`${build.input.name}: largest page ${kb(build.largestHtml.bytes)}, ${build.largestHtml.path}`);
  for (const { build } of rows)
    console.log(
      `${build.input.name}: files (MB) by folder: ${Object.entries(build.filesByFolder)
        .sort((a, b) => b[1].files - a[1].files)
        .map(([folder, { files, bytes }]) => `${folder} ${files} (${(bytes / 1e6).toFixed(1)})`)
        .join(', ')}`,
    );
  const graph = rows.find((r) => r.key === 'graph');
  const github = rows.find((r) => r.key === 'github');
  const pet = rows.find((r) => r.key === 'petstore');
  const pages = rows.flatMap((r) => (r.page ? [r.page] : []));
  const checks: [string, string, boolean | undefined][] = [
    [
      `Petstore build ≤ ${TARGETS.petstoreSeconds} s`,
      pet ? `${pet.build.wallSeconds.toFixed(1)} s` : '–',
      pet && pet.build.wallSeconds <= TARGETS.petstoreSeconds,
    ],
    [
      `GitHub build ≤ ${TARGETS.githubRedoclyRatio}× Redocly's build-docs (same run)`,
      github?.redocly
        ? `${ratio(github.build, github.redocly)} (${github.build.wallSeconds.toFixed(1)} s / ${github.redocly.wallSeconds.toFixed(1)} s)`
        : '–',
      github?.redocly && github.build.wallSeconds <= TARGETS.githubRedoclyRatio * github.redocly.wallSeconds,
    ],
    [
      `GitHub largest HTML page ≤ ${TARGETS.githubPageKb} KB (any page)`,
      github ? `${kb(github.build.largestHtml.bytes)} (${github.build.largestHtml.path})` : '–',
      github && github.build.largestHtml.bytes <= TARGETS.githubPageKb * 1024,
    ],
    [
      `GitHub peak RSS ≤ ${TARGETS.githubRssMb} MB (largest process)`,
      github
        ? `${github.build.peakRssMb.toFixed(0)} MB (all processes at once: ${github.build.treePeakRssMb.toFixed(0)} MB)`
        : '–',
      github && github.build.peakRssMb <= TARGETS.githubRssMb,
    ],
    [
      `GitHub output ≤ ${TARGETS.githubOutputMb} MB`,
      github ? `${github.build.outputMb.toFixed(1)} MB` : '–',
      github && github.build.outputMb <= TARGETS.githubOutputMb,
    ],
    [
      `Graph build ≤ ${TARGETS.graphSeconds} s`,
      graph ? `${graph.build.wallSeconds.toFixed(1)} s (cpu ${graph.build.cpuSeconds?.toFixed(1) ?? '–'} s)` : '–',
      graph && graph.build.wallSeconds <= TARGETS.graphSeconds,
    ],
    [
      `Graph largest process ≤ ${TARGETS.graphRssMb} MB`,
      graph ? `${graph.build.peakRssMb.toFixed(0)} MB` : '–',
      graph && graph.build.peakRssMb <= TARGETS.graphRssMb,
    ],
    [
      `Graph all processes ≤ ${TARGETS.graphTreeRssMb} MB`,
      graph ? `${graph.build.treePeakRssMb.toFixed(0)} MB` : '–',
      graph && graph.build.treePeakRssMb <= TARGETS.graphTreeRssMb,
    ],
    [
      `Graph output ≤ ${TARGETS.graphOutputMb} MB`,
      graph ? `${graph.build.outputMb.toFixed(1)} MB in ${graph.build.files} files` : '–',
      graph && graph.build.outputMb <= TARGETS.graphOutputMb,
    ],
    [
      `Graph largest HTML page ≤ ${TARGETS.graphPageKb} KB (any page)`,
      graph ? `${kb(graph.build.largestHtml.bytes)} (${graph.build.largestHtml.path})` : '–',
      graph && graph.build.largestHtml.bytes <= TARGETS.graphPageKb * 1024,
    ],
    [
      `largest operation page ≤ ${TARGETS.pageKb} KB (worst document)`,
      pages.length ? kb(Math.max(...pages.map((p) => p.htmlMaxBytes))) : '–',
      pages.length ? pages.every((p) => p.htmlMaxBytes <= TARGETS.pageKb * 1024) : undefined,
    ],
    [
      `operation page JS ≤ ${TARGETS.jsGzipKb} KB gzip (worst document)`,
      pages.length ? kb(Math.max(...pages.map((p) => p.jsGzipBytes))) : '–',
      pages.length ? pages.every((p) => p.jsGzipBytes <= TARGETS.jsGzipKb * 1024) : undefined,
    ],
    [
      `typical operation page HTML ≤ ${TARGETS.htmlKb} KB (worst median)`,
      pages.length ? kb(Math.max(...pages.map((p) => p.htmlMedianBytes))) : '–',
      pages.length ? pages.every((p) => p.htmlMedianBytes <= TARGETS.htmlKb * 1024) : undefined,
    ],
    [
      `first contentful paint ≤ ${TARGETS.fcpMs} ms (worst)`,
      pages.length ? `${Math.max(...pages.map((p) => p.fcpMs)).toFixed(0)} ms` : '–',
      pages.length ? pages.every((p) => p.fcpMs <= TARGETS.fcpMs) : undefined,
    ],
    [
      `astro dev: edit shown ≤ ${TARGETS.devMs} ms`,
      dev
        ? `${dev.browserMs === undefined ? 'no reload' : `${dev.browserMs.toFixed(0)} ms`} (server ${dev.serverMs.toFixed(0)} ms)`
        : '–',
      dev && dev.browserMs !== undefined && dev.browserMs <= TARGETS.devMs,
    ],
  ];
  // Linear growth: the cost of each added operation stays the same from one size to the next.
  const generatedRows = rows.filter((r) => /^\d+$/.test(r.key));
  if (generatedRows.length > 1) {
    const slope = (seconds: (b: BuildResult) => number | undefined) =>
      generatedRows.slice(1).map((r, i) => {
        const previous = generatedRows[i];
        const [now, before] = [seconds(r.build), seconds(previous.build)];
        const perOp =
          now === undefined || before === undefined
            ? NaN
            : ((now - before) * 1000) / (Number(r.key) - Number(previous.key));
        return `${previous.key}→${r.key}: ${perOp.toFixed(1)} ms/op`;
      });
    checks.push([
      'build time grows linearly (wall per added operation)',
      slope((b) => b.wallSeconds).join(', '),
      undefined,
    ]);
    checks.push([
      '… CPU per added operation (steadier on a busy machine)',
      slope((b) => b.cpuSeconds).join(', '),
      undefined,
    ]);
  }
  console.log(
    '\n' +
      formatTable([
        ['target', 'measured', ''],
        ...checks.map(([t, m, ok]) => [t, m, ok === undefined ? '' : mark(ok)]),
      ]),
  );
  if (pages.length) {
    console.log(
      '\noperation pages measured: ' +
        rows
          .filter((r) => r.page)
          .map((r) => `${r.build.input.name} ${r.page!.path}`)
          .join('; '),
    );
  }
}

/** Our build's wall time over Redocly's, as `7.3×`. */
function ratio(build: BuildResult, redocly: RedoclyResult): string {
  return `${(build.wallSeconds / redocly.wallSeconds).toFixed(1)}×`;
}

/** Our build beside Redocly's `build-docs` of the same document, in the same run. */
function printRedocly(rows: Row[]): void {
  const measured = rows.filter((row) => row.redocly);
  if (measured.length === 0) return;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const cpu = (seconds?: number) => (seconds === undefined ? '–' : `${seconds.toFixed(1)} s`);
  console.log(
    '\n' +
      formatTable([
        [
          'beside Redocly build-docs',
          'wall',
          'cpu',
          'largest process',
          'output',
          'largest HTML page',
          'ours / Redocly',
        ],
        ...measured.flatMap(({ build, redocly }) => [
          [
            `${build.input.name}: ours`,
            `${build.wallSeconds.toFixed(1)} s`,
            cpu(build.cpuSeconds),
            `${build.peakRssMb.toFixed(0)} MB`,
            `${build.outputMb.toFixed(1)} MB`,
            `${(build.largestHtml.bytes / 1024).toFixed(1)} KB`,
            ratio(build, redocly!),
          ],
          [
            `${build.input.name}: Redocly`,
            `${redocly!.wallSeconds.toFixed(1)} s`,
            cpu(redocly!.cpuSeconds),
            `${redocly!.peakRssMb.toFixed(0)} MB`,
            mb(redocly!.outputBytes),
            `${(redocly!.outputBytes / 1024).toFixed(1)} KB`,
            '',
          ],
        ]),
      ]),
  );
}

/** The comparison of GitHub's pair: the diff itself against its target, and what reading both documents costs. */
function printChanges(result: ChangesResult): void {
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  const ok = result.diffSeconds <= TARGETS.changesSeconds;
  console.log(
    '\n' +
      formatTable([
        ['changes: GitHub ' + result.pair, 'measured', ''],
        [
          `comparison (diffDocuments) ≤ ${TARGETS.changesSeconds} s`,
          `${s(result.diffSeconds)} (cpu ${s(result.diffCpuSeconds)})`,
          ok ? 'ok' : 'MISSED',
        ],
        ['reading both documents through the pipeline', s(result.loadSeconds), ''],
        ['npm run changes -- OLD NEW --json, whole command', s(result.commandSeconds), ''],
        ['changes found (breaking)', `${result.changes} (${result.breaking})`, ''],
        ['peak RSS of the comparison', `${result.peakRssMb.toFixed(0)} MB`, ''],
      ]),
  );
}
