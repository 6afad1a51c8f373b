// `npm run dev` of a site in two languages under /docs/ (README "The reader's language"): the other language's
// pages, which the language switcher links to, are served by the same server, in that language, with the
// browser's words in it and live reload.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../src/tools/chromium/launchOptions.ts';
import { buildDir } from '../support/astroBuild.ts';
import { startDevServer } from '../support/devServer.ts';

const work = buildDir('dev-languages');
const openapi = join(work, 'openapi');
mkdirSync(openapi);
const petstore = join(openapi, 'petstore.yaml');
copyFileSync('openapi/petstore.yaml', petstore);
const config = join(work, 'site.config.json');
writeFileSync(
  config,
  JSON.stringify({ site: 'https://acme.example/docs/', locale: 'en', languages: { en: '/docs/', de: '/docs/de/' } }),
);
after(() => rmSync(work, { recursive: true, force: true }));

describe('npm run dev of a site in two languages', () => {
  it('serves the other language’s pages the switcher links to, in that language, from one server', async () => {
    const server = await startDevServer({
      OPENAPI_DIR: openapi,
      SITE_CONFIG: config,
      ASTRO_CACHE_DIR: join(work, 'astro-cache'),
    });
    const { origin, process: dev } = server;
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const english = await fetch(`${origin}/docs/operations/get-pet/`);
      assert.equal(english.status, 200);
      const englishHtml = await english.text();
      assert.match(englishHtml, /<html lang="en"/);
      const german = /<a href="([^"]+)" hreflang="de"/.exec(englishHtml)?.[1];
      assert.equal(german, '/docs/de/operations/get-pet/');

      const answer = await fetch(`${origin}${german}`);
      assert.equal(answer.status, 200, server.output().slice(-3000));
      const germanHtml = await answer.text();
      assert.match(germanHtml, /<html lang="de"/);
      assert.match(germanHtml, /<h2 class="nav-group-title">Anleitungen<\/h2>/);
      assert.equal((await fetch(`${origin}/docs/de/schemas/pet.md`)).status, 200);

      // In a browser: the page's scripts speak German too, and an edit of the document shows by itself.
      const page = await browser.newPage();
      await page.goto(`${origin}${german}`);
      await page.locator('[data-theme-toggle][title^="Farbschema"]').waitFor({ timeout: 20_000 });
      writeFileSync(petstore, readFileSync(petstore, 'utf8').replace('title: Petstore API', 'title: Tierladen API'));
      await page.waitForFunction(() => document.title.includes('Tierladen API'), null, { timeout: 30_000 });
    } finally {
      await browser.close();
      dev.kill();
    }
  });
});
