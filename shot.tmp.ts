import { chromium } from '@playwright/test';
import { serveStatic } from '/work/main/tests/support/staticServer.ts';
const [dir, path, out, width = '1280', theme = 'light'] = process.argv.slice(2);
const server = await serveStatic(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
await page.goto(server.url + path);
await page.screenshot({ path: out, fullPage: false });
console.log(
  await page.title(),
  'overflow:',
  await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
);
await browser.close();
server.server.close();
