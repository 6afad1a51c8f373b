// The Petstore in English, Arabic and Japanese from one `npm run build`: each language under its base, with its
// words, its direction, its dates and counts, its search language, each language's pages holding to the contract,
// and a switcher that keeps the reader on the same page (in a browser too).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../src/tools/chromium/launchOptions.ts';
import { checkSite } from '../../../src/tools/siteCheck/checkSite.ts';
import { serveStatic } from '../../../src/tools/staticHost/staticServer.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'languages-'));
const out = join(work, 'dist');
const config = join(work, 'site.config.json');
// The Petstore and a Markdown guide, folders of their own: not the project's openapi/, and no MDX guide, which
// the unit tests' other builds, running beside this one, do not list (scripts/test.mjs).
const openapiDir = join(work, 'openapi');
const guidesDir = join(work, 'guides');
mkdirSync(openapiDir);
copyFileSync('openapi/petstore.yaml', join(openapiDir, 'petstore.yaml'));
mkdirSync(guidesDir);
copyFileSync('src/content/guides/custom-domains.md', join(guidesDir, 'custom-domains.md'));
// The user's words: one for every language, and Japanese's own (a plural in the browser's words).
const strings = {
  'fields.usedBy': 'Referenced by',
  ja: { 'searchResults.count': '{count, plural, =0 {該当なし} other {# 件ヒット}}(「{query}」)' },
};
writeFileSync(config, JSON.stringify({ locale: 'en', languages: { en: '/', ar: 'ar', ja: '/ja/' }, strings }));
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

const result = spawnSync(process.execPath, ['scripts/astro.mjs', 'build'], {
  encoding: 'utf8',
  env: {
    ...process.env,
    ASTRO_CACHE_DIR: join(work, `astro-cache-${Math.random().toString(36).slice(2)}`),
    SITE_CONFIG: config,
    OPENAPI_DIR: openapiDir,
    GUIDES_DIR: guidesDir,
    OUT_DIR: out,
    ASTRO_TELEMETRY_DISABLED: '1',
    // Its log is read: no colours, which CI (CI set) would turn on.
    NO_COLOR: '1',
  },
  timeout: 300_000,
});
const read = (path: string) => readFileSync(join(out, path), 'utf8');
/** The browser's words, which the pages of every language share. */
const chunk = () => {
  const folder = join(out, '_astro');
  return readFileSync(
    join(
      folder,
      readdirSync(folder).find((file) => file.includes('site-words'))!,
    ),
    'utf8',
  );
};
const htmlTag = (path: string) => /<html[^>]*>/.exec(read(path))?.[0] ?? '';

describe('npm run build of a site in several languages', () => {
  it('builds each language under its base path, in one build', () => {
    assert.equal(result.status, 0, (result.stdout + result.stderr).slice(-3000));
    assert.equal([...result.stdout.matchAll(/\[build\] Complete!/g)].length, 1);
    for (const base of ['', 'ar/', 'ja/'])
      assert.ok(existsSync(join(out, base, 'operations/get-pet/index.html')), base);
  });

  it('holds each language’s pages to the contract', async () => {
    for (const [prefix, exclude] of [
      ['', ['ar', 'ja']],
      ['ar', []],
      ['ja', []],
    ] as const) {
      const { problems } = await checkSite({
        distDir: out,
        documentFile: 'openapi/petstore.yaml',
        prefix,
        exclude: [...exclude],
      });
      assert.deepEqual(problems, [], prefix);
    }
  });

  it('declares each page’s language, and right to left for Arabic', () => {
    assert.match(htmlTag('operations/get-pet/index.html'), /lang="en"/);
    assert.doesNotMatch(htmlTag('operations/get-pet/index.html'), /dir=/);
    assert.match(htmlTag('ar/operations/get-pet/index.html'), /lang="ar" dir="rtl"/);
    assert.match(htmlTag('ja/operations/get-pet/index.html'), /lang="ja"/);
  });

  it('speaks each language, with its dates and counts; the document stays as written', () => {
    const arabic = read('ar/operations/get-pet/index.html');
    assert.match(arabic, /<h2[^>]*>المعاملات<\/h2>/);
    assert.match(arabic, /<time datetime="2027-06-30">30 يونيو 2027<\/time>/);
    assert.match(arabic, /Returns one animal\./);
    const japanese = read('ja/index.html');
    assert.match(japanese, /<span class="count">5 件のオペレーション<\/span>/);
    assert.match(read('ja/operations/get-pet.md'), /^## パラメーター$/m);
    assert.match(read('ja/llms.txt'), /^## オペレーション$/m);
  });

  it('gives the browser code every language’s words, each page its own by its <html lang>', () => {
    assert.ok(chunk().includes('コピーしました') && chunk().includes('Copied'));
    assert.match(chunk(), /document\.documentElement\.lang/);
  });

  it('shows the user’s words (site.config.json strings) in each language, the browser’s too', () => {
    for (const base of ['', 'ar/', 'ja/'])
      assert.match(read(`${base}schemas/pet/index.html`), /<h2 id="used-by">Referenced by<\/h2>/, base);
    assert.match(read('schemas/pet.md'), /Referenced by/);
    assert.ok(chunk().includes('該当なし') && chunk().includes('件ヒット') && chunk().includes('No results'));
  });

  it('indexes each language apart, in one search index', () => {
    const { languages } = JSON.parse(read('pagefind/pagefind-entry.json'));
    assert.deepEqual(Object.keys(languages).sort(), ['ar', 'en', 'ja']);
    for (const language of Object.values(languages) as { page_count: number }[])
      assert.equal(language.page_count, languages.en.page_count);
  });

  it('switches language on the same page, to a page that exists', () => {
    const page = read('ja/operations/get-pet/index.html');
    const links = [...page.matchAll(/<a href="([^"]*)" hreflang="(\w+)"/g)].map((match) => [match[2], match[1]]);
    assert.deepEqual(links, [
      ['en', '/operations/get-pet/'],
      ['ar', '/ar/operations/get-pet/'],
      ['ja', '/ja/operations/get-pet/'],
    ]);
    for (const [, href] of links) assert.ok(existsSync(join(out, href, 'index.html')), href);
  });

  it('leads a reader from a page to the same page in another language, in a browser', async () => {
    const { server, url } = await serveStatic(out);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/operations/get-pet/`);
      await page.locator('.language-switcher summary').click();
      await page.locator('.language-switcher a[hreflang="ja"]').click();
      await page.waitForURL(`${url}/ja/operations/get-pet/`);
      assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
      assert.equal(await page.locator('h1').textContent(), 'Get a pet');
      // Its scripts speak its language: the theme button, clicked, names the new state in Japanese.
      const toggle = page.locator('[data-theme-toggle]');
      await toggle.click();
      assert.match((await toggle.getAttribute('title')) ?? '', /^テーマ: (ライト|ダーク)$/);
    } finally {
      await browser.close();
      server.close();
    }
  });
});
