// What one operation page costs a reader: gzipped JavaScript before interaction, HTML bytes, first contentful
// paint, measured in Chromium against the built folder served from 127.0.0.1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { measurePageJavaScript } from '../../src/tools/chromium/pageWeight.ts';
import { chromiumLaunchOptions } from '../../src/tools/chromium/launchOptions.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';

const FCP_RUNS = 5;

export interface PageResult {
  /** The operation page measured: the one of median HTML size. */
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Over all operation pages. */
  htmlMedianBytes: number;
  htmlMaxBytes: number;
  jsGzipBytes: number;
  jsInlineGzipBytes: number;
  jsScripts: number;
  fcpMs: number;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Operation pages (`operations/<slug>/index.html`) by size. */
function operationPages(outDir: string): { file: string; size: number }[] {
  const dir = join(outDir, 'operations');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, 'index.html'))
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => a.size - b.size);
}

export async function measurePage(browser: Browser, outDir: string): Promise<PageResult> {
  const pages = operationPages(outDir);
  const typical = pages[Math.floor(pages.length / 2)];
  const path = `/${relative(outDir, typical.file).replace(/index\.html$/, '')}`;
  const html = readFileSync(typical.file);
  const { server, url } = await serveStatic(outDir);
  try {
    const context = await browser.newContext();
    const weight = await measurePageJavaScript(await context.newPage(), url + path);
    await context.close();
    const paints: number[] = [];
    for (let run = 0; run < FCP_RUNS; run++) {
      const fresh = await browser.newContext();
      const page = await fresh.newPage();
      await page.goto(url + path, { waitUntil: 'load' });
      paints.push(
        await page.evaluate(
          () =>
            new Promise<number>((done) => {
              const entry = performance.getEntriesByName('first-contentful-paint')[0];
              if (entry) return done(entry.startTime);
              new PerformanceObserver((list) => done(list.getEntries()[0].startTime)).observe({
                type: 'paint',
                buffered: true,
              });
            }),
        ),
      );
      await fresh.close();
    }
    paints.sort((a, b) => a - b);
    return {
      path,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
      htmlMedianBytes: typical.size,
      htmlMaxBytes: pages[pages.length - 1].size,
      jsGzipBytes: weight.totalGzipBytes,
      jsInlineGzipBytes: weight.inlineGzipBytes,
      jsScripts: weight.scripts.length,
      fcpMs: paints[Math.floor(paints.length / 2)],
    };
  } finally {
    server.close();
  }
}
