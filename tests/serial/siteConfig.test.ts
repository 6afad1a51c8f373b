import assert from 'node:assert/strict';
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
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { astroBuildSync } from '../support/astroBuild.ts';
import { chromiumLaunchOptions } from '../../src/tools/chromium/launchOptions.ts';
import { chromium } from '@playwright/test';
import { load } from 'js-yaml';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';

// One real build of a two-document site with every field of site.config.json set, served under /docs/ the
// way a host would: every field must show in the output, and every link must hold under the base path.
// Run alone (scripts/test.mjs): its guides are its own, and Astro keeps one list of a project's MDX modules.

// Inside the project (.cache/, git-ignored): with its output elsewhere Astro shares `.astro/.prerender/`
// between builds, and two builds at once break each other.
mkdirSync('.cache/builds', { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'site-config-'));
const servedRoot = join(work, 'www');
const dist = join(servedRoot, 'docs');
const openapiDir = join(work, 'openapi');
const guidesDir = join(work, 'guides');
const configFile = join(work, 'site.config.json');

const HOST = 'fixture-site.pages.dev';
const config = {
  title: 'Fixture Docs',
  logo: '/favicon.svg',
  links: [
    { label: 'About', href: '/guides/about/' },
    { label: 'GitHub', href: 'https://github.com/example/api' },
  ],
  accentColor: '#0b6e4f',
  tryIt: false,
  base: '/docs/',
  site: 'https://docs.example.com',
  publish: { platformHost: HOST },
};

const TINY = `openapi: 3.1.0
info: { title: Tiny API, version: '2' }
tags: [{ name: things }]
x-tagGroups: [{ name: Things, tags: [things] }]
paths:
  /things/{id}:
    get:
      summary: Get a thing
      tags: [things]
      operationId: getThing
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: The thing, content: { application/json: { schema: { $ref: '#/components/schemas/Thing' } } } } }
webhooks:
  thingChanged:
    post: { summary: A thing changed, tags: [things], responses: { '200': { description: ok } } }
components:
  schemas:
    Thing: { type: object, required: [id], properties: { id: { type: string } } }
`;

const GUIDES: Record<string, string> = {
  'getting-started.md': `---\ntitle: Getting started\ndescription: First steps.\norder: 2\n---\n\nThe site answers at \`{platform_host}\`.\n\n## Point your domain\n\n\`\`\`sh\ndig +short CNAME docs.example.com # should print {platform_host}.\n\`\`\`\n`,
  'another.md': `---\ntitle: Another guide\norder: 2\n---\n\nNo placeholder here.\n`,
  'about.md': `---\ntitle: About\n---\n\nWhat these docs are.\n`,
};
const GUIDE_ORDER = ['Another guide', 'Getting started', 'About'];

let built: { status: number | null; output: string; seconds: number };

before(() => {
  mkdirSync(openapiDir, { recursive: true });
  mkdirSync(guidesDir, { recursive: true });
  copyFileSync('openapi/petstore.yaml', join(openapiDir, 'petstore.yaml'));
  writeFileSync(join(openapiDir, 'tiny.yaml'), TINY);
  for (const [name, text] of Object.entries(GUIDES)) writeFileSync(join(guidesDir, name), text);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  // Downloads and twins for two documents under a base path (downloadsAndTwins.ts).
  built = astroBuildSync({
    ASTRO_CACHE_DIR: join(work, 'astro-cache'), // not beside dist/: the server serves its folder
    SITE_CONFIG: configFile,
    OPENAPI_DIR: openapiDir,
    GUIDES_DIR: guidesDir,
    OUT_DIR: dist,
  });
});
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

const read = (path: string) => readFileSync(join(dist, path), 'utf8');
const htmlFiles = () => walk(dist).filter((file) => file.endsWith('.html'));

