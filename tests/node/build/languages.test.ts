// The Petstore in English, Arabic and Japanese with `npm run build:languages`: each language under its base, with
// its words, its direction, its dates and counts, its search language, and a switcher that keeps the reader on
// the same page.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'languages-'));
const out = join(work, 'dist');
const config = join(work, 'site.config.json');
// The user's words: one for every language, and Japanese's own (a plural in the browser's words).
const strings = {
  'fields.usedBy': 'Referenced by',
  ja: { 'searchResults.count': '{count, plural, =0 {該当なし} other {# 件ヒット}}(「{query}」)' },
};
writeFileSync(config, JSON.stringify({ locale: 'en', languages: { en: '/', ar: 'ar', ja: '/ja/' }, strings }));
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

const result = spawnSync(process.execPath, ['scripts/buildLanguages.ts'], {
  encoding: 'utf8',
  env: {
    ...process.env,
    ASTRO_CACHE_DIR: join(work, `astro-cache-${Math.random().toString(36).slice(2)}`),
    SITE_CONFIG: config,
    OUT_DIR: out,
    ASTRO_TELEMETRY_DISABLED: '1',
  },
  timeout: 300_000,
});
const read = (path: string) => readFileSync(join(out, path), 'utf8');
/** The browser's words of the language under `base`. */
const chunk = (base: string) => {
  const folder = join(out, base, '_astro');
  return readFileSync(
    join(
      folder,
      readdirSync(folder).find((file) => file.includes('site-words'))!,
    ),
    'utf8',
  );
};
const htmlTag = (path: string) => /<html[^>]*>/.exec(read(path))?.[0] ?? '';

describe('npm run build:languages', () => {
  it('builds each language under its base path', () => {
    assert.equal(result.status, 0, (result.stdout + result.stderr).slice(-3000));
    assert.match(result.stdout, /✔ 3 languages in /);
    for (const base of ['', 'ar/', 'ja/'])
      assert.ok(existsSync(join(out, base, 'operations/get-pet/index.html')), base);
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

  it('gives the browser code its language only', () => {
    assert.ok(chunk('ja/').includes('コピーしました') && !chunk('ja/').includes('Copied'));
    assert.ok(chunk('').includes('Copied'));
  });

  it('shows the user’s words (site.config.json strings) in each language, the browser’s too', () => {
    for (const base of ['', 'ar/', 'ja/'])
      assert.match(read(`${base}schemas/pet/index.html`), /<h2 id="used-by">Referenced by<\/h2>/, base);
    assert.match(read('schemas/pet.md'), /Referenced by/);
    assert.ok(chunk('ja/').includes('該当なし') && chunk('ja/').includes('件ヒット'));
    assert.ok(!chunk('').includes('該当なし') && chunk('').includes('No results'));
  });

  it('tells the search index its language', () => {
    const entry = (base: string) => JSON.parse(read(`${base}pagefind/pagefind-entry.json`)).languages;
    assert.deepEqual(Object.keys(entry('ar/')), ['ar']);
    assert.deepEqual(Object.keys(entry('ja/')), ['ja']);
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
});
