// Run with the serial builds (scripts/test.mjs): the Pet Shop alone has no MDX guide, and Astro keeps one list of
// a project's MDX modules that the Petstore builds beside it would read.
// Several versions of one API side by side (tests/fixtures/versions/petshop: 1.0.0, 2.0.0, 2.1.0), built for real:
// each version passes the site contract on its own, the Changes page holds one data-change element per change of
// each release, its Markdown twin and llms.txt say the same, the Atom and JSON feeds parse with real feed
// parsers, and under a base path every link stays inside it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
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
import { parseFeed as parseAtom } from '@rowanmanning/feed-parser';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseJsonFeed } from 'feedsmith';
import { parseDocument } from 'htmlparser2';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { List } from 'mdast';
import { astroBuildSync } from '../support/astroBuild.ts';
import { twinMismatches } from '../support/twinParity.ts';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import type { Site } from '../../src/model/model.ts';

const FIXTURE = 'tests/fixtures/versions';
const VERSIONS = ['2.1.0', '2.0.0', '1.0.0'];
const ORIGIN = 'https://docs.example.com';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'versions-'));
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

function build(name: string, config: object, openapiDir = FIXTURE): string {
  const dir = join(work, name);
  const file = join(work, `${name}.config.json`);
  writeFileSync(file, JSON.stringify(config));
  const result = astroBuildSync({ SITE_CONFIG: file, OPENAPI_DIR: openapiDir, OUT_DIR: dir });
  assert.equal(result.status, 0, result.output.slice(-3000));
  return dir;
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const html = (dir: string, path: string) => parseDocument(read(dir, path));
const all = (selector: string, root: AnyNode) => selectAll<AnyNode, Element>(selector, root);
const one = (selector: string, root: AnyNode) => selectOne<AnyNode, Element>(selector, root);
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The model the site was built from, loaded the way the build loads it. */
async function siteModel(): Promise<Site> {
  process.env.OPENAPI_DIR = FIXTURE;
  process.env.SITE_CONFIG = join(work, 'root.config.json');
  const { createBuildContext } = await import('../../src/context/createBuildContext.ts');
  return createBuildContext().site();
}

describe('an API in three versions side by side, at the root', () => {
  let dir: string;
  let site: Site;
  before(async () => {
    dir = build('root', {});
    site = await siteModel();
  });

  it('serves the latest at the usual URLs and each older version under v/<version>/, each passing the contract', async () => {
    for (const version of VERSIONS) {
      const latest = version === VERSIONS[0];
      const { problems, stats } = await checkSite({
        distDir: dir,
        documentFile: `${FIXTURE}/petshop/${version}.yaml`,
        ...(latest ? { exclude: ['v'] } : { prefix: `v/${version}` }),
      });
      assert.deepEqual(problems, [], version);
      assert.ok(stats.operationElements >= 4, `${version}: ${JSON.stringify(stats)}`);
    }
    // Without telling the checker which folder is which version, each operation is found once per version.
    const { problems } = await checkSite({ distDir: dir, documentFile: `${FIXTURE}/petshop/2.1.0.yaml` });
    assert.ok(
      problems.some((problem) => /duplicate: 3 \[data-operation="GET \/pets"\]/.test(problem)),
      problems.join('\n'),
    );
  });

  it('says on every page of an older version that it is one, linking to the same page in the latest or its overview', () => {
    const pages = readdirSync(join(dir, 'v'), { recursive: true }).filter((path) => String(path).endsWith('.html'));
    assert.ok(pages.length >= 20, `${pages.length} pages`);
    for (const page of pages) {
      const banner = one('[data-older-version]', html(dir, join('v', String(page))));
      assert.ok(banner, `v/${page} has no banner`);
    }
    const kept = one('[data-latest-link]', html(dir, 'v/2.0.0/operations/get-pet/index.html'))!;
    assert.equal(kept.attribs.href, '/operations/get-pet/');
    const gone = one('[data-latest-link]', html(dir, 'v/1.0.0/operations/delete-pet/index.html'))!;
    assert.equal(gone.attribs.href, '/');
    // Their Markdown twins begin with the same banner.
    assert.match(
      read(dir, 'v/2.0.0/operations/get-pet.md'),
      /^> You are reading version \*\*2\.0\.0\*\*, not the latest\. \[See this page in 2\.1\.0 \(latest\)\]\(\/operations\/get-pet\.md\)\n\n# Get a pet/,
    );
    assert.match(read(dir, 'v/1.0.0/operations/delete-pet.md'), /\(latest\): see its overview\]\(\/\)/);
    assert.doesNotMatch(read(dir, 'operations/get-pet.md'), /not the latest/);
    assert.equal(one('[data-older-version]', html(dir, 'operations/get-pet/index.html')), null);
    // Search finds each operation once: an older version's pages are not indexed.
    assert.equal(one('[data-pagefind-body]', html(dir, 'v/2.0.0/operations/get-pet/index.html')), null);
    assert.ok(one('[data-pagefind-body]', html(dir, 'operations/get-pet/index.html')));
  });

  it('offers every version in the header, on the same page where that version has it, else on its overview', () => {
    const links = (page: string) =>
      Object.fromEntries(
        all('[data-version-switcher] a[data-version]', html(dir, page)).map((a) => [
          a.attribs['data-version'],
          a.attribs.href,
        ]),
      );
    assert.deepEqual(links('operations/place-order/index.html'), {
      '2.1.0': '/operations/place-order/',
      '2.0.0': '/v/2.0.0/',
      '1.0.0': '/v/1.0.0/',
    });
    assert.deepEqual(links('v/2.0.0/schemas/order/index.html'), {
      '2.1.0': '/schemas/order/',
      '2.0.0': '/v/2.0.0/schemas/order/',
      '1.0.0': '/v/1.0.0/',
    });
  });

  it('lists one data-change element per change of each release, newest release first, breaking changes first', () => {
    const doc = site.documents.find((d) => d.version?.latest)!;
    const releases = doc.releases!;
    assert.deepEqual(
      releases.map((r) => r.version),
      VERSIONS,
    );
    const page = html(dir, 'changes/index.html');
    const found = all('[data-change]', page).map((el) => el.attribs);
    const key = (type: string, breaking: boolean, version: string, operation?: string) =>
      `${version} ${type} ${breaking} ${operation ?? '-'}`;
    const expected = releases.flatMap((release) =>
      release.changes.map((change) =>
        key(
          change.type,
          change.level === 'breaking',
          release.version,
          change.operation && `${change.operation.method} ${change.operation.path}`,
        ),
      ),
    );
    const shown = found.map((a) =>
      key(a['data-change'], a['data-breaking'] === 'true', a['data-change-version'], a['data-change-operation']),
    );
    assert.deepEqual([...shown].sort(), [...expected].sort());
    // Releases newest first, and within each release no breaking change after a non-breaking one.
    const order = found.map((a) => a['data-change-version']);
    assert.deepEqual(
      [...new Set(order)],
      releases.filter((r) => r.changes.length).map((r) => r.version),
    );
    for (const release of all('[data-release]', page)) {
      const flags = all('[data-change]', release).map((el) => el.attribs['data-breaking']);
      const groups = all('.change-group', release).map((group) =>
        all('[data-change]', group).some((el) => el.attribs['data-breaking'] === 'true'),
      );
      for (const group of all('.change-group', release)) {
        const inGroup = all('[data-change]', group).map((el) => el.attribs['data-breaking']);
        assert.deepEqual(inGroup, [...inGroup].sort().reverse(), 'breaking first within an operation');
      }
      assert.deepEqual(groups, [...groups].sort().reverse(), 'operations with breaking changes first');
      assert.ok(flags.length > 0 || release.attribs['data-release'] === '1.0.0');
    }
    // The documented facts of the fixture, and where their links lead.
    const removed = all('[data-change-operation="DELETE /pets/{petId}"]', page);
    assert.deepEqual(
      removed.map((el) => [el.attribs['data-change'], el.attribs['data-breaking'], el.attribs['data-change-version']]),
      [['removed', 'true', '2.0.0']],
    );
    const headings = all('.change-group h3 a', page).map((a) => [words(textContent(a)), a.attribs.href]);
    assert.ok(
      headings.some(([text, href]) => text === 'DELETE /pets/{petId}' && href === '/v/1.0.0/operations/delete-pet/'),
    );
    assert.ok(headings.some(([text, href]) => text === 'POST /store/orders' && href === '/operations/place-order/'));
    assert.ok(
      found.some(
        (a) =>
          a['data-change-operation'] === 'GET /pets' &&
          a['data-breaking'] === 'true' &&
          a['data-change-version'] === '2.0.0',
      ),
      'the new required query parameter of GET /pets breaks',
    );
  });

  it('badges operations new or changed in a release, and marks the latest release’s new operations in navigation', () => {
    const badges = (page: string) =>
      all('[data-change-badge]', html(dir, page)).map((el) => [
        el.attribs['data-change-badge'],
        words(textContent(el)),
      ]);
    assert.deepEqual(badges('operations/place-order/index.html'), [['new', 'New in 2.1.0']]);
    assert.deepEqual(badges('operations/list-orders/index.html'), [['new', 'New in 2.0.0']]);
    assert.deepEqual(badges('operations/get-pet/index.html'), [['changed', 'Changed in 2.1.0']]);
    assert.deepEqual(badges('operations/list-pets/index.html'), [
      ['breaking', 'Breaking in 2.0.0'],
      ['changed', 'Changed in 2.1.0'],
    ]);
    assert.match(read(dir, 'operations/list-pets.md'), /Breaking in 2\.0\.0 · Changed in 2\.1\.0/);
    const marked = all('.nav-operation:has([data-nav-new]) a', html(dir, 'index.html')).map((a) => a.attribs.href);
    assert.deepEqual(marked, ['/operations/place-order/']);
  });

  it('badges an older version’s operations with the releases up to it, linked to the API’s Changes page', () => {
    const badges = (page: string) =>
      all('[data-change-badge]', html(dir, page)).map((el) => [el.attribs['data-change-badge'], el.attribs.href]);
    assert.deepEqual(badges('v/2.0.0/operations/list-orders/index.html'), [['new', '/changes/#release-2-0-0']]);
    assert.deepEqual(badges('v/2.0.0/operations/list-pets/index.html'), [['breaking', '/changes/#release-2-0-0']]);
    assert.deepEqual(badges('v/1.0.0/operations/list-pets/index.html'), []);
    assert.match(read(dir, 'v/2.0.0/operations/list-pets.md'), /Breaking in 2\.0\.0/);
    assert.doesNotMatch(read(dir, 'v/2.0.0/operations/list-pets.md'), /Changed in 2\.1\.0/);
    const marked = all('.nav-operation:has([data-nav-new]) a', html(dir, 'v/2.0.0/index.html')).map(
      (a) => a.attribs.href,
    );
    assert.deepEqual(marked, ['/v/2.0.0/operations/list-orders/']);
  });

  it('links the Changes page from the overview, and the feeds from every page’s head', () => {
    const overview = html(dir, 'index.html');
    assert.equal(one('.changes-link a', overview)?.attribs.href, '/changes/');
    for (const page of ['index.html', 'operations/get-pet/index.html', 'v/1.0.0/index.html', 'changes/index.html']) {
      const head = html(dir, page);
      assert.equal(one('link[rel=alternate][type="application/atom+xml"]', head)?.attribs.href, '/changes.xml');
      assert.equal(one('link[rel=alternate][type="application/feed+json"]', head)?.attribs.href, '/changes.json');
    }
  });

  it('writes feeds a feed reader parses: one entry per release, newest first', () => {
    const atom = parseAtom(read(dir, 'changes.xml'));
    assert.equal(atom.title, 'Pet Shop: changes');
    assert.deepEqual(
      atom.items.map((item) => item.title?.split(':')[0]),
      VERSIONS,
    );
    assert.equal(atom.items[0].url, '/changes/#release-2-1-0');
    const json = parseJsonFeed(JSON.parse(read(dir, 'changes.json'))) as { items: { title?: string; url?: string }[] };
    assert.equal(JSON.parse(read(dir, 'changes.json')).version, 'https://jsonfeed.org/version/1.1');
    assert.deepEqual(
      json.items.map((item) => item.title?.split(':')[0]),
      VERSIONS,
    );
  });

  it('says in the Markdown twin and llms.txt what the Changes page says', () => {
    const page = html(dir, 'changes/index.html');
    const fromPage = all('[data-change]', page).map((el) => words(textContent(el)));
    const twin = fromMarkdown(read(dir, 'changes.md'));
    const fromTwin = twin.children
      .filter((node): node is List => node.type === 'list')
      .flatMap((list) => list.children.map((item) => words(toString(item).replace(/^(Breaking|Deprecation):\s*/, ''))));
    const strip = (text: string) => text.replace(/^(Breaking|Deprecation)\s*/, '');
    assert.deepEqual(fromTwin, fromPage.map(strip));
    const headings = (text: string) =>
      [...text.matchAll(/^#+ (.*)$/gm)].map((m) => m[1].replace(/\[`?([^`\]]*)`?\]\([^)]*\)|`/g, '$1'));
    assert.deepEqual(
      headings(read(dir, 'changes.md')).slice(1),
      all('main h2, main h3', page).map((el) => words(textContent(el))),
    );
    const llms = read(dir, 'llms.txt');
    assert.match(llms, /^## Changes$/m);
    assert.match(llms, /^- \[Changes\]\(\/changes\.md\): Latest release: 2\.1\.0/m);
    assert.match(llms, /^- \[Pet Shop 1\.0\.0\]\(\/v\/1\.0\.0\/\)/m);
    assert.doesNotMatch(llms, /\/v\/1\.0\.0\/operations/, 'older versions are not listed operation by operation');
    const { pairs, mismatches } = twinMismatches(dir);
    assert.ok(pairs > 20);
    assert.deepEqual(mismatches, []);
  });
});

describe('the same API beside the Petstore, under a base path, with the site’s address', () => {
  const documents = join(work, 'openapi');
  cpSync(FIXTURE, documents, { recursive: true });
  copyFileSync('openapi/petstore.yaml', join(documents, 'petstore.yaml'));
  const dir = build('docs', { site: `${ORIGIN}/docs/` }, documents);

  it('passes the contract for each version under /docs/<api>/, and for the Petstore', async () => {
    for (const version of VERSIONS) {
      const latest = version === VERSIONS[0];
      const { problems } = await checkSite({
        distDir: dir,
        documentFile: `${FIXTURE}/petshop/${version}.yaml`,
        base: '/docs/',
        ...(latest ? { prefix: 'petshop', exclude: ['v'] } : { prefix: `petshop/v/${version}` }),
      });
      assert.deepEqual(problems, [], version);
    }
    const { problems } = await checkSite({
      distDir: dir,
      documentFile: 'openapi/petstore.yaml',
      base: '/docs/',
      prefix: 'petstore',
    });
    assert.deepEqual(problems, []);
  });

  it('lists each API once on the home page and in the header, in its latest version', () => {
    const home = html(dir, 'index.html');
    assert.deepEqual(
      all('.api-card h2 a', home).map((a) => [words(textContent(a)), a.attribs.href]),
      [
        ['Pet Shop', '/docs/petshop/'],
        ['Petstore API', '/docs/petstore/'],
      ],
    );
    assert.equal(one('.api-card .changes-link a', home)?.attribs.href, '/docs/petshop/changes/');
    const older = html(dir, 'petshop/v/1.0.0/operations/delete-pet/index.html');
    assert.deepEqual(
      all('.document-switcher li:not(.menu-home) a', older).map((a) => a.attribs.href),
      ['/docs/petshop/', '/docs/petstore/'],
    );
    assert.equal(one('[data-latest-link]', older)?.attribs.href, '/docs/petshop/');
  });

  it('links only inside /docs/, to files that exist, from pages, twins, llms.txt and feeds', () => {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(html|md|txt|xml|json)$/.test(entry.name))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .filter((name) => !name.startsWith('_') && !name.startsWith('pagefind') && !/openapi\.json$/.test(name));
    const outside: string[] = [];
    const missing: string[] = [];
    for (const name of files) {
      const text = read(dir, name);
      const links = name.endsWith('.html')
        ? [...text.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1])
        : name.endsWith('.xml')
          ? [...text.matchAll(/<(?:link href="|loc>|id>)([^"<]*)/g)].map((m) => m[1])
          : name.endsWith('.json')
            ? [...text.matchAll(/"(?:url|home_page_url|feed_url|id)": "([^"]*)"/g)].map((m) => m[1])
            : [...text.matchAll(/\]\(([^)\s]*)\)/g)].map((m) => m[1]);
      for (const link of links
        .filter((l) => (l.startsWith('/') && !l.startsWith('//')) || l.startsWith(ORIGIN))
        .map((l) => l.replace(ORIGIN, ''))) {
        if (!link.startsWith('/docs/')) {
          outside.push(`${name}: ${link}`);
          continue;
        }
        const path = join(dir, decodeURIComponent(link.slice('/docs/'.length).replace(/[#?].*$/, '')));
        if (!existsSync(path) || (!path.includes('.', path.lastIndexOf('/')) && !existsSync(join(path, 'index.html'))))
          missing.push(`${name}: ${link}`);
      }
    }
    assert.deepEqual(outside, []);
    assert.deepEqual(missing, []);
  });

  it('makes the feeds and their links absolute on the site’s address', () => {
    const head = html(dir, 'petshop/index.html');
    assert.equal(
      one('link[rel=alternate][type="application/atom+xml"]', head)?.attribs.href,
      `${ORIGIN}/docs/petshop/changes.xml`,
    );
    const atom = parseAtom(read(dir, 'petshop/changes.xml'));
    assert.equal(atom.self, `${ORIGIN}/docs/petshop/changes.xml`);
    assert.equal(atom.items[0].id, `${ORIGIN}/docs/petshop/changes/#release-2-1-0`);
    const json = JSON.parse(read(dir, 'petshop/changes.json'));
    assert.equal(json.feed_url, `${ORIGIN}/docs/petshop/changes.json`);
    assert.equal(json.items[2].url, `${ORIGIN}/docs/petshop/changes/#release-1-0-0`);
    // The Petstore has no releases: no Changes page, no feed in its pages' head.
    assert.equal(existsSync(join(dir, 'petstore/changes.xml')), false);
    assert.equal(one('link[type="application/atom+xml"]', html(dir, 'petstore/index.html')), null);
  });
});

describe('one document’s history in git (changes.git) on the same Changes page', () => {
  const repo = join(work, 'history');
  const documents = join(repo, 'openapi');
  mkdirSync(documents, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe', encoding: 'utf8' });
  git('init', '-q');
  for (const [version, date] of [
    ['1.0.0', '2026-01-05T10:00:00Z'],
    ['2.0.0', '2026-03-05T10:00:00Z'],
  ]) {
    copyFileSync(`${FIXTURE}/petshop/${version}.yaml`, join(documents, 'petshop.yaml'));
    git('add', '-A');
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', version], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  }
  const head = git('rev-parse', 'HEAD').trim();
  const dir = build('history-site', { changes: { git: true } }, documents);

  it('lists each commit as a release with its date and commit, a removed operation without a page to link', async () => {
    const page = html(dir, 'changes/index.html');
    assert.deepEqual(
      all('[data-release]', page).map((release) => [
        release.attribs['data-release'],
        words(textContent(one('.release-meta', release)!))
          .split(' · ')
          .slice(0, 3),
      ]),
      [
        ['2.0.0', ['released March 5, 2026', 'since 1.0.0', `commit ${head.slice(0, 7)}`]],
        [
          '1.0.0',
          ['released January 5, 2026', 'The first version.', `commit ${git('rev-parse', 'HEAD~1').trim().slice(0, 7)}`],
        ],
      ],
    );
    const removed = one('[data-change-operation="DELETE /pets/{petId}"]', page)!;
    assert.deepEqual([removed.attribs['data-change'], removed.attribs['data-breaking']], ['removed', 'true']);
    const heading = all('.change-group h3', page).find((h) => words(textContent(h)) === 'DELETE /pets/{petId}')!;
    assert.equal(one('a', heading), null, 'the site has no page of an operation git alone remembers');
    const { problems } = await checkSite({ distDir: dir, documentFile: join(documents, 'petshop.yaml') });
    assert.deepEqual(problems, []);
  });
});
