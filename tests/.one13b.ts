import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt-13b/tests/support/chromium.ts';
import { serveStatic } from '/work/wt-13b/tests/support/staticServer.ts';
const { server, url } = await serveStatic(process.argv[2]);
const b = await chromium.launch(chromiumLaunchOptions);
const p = await b.newPage({ viewport: { width: 390, height: 800 } });
for (const path of process.argv.slice(3)) {
await p.goto(url + path);
console.log(path, await p.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 30)} ${Math.round(e.getBoundingClientRect().right)} ${(e.textContent||'').slice(0,40)}`).join('\n  ')));
}
await b.close(); server.close();
