// A model many operations use: its page shows what uses it by tag with counts, the whole list paged beside it
// (every entry reachable), and its Markdown twin keeps the whole list. A model few use lists them on its page.
// A tag's operations and the model index are paged alike.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { USED_BY_ON_PAGE } from '../../src/presentation/usedBy.ts';
import { LISTING_PAGE_SIZE } from '../../src/presentation/paging.ts';
import { astroBuildSync } from '../support/astroBuild.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'used-by-'));
after(() => rmSync(work, { recursive: true, force: true }));

// Tag A (one of its operations moved to C) fills the first page of the list and goes on on the next, and its own
// page takes two pages too.
const TAGS = { A: LISTING_PAGE_SIZE + 2, B: 120, C: 30 };
const problem = { $ref: '#/components/schemas/Problem' };
const paths: Record<string, unknown> = {};
let n = 0;
for (const [tag, count] of Object.entries(TAGS))
  for (let i = 0; i < count; i++, n++) {
    // The first three operations also answer with Pet, which few use: its page lists them.
    const ok = n < 3 ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } : {};
    paths[`/items-${n}`] = {
      get: {
        operationId: `getItem${n}`,
        summary: `Get item ${n}`,
        tags: [n === 1 ? 'C' : tag],
        responses: {
          '200': { description: 'Done.', ...ok },
          default: { description: 'Failed.', content: { 'application/json': { schema: problem } } },
        },
      },
    };
  }
const operations = n;
const schemas: Record<string, unknown> = {
  Problem: { type: 'object', properties: { title: { type: 'string' } } },
  Pet: { type: 'object', properties: { name: { type: 'string' } } },
};
const users = ['Envelope', 'Batch', 'Report'];
for (const name of users) schemas[name] = { type: 'object', properties: { problem } };
// Enough models for the model index to take two pages.
for (let i = Object.keys(schemas).length; i <= LISTING_PAGE_SIZE; i++) schemas[`Filler${i}`] = { type: 'string' };
const models = Object.keys(schemas).length;

