// `twins: false` and `search: false` (site.config.json) leave out the files a very large API cannot publish on a
// host that limits their number: each page's Markdown twin and its search fragment.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuildSync } from '../support/astroBuild.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'lighter-output-'));
after(() => rmSync(work, { recursive: true, force: true }));

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

describe('a Petstore site without twins and search', () => {
  const config = join(work, 'site.config.json');
  writeFileSync(config, JSON.stringify({ twins: false, search: false }));
  const out = join(work, 'dist');
  const { status, output } = astroBuildSync({ SITE_CONFIG: config, OUT_DIR: out });

  it('builds', () => assert.equal(status, 0, output.slice(-3000)));

  it('writes no twin of an operation or model page, and no search index', () => {
    const written = files(out);
    assert.ok(written.includes('operations/get-pet/index.html'));
    assert.deepEqual(
      written.filter((name) => /^(operations|webhooks|schemas)\/[^/]+\.md$/.test(name)),
      [],
    );
    assert.equal(existsSync(join(out, 'pagefind')), false);
  });

  it('links no twin and shows no search box; llms.txt links the pages, which exist', () => {
    const page = readFileSync(join(out, 'operations/get-pet/index.html'), 'utf8');
    assert.doesNotMatch(page, /type="text\/markdown"/);
    assert.doesNotMatch(page, /<details[^>]*data-page-menu/);
    assert.doesNotMatch(page, /<button[^>]*data-search-open|<dialog[^>]*data-search-dialog/);
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    const links = [...llms.matchAll(/\]\((\/(?:operations|schemas)\/[^)]+)\)/g)].map((m) => m[1]);
    assert.ok(links.length > 5, llms.slice(0, 500));
    for (const link of links) assert.ok(existsSync(join(out, link, 'index.html')), `${link} is a page`);
  });
});
