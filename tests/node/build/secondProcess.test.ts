// The build's second process (src/integration/secondProcess.ts) only moves work to another core: a site built
// with it must be the same, file for file, as one built without it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuildSync } from '../../support/astroBuild.ts';
import { twinMismatches } from '../../support/twinParity.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'second-process-'));
const config = join(work, 'site.config.json');
writeFileSync(config, '{}\n');
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

function build(secondProcess: 'on' | 'off'): { dir: string; output: string } {
  const dir = join(work, secondProcess);
  const { status, output } = astroBuildSync({ SITE_CONFIG: config, OUT_DIR: dir, SECOND_PROCESS: secondProcess });
  assert.equal(status, 0, output.slice(-3000));
  return { dir, output };
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

describe('the Petstore built with and without the second process', () => {
  const withIt = build('on');
  const without = build('off');

  it('used the second process only when asked', () => {
    assert.match(withIt.output, /written beside the pages/);
    assert.doesNotMatch(without.output, /written beside the pages/);
  });

  it('writes the same files, byte for byte: pages, highlighted samples, downloads, Markdown twins, search fragments', () => {
    // Pagefind numbers pages in the order they are handed to it, which is the order they finish rendering (16 at
    // a time): its index files and their names may differ from build to build; each page's fragment may not.
    const ordered = (name: string) => /^pagefind\/(index\/|pagefind\..*\.pf_meta$|pagefind-entry\.json$)/.test(name);
    const names = files(withIt.dir).filter((name) => !ordered(name));
    assert.deepEqual(
      names,
      files(without.dir).filter((name) => !ordered(name)),
    );
    assert.equal(files(withIt.dir).filter(ordered).length, files(without.dir).filter(ordered).length);
    for (const kind of ['openapi.json', 'openapi.yaml', 'operations/get-pet.md', 'operations/get-pet/index.html']) {
      assert.ok(names.includes(kind), `${kind} is written`);
    }
    for (const name of names) {
      assert.ok(readFileSync(join(withIt.dir, name)).equals(readFileSync(join(without.dir, name))), `${name} differs`);
    }
    assert.match(
      readFileSync(join(withIt.dir, 'operations/get-pet/index.html'), 'utf8'),
      /<pre class="shiki" tabindex="0"><code>/,
    );
  });

  it('says on every operation, webhook and model page what its Markdown twin says', () => {
    const { pairs, mismatches } = twinMismatches(withIt.dir);
    assert.ok(pairs >= 20, `${pairs} page/twin pairs`);
    assert.deepEqual(mismatches, []);
  });
});