describe(`a model ${operations} operations in three tags and three models use`, () => {
  const openapi = join(work, 'openapi');
  mkdirSync(openapi);
  const documentFile = join(openapi, 'items.json');
  writeFileSync(
    documentFile,
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Items', version: '1.0.0' },
      tags: ['A', 'B', 'C'].map((name) => ({ name })),
      paths,
      components: { schemas },
    }),
  );
  const config = join(work, 'site.config.json');
  writeFileSync(config, JSON.stringify({ search: false }));
  const out = join(work, 'dist');
  const { status, output } = astroBuildSync({ SITE_CONFIG: config, OPENAPI_DIR: openapi, OUT_DIR: out });
  const read = (path: string) => readFileSync(join(out, path), 'utf8');
  // The entries listed: links in list items, not the pager's.
  const hrefs = (html: string) =>
    [...html.matchAll(/<li><a href="([^"]+)"/g)].map((m) => m[1]).filter((href) => !href.includes('/used-by/'));
  const usedBySection = (page: string) => {
    const start = page.indexOf('<section class="used-by">');
    return page.slice(start, page.indexOf('</section>', start));
  };
  const allOperations = Array.from({ length: operations }, (_, i) => `/operations/get-item${i}/`);
  const allUsers = users.map((name) => `/schemas/${name.toLowerCase()}/`);

  it('builds, and the site keeps the contract: every link resolves', async () => {
    assert.equal(status, 0, output.slice(-3000));
    const { problems } = await checkSite({ distDir: out, documentFile });
    assert.deepEqual(problems, []);
  });

  it("shows the model's users by tag with counts, each a link into the paged list, and no list of its own", () => {
    const section = usedBySection(read('schemas/problem/index.html'));
    assert.match(section, new RegExp(`${operations} operations and 3 models use it\\.`));
    assert.match(section, /<a href="\/schemas\/problem\/used-by\/1\/">The whole list, on 2 pages<\/a>/);
    const groups = [...section.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a>\s*<span class="count">(\d+)<\/span>/g)];
    assert.deepEqual(
      groups.map((m) => [m[1], m[2], Number(m[3])]),
      [
        ['/schemas/problem/used-by/1/#tag-a', 'A', TAGS.A - 1],
        ['/schemas/problem/used-by/2/#tag-b', 'B', TAGS.B],
        ['/schemas/problem/used-by/2/#tag-c', 'C', TAGS.C + 1],
        ['/schemas/problem/used-by/2/#models', 'Models', users.length],
      ],
    );
    assert.ok(!section.includes('/operations/'), 'no operation listed on the model page');
  });

  it(`pages the whole list, ${LISTING_PAGE_SIZE} a page, by tag, a tag cut in two going on on the next page`, () => {
    const first = read('schemas/problem/used-by/1/index.html');
    const second = read('schemas/problem/used-by/2/index.html');
    assert.ok(!existsSync(join(out, 'schemas/problem/used-by/3')));
    assert.equal(hrefs(first.slice(first.indexOf('<article'))).length, LISTING_PAGE_SIZE);
    assert.match(first, new RegExp(`<h2 id="tag-a">A\\s*<span class="count">${TAGS.A - 1}</span>`));
    assert.match(second, new RegExp(`<h2[^>]*>A, continued\\s*<span class="count">${TAGS.A - 1}</span>`));
    assert.match(second, /<h2 id="tag-b">B\s*<span class="count">120<\/span>/);
    assert.match(second, /<h2 id="tag-c">C/);
    assert.match(second, /<a href="\/schemas\/problem\/used-by\/1\/" rel="prev">Previous page<\/a>/);
    assert.match(first, /<a href="\/schemas\/problem\/used-by\/2\/" rel="next">Next page<\/a>/);
    const listed = [first, second].flatMap((html) => hrefs(html.slice(html.indexOf('<article'))));
    assert.deepEqual(listed.toSorted(), [...allOperations, ...allUsers].toSorted());
  });

  it('keeps the whole list, by tag with counts, in the twin', () => {
    const twin = read('schemas/problem.md');
    assert.match(twin, new RegExp(`### A \\(${TAGS.A - 1}\\)`));
    assert.match(twin, /### Models \(3\)/);
    const linked = [...twin.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1].replace(/\.md$/, '/'));
    assert.deepEqual(linked.toSorted(), [...allOperations, ...allUsers].toSorted());
  });

  it(`lists the users of a model fewer than ${USED_BY_ON_PAGE} use on its page, by tag with counts`, () => {
    const section = usedBySection(read('schemas/pet/index.html'));
    assert.match(section, /3 operations and no model use it\./);
    const groups = [...section.matchAll(/<summary>\s*([^<]+?)\s*<span class="count">(\d+)<\/span>/g)];
    assert.deepEqual(
      groups.map((m) => [m[1], Number(m[2])]),
      [
        ['A', 2],
        ['C', 1],
      ],
    );
    assert.deepEqual(hrefs(section).toSorted(), allOperations.slice(0, 3));
    assert.ok(!existsSync(join(out, 'schemas/pet/used-by')));
  });

  it(`pages a tag's operations and the model index, ${LISTING_PAGE_SIZE} a page`, () => {
    // Their main content: the navigation beside lists operations too.
    const tagPages = [read('tags/a/index.html'), read('tags/a/page/2/index.html')].map((html) =>
      html.slice(html.indexOf('<main')),
    );
    assert.ok(!existsSync(join(out, 'tags/a/page/3')));
    const listed = tagPages.flatMap((html) =>
      [...html.matchAll(/<li[^>]*><a href="(\/operations\/[^"]+)"/g)].map((m) => m[1]),
    );
    assert.equal(listed.length, TAGS.A - 1);
    assert.equal(new Set(listed).size, TAGS.A - 1);
    assert.match(tagPages[0], /<a href="\/tags\/a\/page\/2\/" rel="next">Next page<\/a>/);
    assert.match(tagPages[1], /<a href="\/tags\/a\/" rel="prev">Previous page<\/a>/);
    const indexPages = [read('schemas/index.html'), read('schemas/page/2/index.html')];
    const rows = indexPages.flatMap((html) => [...html.matchAll(/<td><a href="(\/schemas\/[^"]+)"/g)].map((m) => m[1]));
    assert.equal(rows.length, models);
    assert.equal(new Set(rows).size, models);
  });
});