describe('a site built with every configuration field, under base /docs/', () => {
  it('builds', () => {
    assert.equal(built.status, 0, built.output.slice(-3000));
  });

  it('satisfies the site contract for both documents, links resolving under /docs/, try-it off everywhere', async () => {
    for (const [prefix, document] of [
      ['petstore', 'petstore.yaml'],
      ['tiny', 'tiny.yaml'],
    ]) {
      const { problems, stats } = await checkSite({
        distDir: dist,
        documentFile: join(openapiDir, document),
        prefix,
        base: '/docs/',
        tryItDisabled: true,
      });
      assert.deepEqual(problems, [], `${prefix}: ${problems.slice(0, 20).join('\n')}`);
      assert.ok(stats.linksChecked > 50, `${prefix}: ${stats.linksChecked} links checked`);
    }
  });

  it('keeps every site-absolute URL of every page under the base path', () => {
    const outside: string[] = [];
    for (const file of htmlFiles()) {
      for (const [, url] of read(relative(dist, file)).matchAll(/\s(?:href|src|action)="(\/[^"]*)"/g)) {
        if (!url.startsWith('/docs/') && !url.startsWith('//')) outside.push(`${relative(dist, file)}: ${url}`);
      }
    }
    assert.deepEqual(outside, []);
  });

  it('shows the title (leading to the home page of both APIs), logo, header links and accent colour', () => {
    const page = read('petstore/index.html');
    assert.match(page, /<title>Petstore API · Fixture Docs<\/title>/);
    assert.match(page, /<a class="site-title beside-api" href="\/docs\/">\s*<img src="\/docs\/favicon\.svg"/);
    assert.match(read('index.html'), /<h1[^>]*>Fixture Docs<\/h1>[\s\S]*Petstore API[\s\S]*Tiny API/);
    assert.ok(existsSync(join(dist, 'favicon.svg')));
    assert.match(page, /<a href="\/docs\/guides\/about\/">About<\/a>/);
    assert.match(page, /<a href="https:\/\/github\.com\/example\/api">GitHub<\/a>/);
    assert.match(page, /<html[^>]* style="--accent: #0b6e4f"/);
  });

  it('fills {platform_host} from publish.platformHost in guide pages, code blocks and Markdown', () => {
    const html = read('guides/getting-started/index.html');
    assert.equal(html.includes('{platform_host}'), false);
    assert.match(html, new RegExp(`<code>${HOST.replaceAll('.', '\\.')}</code>`));
    const code = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)![1].replace(/<[^>]+>/g, '');
    assert.match(code, new RegExp(`should print ${HOST.replaceAll('.', '\\.')}\\.`));
    assert.doesNotMatch(html, /notice-placeholder/);
    const markdown = read('guides/getting-started.md');
    assert.match(markdown, /^# Getting started\n\n> First steps\.\n/);
    assert.ok(markdown.includes(`\`${HOST}\``) && !markdown.includes('{platform_host}'));
  });

  it('lists the guides in order in every sidebar, and the API documents on guide pages', () => {
    for (const page of ['petstore/index.html', 'tiny/operations/get-thing/index.html', 'guides/about/index.html']) {
      const nav = /<nav class="guides-nav[^"]*" aria-label="Guides">([\s\S]*?)<\/nav>/.exec(read(page));
      assert.ok(nav, `${page} has no guides navigation`);
      const titles = [...nav[1].matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
      assert.deepEqual(titles, GUIDE_ORDER, page);
    }
    const guide = read('guides/about/index.html');
    assert.match(guide, /<a href="\/docs\/guides\/about\/" aria-current="page">About<\/a>/);
    assert.match(
      guide,
      /aria-label="API references"[\s\S]*<a href="\/docs\/petstore\/">Petstore API<\/a>[\s\S]*<a href="\/docs\/tiny\/">Tiny API<\/a>/,
    );
  });

  it('offers each document as YAML and JSON, the same document in both', () => {
    for (const prefix of ['petstore', 'tiny']) {
      assert.deepEqual(load(read(`${prefix}/openapi.yaml`)), JSON.parse(read(`${prefix}/openapi.json`)), prefix);
      assert.match(read(`${prefix}/index.html`), new RegExp(`href="/docs/${prefix}/openapi\\.yaml"`));
    }
    assert.equal((JSON.parse(read('tiny/openapi.json')) as any).info.title, 'Tiny API');
    // Deep in the document (here a response's array items, nine levels down) the YAML writes flow style.
    assert.match(read('petstore/openapi.yaml'), /^ +items: \{\$ref: '#\/components\/schemas\/Category'\}$/m);
  });

  it("writes llms.txt with absolute links to every operation's and webhook's Markdown, all existing", () => {
    const text = read('llms.txt');
    assert.match(text, /^# Fixture Docs\n/);
    const links = [...text.matchAll(/\]\((https:\/\/docs\.example\.com\/docs\/[^)]+)\)/g)].map((m) => m[1]);
    for (const link of links)
      assert.ok(existsSync(join(dist, link.slice('https://docs.example.com/docs/'.length))), link);
    assert.ok(
      text.includes('- [GET /things/{id}](https://docs.example.com/docs/tiny/operations/get-thing.md): Get a thing'),
    );
    assert.match(
      text,
      /^- \[POST thingChanged\]\(https:\/\/docs\.example\.com\/docs\/tiny\/webhooks\/[\w-]+\.md\): A thing changed · webhook$/m,
    );
    assert.ok(
      text.includes('- [Getting started](https://docs.example.com/docs/guides/getting-started.md): First steps.'),
    );
    const petstore = load(readFileSync('openapi/petstore.yaml', 'utf8')) as any;
    for (const [path, item] of Object.entries<any>(petstore.paths)) {
      for (const method of Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))) {
        assert.ok(
          text.includes(`- [${method.toUpperCase()} ${path}](https://docs.example.com/docs/petstore/operations/`),
          `${method} ${path}`,
        );
      }
    }
    const thing = read('tiny/operations/get-thing.md');
    assert.match(thing, /^# Get a thing\n\n`GET \/things\/\{id\}`\n/);
    assert.ok(thing.includes('[Thing](/docs/tiny/schemas/thing.md)'));
  });

  it('writes a sitemap of the HTML pages with absolute URLs under the base path', () => {
    assert.match(read('sitemap-index.xml'), /<loc>https:\/\/docs\.example\.com\/docs\/sitemap-0\.xml<\/loc>/);
    const urls = [...read('sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.ok(urls.includes('https://docs.example.com/docs/tiny/operations/get-thing/'));
    assert.ok(urls.includes('https://docs.example.com/docs/guides/getting-started/'));
    assert.deepEqual(
      urls.filter(
        (url) => !url.startsWith('https://docs.example.com/docs/') || !url.endsWith('/') || url.includes('404'),
      ),
      [],
    );
    assert.equal(urls.length, htmlFiles().length - 1, 'every page but 404');
  });

  it('finds an operation with search in a browser, under the base path', async () => {
    const { server, url } = await serveStatic(servedRoot, 0);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/docs/petstore/`);
      await page.keyboard.press('/');
      await page.getByRole('combobox').fill('/things/{id}');
      const first = page.getByRole('option').first();
      await first.waitFor();
      assert.equal(await first.getAttribute('href'), '/docs/tiny/operations/get-thing/');
      assert.equal(await first.locator('.search-result-api').textContent(), 'Tiny API');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${url}/docs/tiny/operations/get-thing/`);
      assert.equal(await page.locator('[data-operation]').getAttribute('data-operation'), 'GET /things/{id}');
    } finally {
      await browser.close();
      server.close();
    }
  });
});

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}
