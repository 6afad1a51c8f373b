// Run with the serial builds (scripts/test.mjs): no Petstore here, so no MDX guide, and Astro keeps one list of a
// project's MDX modules that the Petstore builds beside it would read.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { twinMismatches } from '../support/twinParity.ts';
import { astroBuild, buildDir, ROOT, type BuildResult } from '../support/astroBuild.ts';

/**
 * Documents with mistakes other renderers accept (tests/fixtures/tolerated: "null" as a 3.0 type, a mistake in a
 * part no page shows, examples whose `$ref` leads nowhere or to a 3.0 schema's example), built as one site: the
 * build warns and goes on, and the site keeps its contract.
 */
const TOLERATED = join(ROOT, 'tests/fixtures/tolerated');
const DOCUMENTS = ['nullable-3-0', 'unused-parts-3-1', 'example-refs-3-0'];
const outDir = buildDir('tolerated');
let build: BuildResult;

before(async () => {
  build = await astroBuild(TOLERATED, outDir);
});
after(() => rmSync(outDir, { recursive: true, force: true }));

const file = (path: string) => readFileSync(join(outDir, path), 'utf8');
/** The page's main content, without the navigation. */
const main = (path: string) => {
  const html = file(join(path, 'index.html'));
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

describe('documents other renderers accept, built as one site', () => {
  it('builds, printing a warning for each mistake', () => {
    assert.equal(build.status, 0, build.stderr.slice(-4000));
    const output = `${build.stdout}\n${build.stderr}`;
    // Each document also names no server: its try-it would call the site itself.
    assert.equal((output.match(/^warning: \S+:\d+:\d+: names no server/gm) ?? []).length, 3);
    assert.equal((output.match(/^warning: /gm) ?? []).length, 11 + 3);
  });

  for (const name of DOCUMENTS) {
    it(`${name} keeps the site contract`, async () => {
      const { problems, stats } = await checkSite({
        distDir: outDir,
        documentFile: join(TOLERATED, `${name}.yaml`),
        prefix: name,
      });
      assert.deepEqual(problems, []);
      assert.ok(stats.operationsExpected > 0);
    });
  }

  it('says the same on every page as in its Markdown twin', () => {
    const { pairs, mismatches } = twinMismatches(outDir);
    assert.ok(pairs >= 8, `${pairs} page/twin pairs`);
    assert.deepEqual(mismatches, []);
  });

  it('shows a 3.0 "null" alternative as a nullable type, on pages and twins', () => {
    const kennel = main('nullable-3-0/schemas/kennel');
    for (const type of [
      '<td>string | null</td>',
      '<td><a class="type-ref" href="/nullable-3-0/schemas/keeper/">Keeper</a> | null</td>',
      '<td>integer | null</td>',
    ])
      assert.ok(kennel.includes(type), type);
    assert.doesNotMatch(kennel, /[Aa]ny of|[Ee]xactly one of/);
    const twin = file('nullable-3-0/schemas/kennel.md');
    assert.ok(twin.includes('- `nickname` (string | null, optional): What the dogs call it.'), twin);
    assert.ok(twin.includes('- `keeper` ([Keeper](/nullable-3-0/schemas/keeper.md) | null, optional)'), twin);
    assert.match(main('nullable-3-0/operations/get-kennel'), /<code>since<\/code>[\s\S]*?string \(date\) \| null/);
    assert.match(file('nullable-3-0/operations/get-kennel.md'), /`since` \(optional\) \| string \(date\) \\\| null \|/);
  });

  it("leaves out an example whose $ref leads nowhere, and shows one that $refs a 3.0 schema's example", () => {
    const list = main('example-refs-3-0/operations/list-pictures');
    assert.match(list, /data-example-name="Recent pictures"/);
    assert.ok(list.includes('Lighthouse in fog'));
    assert.doesNotMatch(list, /Archived pictures/);
    assert.ok(main('example-refs-3-0/operations/add-picture').includes('Harbour at dawn'));
    assert.doesNotMatch(file('example-refs-3-0/operations/add-picture.md'), /A draft/);
  });
});
