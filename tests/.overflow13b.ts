import { chromium } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromiumLaunchOptions } from '/work/wt-13b/tests/support/chromium.ts';
import { serveStatic } from '/work/wt-13b/tests/support/staticServer.ts';
const dir = process.argv[2];
const width = Number(process.argv[3] ?? 390);
const limit = Number(process.argv[4] ?? 1e9);
const walk = (d: string): string[] => readdirSync(d).flatMap((n) => { const f = join(d, n); return statSync(f).isDirectory() ? (n === 'pagefind' || n === '_tryit' ? [] : walk(f)) : [f]; });
const pages = walk(dir).filter((f) => f.endsWith('index.html')).map((f) => '/' + relative(dir, f).replace(/index\.html$/, '')).slice(0, limit);
const { server, url } = await serveStatic(dir);
const b = await chromium.launch(chromiumLaunchOptions);
const p = await b.newPage({ viewport: { width, height: 800 } });
const bad: Record<string, number> = {};
for (const path of pages) {
  await p.goto(url + path, { waitUntil: 'load' });
  const r = await p.evaluate(() => {
    const w = innerWidth;
    const wide = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > w + 0.5)
      .slice(0, 3).map((e) => `${e.tagName}.${String(e.className).slice(0, 30)}`);
    return { sw: document.documentElement.scrollWidth, w, wide };
  });
  if (r.sw > r.w) { console.log(path, r.sw, r.wide.join(' | ')); const k = r.wide[0] ?? '?'; bad[k] = (bad[k] ?? 0) + 1; }
}
console.log(pages.length, 'pages', JSON.stringify(bad));
await b.close(); server.close();
