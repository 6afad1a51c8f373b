// Run with the serial builds (scripts/test.mjs): the site has no Petstore, so no MDX guide, and Astro keeps one list
// of a project's MDX modules.
// What a new user sets up first, built for real with one npm run build: an API in two versions named as
// people name them (billing/1.4.json, 1.5.json), two languages under /docs/, a `site` on the platform host and a
// custom domain. The site's address is the domain everywhere (and the build says so at `site`'s line), versions
// are shown as their files write them, and npm run check:site passes each part without being told the base.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseFeed as parseAtom } from '@rowanmanning/feed-parser';
import { parseJsonFeed } from 'feedsmith';
import { runNode } from '../support/runNode.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'new-user-'));
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));
const openapi = join(work, 'openapi');
const dist = join(work, 'dist');
const configFile = join(work, 'site.config.json');
const ADDRESS = 'https://docs.acme.example/docs/';

const CONFIG = `{
  "title": "Acme Docs",
  "site": "https://acme.github.io/docs/",
  "locale": "en",
  "languages": { "en": "/docs/", "de": "/docs/de/" },
  "publish": {
    "platformHost": "acme.github.io",
    "primaryDomain": "docs.acme.example"
  }
}
`;

/** The Billing API in one version: 1.5 adds the refunds and a required parameter (a breaking change). */
function billing(version: string) {
  const newer = version === '1.5';
  const ok = (description: string) => ({ '200': { description } });
  return {
    openapi: '3.1.0',
    info: { title: 'Acme Billing', version },
    tags: [{ name: 'invoices' }],
    paths: {
      '/invoices': {
        get: {
          operationId: 'listInvoices',
          summary: 'List invoices',
          tags: ['invoices'],
          parameters: newer ? [{ name: 'customer', in: 'query', required: true, schema: { type: 'string' } }] : [],
          responses: ok('The invoices'),
        },
      },
      ...(newer && {
        '/invoices/{id}/refunds': {
          post: {
            operationId: 'refundInvoice',
            summary: 'Refund an invoice',
            tags: ['invoices'],
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: ok('Refunded'),
          },
        },
      }),
    },
    components: { schemas: { Invoice: { type: 'object', properties: { id: { type: 'string' } } } } },
  };
}

let built: { status: number | null; output: string };
before(() => {
  mkdirSync(join(openapi, 'billing'), { recursive: true });
  for (const version of ['1.4', '1.5'])
    writeFileSync(join(openapi, 'billing', `${version}.json`), JSON.stringify(billing(version), null, 2));
  writeFileSync(configFile, CONFIG);
  const result = spawnSync(process.execPath, ['scripts/astro.mjs', 'build'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SITE_CONFIG: configFile,
      OPENAPI_DIR: openapi,
      OUT_DIR: dist,
      ASTRO_CACHE_DIR: join(work, 'astro-cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
    },
    timeout: 300_000,
  });
  built = { status: result.status, output: result.stdout + result.stderr };
});

