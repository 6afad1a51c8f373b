// npm run compare:reading [-- --dist DIR] [--keep]
// Builds our site from two dev-corpus documents, serves it and Scalar's and Redoc's standalone pages of the same
// documents on 127.0.0.1, opens the same operations in each in Chromium (light theme, 1440×900 and 390×844)
// and prints each operation's height, the rows of ours clipped at 390 px, when the heading shows and the bytes.
// `--dist DIR` measures a site already built from the same documents; `--keep` keeps the build.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { astroBuildSync } from '../../src/tools/astroBuild.ts';
import { chromiumLaunchOptions } from '../../src/tools/chromium/launchOptions.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { workFolder } from '../bench/build.ts';
import { devCorpus, repoRoot } from '../bench/inputs.ts';
import { measure, type Viewport } from './measure.ts';
import { DOCUMENTS, OPERATIONS, operationKey } from './operations.ts';
import { writePeerSite } from './peerSite.ts';
import { locateOurs, locatePeer, RENDERERS, type Located } from './renderers.ts';
import { printReport, type Result } from './report.ts';

const VIEWPORTS: Viewport[] = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const args = process.argv.slice(2);
const givenDist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined;
const keep = args.includes('--keep');

const corpus = devCorpus();
const work = workFolder('compare-');
const distDir = givenDist ?? join(work, 'dist');
if (!givenDist) {
  const openapiDir = join(work, 'openapi');
  mkdirSync(openapiDir);
  for (const document of DOCUMENTS) copyFileSync(join(corpus, document), join(openapiDir, document));
  process.stderr.write(`building our site from ${DOCUMENTS.join(', ')}...\n`);
  const build = buildSite(openapiDir, distDir);
  if (build.status !== 0) throw new Error(`the build failed:\n${build.output}`);
  process.stderr.write(`  built in ${build.seconds.toFixed(0)} s\n`);
}
const peersDir = join(work, 'peers');
writePeerSite(
  repoRoot,
  peersDir,
  DOCUMENTS.map((document) => join(corpus, document)),
);

// Timings follow the machine's other work: the load average is printed beside them.
const loadAtStart = loadavg()[0].toFixed(1);
const ours = await serveStatic(distDir);
const peers = await serveStatic(peersDir);
const browser = await chromium.launch(chromiumLaunchOptions);
const results: Result[] = [];
try {
  for (const operation of OPERATIONS) {
    process.stderr.write(`${operationKey(operation)} (${operation.document})\n`);
    for (const renderer of RENDERERS) {
      try {
        const located: Located =
          renderer === 'ours'
            ? locateOurs(distDir, ours.url, operation)
            : await locatePeer(browser, renderer, peers.url, corpus, operation);
        for (const viewport of VIEWPORTS) {
          const rows = renderer === 'ours' && viewport.width < 900;
          const measured = await measure(browser, located, viewport, { rows });
          process.stderr.write(`  ${renderer} ${viewport.width}: ${measured.heightPx} px\n`);
          results.push({ operation, renderer, width: viewport.width, ...measured });
        }
      } catch (error) {
        // One renderer failing on one operation leaves a gap in the table, not the other figures unmeasured.
        process.stderr.write(`  ${renderer} FAILED: ${(error as Error).message.split('\n')[0]}\n`);
        process.exitCode = 1;
      }
    }
  }
} finally {
  await browser.close();
  ours.server.close();
  peers.server.close();
  if (!keep) rmSync(work, { recursive: true, force: true });
}
printReport(
  OPERATIONS,
  results,
  VIEWPORTS.map((viewport) => viewport.width),
);
console.log(
  `\nLoad average (1 minute) when measuring began: ${loadAtStart}, when it ended: ${loadavg()[0].toFixed(1)}`,
);

/** The real build of our site from these documents, with the default configuration (never the user's own). */
function buildSite(openapiDir: string, outDir: string): { status: number | null; output: string; seconds: number } {
  const siteConfig = join(work, 'site.config.json');
  writeFileSync(siteConfig, '{}\n');
  const built = astroBuildSync({ openapiDir, outDir, siteConfig });
  return { status: built.status, output: `${built.stdout}${built.stderr}`, seconds: built.seconds };
}
