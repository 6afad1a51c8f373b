// Run one file at a time (npm run test:corpus): no Petstore here, so no MDX guide, and Astro keeps one list of a
// project's MDX modules that the Petstore builds beside it would read.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { slugify } from '../../src/shared/slug.ts';
import { twinMismatches } from '../support/twinParity.ts';
import { astroBuild, buildDir, type BuildResult } from '../support/astroBuild.ts';
import { fetchCorpus } from './fetchCorpus.ts';
import { chromiumLaunchOptions } from '../../src/tools/chromium/launchOptions.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { chromium } from '@playwright/test';
import { load } from 'js-yaml';

/**
 * The dev corpus: 8 real third-party documents (Swagger 2.0, OpenAPI 3.0 and 3.1, YAML and JSON, up to 260
 * operations, circular schemas, webhooks, no tags). They are fetched at test time, never committed, and built
 * into ONE site, a reference per document under its own prefix; each is checked against the site contract.
 */
const work = mkdtempSync(join(tmpdir(), 'dev-corpus-'));
const openapiDir = join(work, 'openapi');
const outDir = buildDir('dev-corpus');
let documents: string[] = [];
let build: BuildResult;

before(async () => {
  const { dev } = fetchCorpus();
  mkdirSync(openapiDir);
  documents = readdirSync(dev).sort();
  for (const name of documents) copyFileSync(join(dev, name), join(openapiDir, name));
  build = await astroBuild(openapiDir, outDir);
});
after(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

const prefixOf = (name: string) => slugify(basename(name, extname(name)));

describe('the dev corpus built as one site', () => {
  it('has the 8 documents and builds without an error, warning only of real defects of the documents', () => {
    assert.equal(documents.length, 8, documents.join(', '));
    assert.equal(build.status, 0, build.stderr.slice(-4000));
    assert.doesNotMatch(build.stdout + build.stderr, /^error: /m);
    const warnings = (build.stdout + build.stderr).split('\n').filter((line) => /^warning: /.test(line));
    // Directus writes `schema: null` for a request body (the official 3.0 schema wants an object): read as none;
    // and it names no server, so its try-it would call the site itself.
    assert.deepEqual(
      warnings.map((line) => line.replace(/^warning: \S+?:\d+:\d+:? /, '').replace(/: try-it would .*/, '')),
      [
        '#/paths/~1items~1{collection}/post/requestBody/content/application~1json/schema: "schema" must be an object, not null; ignored',
        'names no server (`servers`) for 136 of its operations',
      ],
    );
    // Some 2 MB of documents: each resolved in the build's resolving process (integration/resolvedAhead.ts), none
    // left to the model, every check of the site below passing all the same.
    assert.match(build.stdout, /documents resolved ahead of the model: 8;/);
  });

  it('gives every document its overview under its own prefix, with a switcher to the others', () => {
    for (const name of documents) {
      const overview = readFileSync(join(outDir, prefixOf(name), 'index.html'), 'utf8');
      for (const other of documents)
        assert.ok(overview.includes(`href="/${prefixOf(other)}/"`), `${name}: no link to ${other}`);
    }
  });

  it('fits a 360 px screen: overviews, operations, webhooks, models and tags of every document', async () => {
    // A sample of each kind per document keeps this to half a minute; the pages are the same components
    // throughout, and the corpus's browser tests (fieldRows.spec.ts) look at each field row of Box's, Galaxy's
    // and our fields fixture's pages at 390 px, folded and unfolded.
    const PER_KIND = 6;
    const pages: string[] = [];
    for (const name of documents) {
      const root = join(outDir, prefixOf(name));
      pages.push(`/${prefixOf(name)}/`, `/${prefixOf(name)}/schemas/`);
      for (const kind of ['operations', 'webhooks', 'schemas', 'tags']) {
        if (!existsSync(join(root, kind))) continue;
        const folders = readdirSync(join(root, kind), { withFileTypes: true }).filter((entry) => entry.isDirectory());
        pages.push(...folders.slice(0, PER_KIND).map((entry) => `/${prefixOf(name)}/${kind}/${entry.name}/`));
      }
    }
    const { server, url } = await serveStatic(outDir);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      const tooWide: string[] = [];
      for (const path of pages) {
        await page.goto(url + path);
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        if (scrollWidth > innerWidth) tooWide.push(`${path}: ${scrollWidth} px`);
      }
      assert.ok(pages.length > 60, `${pages.length} pages`);
      assert.deepEqual(tooWide, []);
    } finally {
      await browser.close();
      server.close();
    }
  });

  // One test per document, so a failure names it; each checks only the pages under its prefix.
  for (const name of [
    'adyen-checkout-v71-3.1.json',
    'apideck-crm-3.0.json',
    'box-3.0.json',
    'directus-3.0.json',
    'petstore-2.0.yaml',
    'scalar-galaxy-3.1.yaml',
    'twilio-studio-v2-3.0.json',
    'xkcd-3.0.json',
  ]) {
    it(`${name} keeps the site contract: each operation, webhook and schema once, no broken link`, async () => {
      assert.ok(documents.includes(name), `${name} is not in the corpus`);
      assert.equal(build.status, 0, 'the build failed');
      const { problems, stats } = await checkSite({
        distDir: outDir,
        documentFile: join(openapiDir, name),
        prefix: prefixOf(name),
      });
      assert.deepEqual(problems, []);
      assert.equal(stats.operationElements, stats.operationsExpected);
      assert.equal(stats.webhookElements, stats.webhooksExpected);
      assert.equal(stats.schemaElements, stats.schemasExpected);
      assert.equal(stats.propertyRows, stats.propertiesExpected);
      assert.ok(stats.operationsExpected > 0 && stats.linksChecked > 0);
    });
  }

  it('shows the Swagger 2.0 Petstore’s formData upload as a multipart body with a binary file field', () => {
    const source = load(readFileSync(join(openapiDir, 'petstore-2.0.yaml'), 'utf8')) as any;
    const upload = Object.values(source.paths as Record<string, any>)
      .flatMap((item) => Object.values(item))
      .find((op: any) => op.parameters?.some((p: any) => p.type === 'file')) as any;
    const file = upload.parameters.find((p: any) => p.type === 'file');
    const html = readFileSync(
      join(outDir, prefixOf('petstore-2.0.yaml'), 'operations', slugify(upload.operationId), 'index.html'),
      'utf8',
    );
    assert.ok(html.includes('<code>multipart/form-data</code>'));
    assert.match(
      html,
      new RegExp(`<tr id="request-body\\.${file.name}"><td><code>${file.name}</code>.*?string \\(binary\\)`),
    );
  });

  it('marks in lists only a stability that departs from stable; the operation page shows each one', () => {
    const marked = (html: string) => [...html.matchAll(/class="nav-marker stability-marker stability-([\w-]+)"/g)];
    const listed = (name: string) =>
      new Set(marked(readFileSync(join(outDir, prefixOf(name), 'index.html'), 'utf8')).map((match) => match[1]));
    // Twilio's Studio is GA throughout: marked on every entry, "stable" told the reader nothing.
    assert.deepEqual([...listed('twilio-studio-v2-3.0.json')], []);
    const twilio = join(outDir, prefixOf('twilio-studio-v2-3.0.json'), 'operations');
    const pages = readdirSync(twilio, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const entry of pages)
      assert.match(readFileSync(join(twilio, entry.name, 'index.html'), 'utf8'), /data-stability="stable"/, entry.name);
    assert.deepEqual([...listed('scalar-galaxy-3.1.yaml')], ['experimental']);
  });

  it('says the same on every operation, webhook and model page as in its Markdown twin', () => {
    assert.equal(build.status, 0, 'the build failed');
    const { pairs, mismatches } = twinMismatches(outDir);
    assert.ok(pairs > 1000, `${pairs} page/twin pairs`);
    assert.deepEqual(mismatches.slice(0, 20), []);
  });

  it('writes a collapsed navigation tag (a large document) exactly as Navigation.astro writes it open', () => {
    // Box has more operations than the full-navigation limit: only the current tag lists its operations.
    const prefix = prefixOf('box-3-0.json');
    const tagPage = (slug: string) => readFileSync(join(outDir, prefix, 'tags', slug, 'index.html'), 'utf8');
    const tags = readdirSync(join(outDir, prefix, 'tags'));
    const [open, other] = [tagPage(tags[0]), tagPage(tags[1])];
    const entries = [...open.matchAll(/<li data-nav-tag="[^"]*">.*?<\/a>/g)].map((m) => m[0]);
    assert.ok(entries.length > 10, `${entries.length} tags in the navigation`);
    const collapsed = entries.filter((entry) => open.includes(`${entry}</li>`));
    assert.ok(collapsed.length > 10, 'tags other than the current one are collapsed');
    // The current tag is open (Astro renders it); on another tag's page the same tag is collapsed (collapsedTagHtml).
    const current = entries.find((entry) => !open.includes(`${entry}</li>`))!;
    const expected = current.replace(' aria-current="page"', '');
    assert.ok(other.includes(`${expected}</li>`), `${expected} is written the same when collapsed`);
  });
});