const read = (path: string) => readFileSync(join(dist, path), 'utf8');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(dist, join(dir, entry.name))],
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a new user’s site: versions 1.4 and 1.5, English and German under /docs/, a custom domain', () => {
  it('builds both languages, warning at the line of `site` that the domain is the site’s address', () => {
    assert.equal(built.status, 0, built.output.slice(-3000));
    const warnings = built.output.split('\n').filter((line) => line.includes('is not on the custom domain'));
    assert.equal(warnings.length, 1, 'once: one build makes both languages');
    for (const warning of warnings) {
      assert.ok(
        warning.includes(
          `${configFile}:3:11: site: "https://acme.github.io/docs/" is not on the custom domain "docs.acme.example" ` +
            `(publish.primaryDomain, line 8): canonical links, feeds, the sitemap and llms.txt all use ${ADDRESS}`,
        ),
        warning,
      );
    }
  });

  it('gives every absolute address on the custom domain: canonical links, feeds, sitemap, llms.txt', async () => {
    const absolute = new Set<string>();
    for (const file of walk(dist).filter((path) => /\.(html|xml|json|txt)$/.test(path))) {
      // The Custom domains guide names the platform host on purpose (`https://{platform_host}/`).
      if (/(^|\/)(pagefind\/|guides\/custom-domains)|vercel\.json$/.test(file)) continue;
      for (const [url] of read(file).matchAll(/https:\/\/(?:acme\.github\.io|docs\.acme\.example)[^"'<>\s)]*/g))
        absolute.add(`${file}: ${url}`);
    }
    const elsewhere = [...absolute].filter((entry) => !entry.split(': ')[1].startsWith(ADDRESS));
    assert.deepEqual(elsewhere, []);
    const kinds = (pattern: RegExp) => [...absolute].filter((entry) => pattern.test(entry)).length;
    assert.ok(kinds(/^v\/1\.4\/index\.html: /) > 0, 'canonical links');
    assert.ok(kinds(/^sitemap-0\.xml: /) > 5, 'the sitemap');
    assert.ok(kinds(/^llms\.txt: /) > 3, 'llms.txt');
    assert.match(read('index.html'), /<link rel="canonical" href="https:\/\/docs\.acme\.example\/docs\/">/);
    assert.match(read('de/index.html'), /<link rel="canonical" href="https:\/\/docs\.acme\.example\/docs\/de\/">/);
    const atom = parseAtom(read('changes.xml'));
    assert.deepEqual(
      atom.items.map((item) => item.url),
      [`${ADDRESS}changes/#release-1-5`, `${ADDRESS}changes/#release-1-4`],
    );
    assert.equal(parseJsonFeed(JSON.parse(read('changes.json'))).home_page_url, `${ADDRESS}changes/`);
  });

  it('shows each version as its file writes it, in URLs, switcher, banner, Changes page, feeds and twins', () => {
    assert.ok(existsSync(join(dist, 'v/1.4/operations/list-invoices/index.html')));
    assert.ok(existsSync(join(dist, 'de/v/1.4/operations/list-invoices/index.html')));
    assert.equal(existsSync(join(dist, 'v/1.4.0')), false);
    const older = read('v/1.4/operations/list-invoices/index.html');
    const switcher = /<details class="version-switcher"[\s\S]*?<\/details>/.exec(older)![0];
    assert.equal(text(switcher), 'v1.4 1.5 (latest) 1.4');
    assert.deepEqual(
      [...switcher.matchAll(/data-version="([^"]+)"/g)].map((match) => match[1]),
      ['1.5', '1.4'],
    );
    assert.match(text(/<p class="older-version"[\s\S]*?<\/p>/.exec(older)![0]), /^You are reading version 1\.4 ,/);
    const changes = read('changes/index.html');
    assert.deepEqual(
      [...changes.matchAll(/<h2 id="(release-[^"]+)">([^<]+)<\/h2>/g)].map((match) => `${match[1]} ${match[2]}`),
      ['release-1-5 Version 1.5', 'release-1-4 Version 1.4'],
    );
    const changeVersions = new Set([...changes.matchAll(/data-change-version="([^"]+)"/g)].map((match) => match[1]));
    assert.deepEqual([...changeVersions], ['1.5']);
    assert.match(read('operations/list-invoices/index.html'), />Breaking in 1\.5</);
    assert.match(read('changes.md'), /^## Version 1\.5$[\s\S]*since 1\.4[\s\S]*^## Version 1\.4$/m);
    assert.match(read('v/1.4/operations/list-invoices.md'), /^> You are reading version \*\*1\.4\*\*, not the latest/);
    assert.match(read('llms.txt'), /\[Acme Billing 1\.4\]\(https:\/\/docs\.acme\.example\/docs\/v\/1\.4\/\)/);
    assert.deepEqual(
      parseAtom(read('changes.xml')).items.map((item) => item.title?.split(':')[0]),
      ['1.5', '1.4'],
    );
    assert.doesNotMatch(read('de/changes/index.html'), /1\.[45]\.0/);
  });

  it('passes npm run check:site for each version in each language, its base read from the pages', async () => {
    const document = (version: string) => join(openapi, 'billing', `${version}.json`);
    for (const [version, args] of [
      ['1.5', ['--exclude', 'v', '--exclude', 'de']],
      ['1.4', ['--prefix', 'v/1.4']],
      ['1.5', ['--prefix', 'de', '--exclude', 'v']],
      ['1.4', ['--prefix', 'de/v/1.4']],
    ] as const) {
      const run = await runNode(['scripts/check-site.ts', dist, document(version), ...args]);
      assert.equal(run.status, 0, `${version} ${args.join(' ')}:\n${run.stdout}${run.stderr}`);
      assert.match(run.stdout, /^base \/docs\/ \(read from the pages' links; --base gives another\)$/m);
      assert.match(run.stdout, /site contract: OK/);
    }
    // Checked whole, the versions and languages repeat the document's elements: it says how to check each.
    const whole = await runNode(['scripts/check-site.ts', dist, document('1.5')]);
    assert.equal(whole.status, 1);
    assert.match(
      whole.stdout,
      /^hint: de\/ is the site in another language: --exclude de, and check it with --prefix de$/m,
    );
    assert.match(
      whole.stdout,
      /^hint: v\/ holds the older versions: --exclude v, and check each with --prefix v\/<version>$/m,
    );
  });
});
