// A large document's navigation lists NAV_LIST_WINDOW operations around the current one in its tag and
// NAV_TAG_WINDOW tags around its tag, and links the rest: each entry is written on every page (docs/performance.md,
// "Page bytes").
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { NAV_LIST_WINDOW, NAV_TAG_WINDOW } from '../../src/presentation/navWindow.ts';
import { astroBuildSync } from '../support/astroBuild.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'navigation-window-'));
after(() => rmSync(work, { recursive: true, force: true }));

// Past 250 operations only the current tag lists its operations: one tag of 40, the rest in 22 small tags.
const LONG_TAG = 40;
const paths: Record<string, unknown> = {};
for (let i = 0; i < 260; i++) {
  const tag = i < LONG_TAG ? 'Long' : `Small ${Math.floor(i / 10)}`;
  paths[`/items-${i}`] = {
    get: {
      operationId: `getItem${i}`,
      summary: `Get item ${i}`,
      tags: [tag],
      responses: { '204': { description: 'Done.' } },
    },
  };
}

describe('the navigation of a document of 260 operations', () => {
  const openapi = join(work, 'openapi');
  mkdirSync(openapi);
  writeFileSync(
    join(openapi, 'items.json'),
    JSON.stringify({ openapi: '3.1.0', info: { title: 'Items', version: '1.0.0' }, paths }),
  );
  const config = join(work, 'site.config.json');
  writeFileSync(config, JSON.stringify({ twins: false, search: false }));
  const out = join(work, 'dist');
  const { status, output } = astroBuildSync({ SITE_CONFIG: config, OPENAPI_DIR: openapi, OUT_DIR: out });

  it('builds', () => assert.equal(status, 0, output.slice(-3000)));

  it(`lists ${NAV_LIST_WINDOW} operations around the current one in a long tag, and links the rest`, () => {
    const page = readFileSync(join(out, 'operations/get-item20/index.html'), 'utf8');
    const navigation = page.slice(page.indexOf('<nav class="navigation"'));
    const current = navigation.indexOf('aria-current="page"');
    const list = navigation.slice(navigation.lastIndexOf('<ul>', current), navigation.indexOf('</ul>', current));
    const entries = [...list.matchAll(/<li class="nav-operation[^"]*"><a href="([^"]*)"/g)].map((m) => m[1]);
    assert.equal(entries.length, NAV_LIST_WINDOW);
    assert.ok(entries.includes('/operations/get-item20/'));
    const above = 20 - NAV_LIST_WINDOW / 2;
    assert.match(list, new RegExp(`<li class="nav-more"><a href="/tags/long/">${above} more above</a>`));
    assert.match(list, new RegExp(`${LONG_TAG - above - NAV_LIST_WINDOW} more below</a>`));
  });
});

describe('the tags of a document of 260 operations in the navigation', () => {
  it(`are ${NAV_TAG_WINDOW} around the current one, the rest a link to the overview's list`, () => {
    const out = join(work, 'dist');
    const page = readFileSync(join(out, 'operations/get-item100/index.html'), 'utf8');
    const navigation = page.slice(
      page.indexOf('<nav class="navigation"'),
      page.indexOf('</nav>', page.indexOf('<nav class="navigation"')),
    );
    const tags = [...navigation.matchAll(/data-nav-tag="([^"]*)"/g)].map((m) => m[1]);
    assert.equal(tags.length, NAV_TAG_WINDOW);
    assert.ok(tags.includes('Small 10'), tags.join());
    const hidden = 23 - NAV_TAG_WINDOW;
    const links = [
      ...navigation.matchAll(/<li class="nav-more"><a href="\/#reference">(\d+) more tags? (above|below)<\/a>/g),
    ];
    assert.equal(
      links.reduce((sum, m) => sum + Number(m[1]), 0),
      hidden,
      navigation,
    );
  });
});
