// MDX guides that embed the reference: `<Operation>`, `<Schema>` and `<Sample>` from the document, on the guide's
// page and in its Markdown twin; an embed that names nothing stops the build with the guide's file and line.
// Run alone (scripts/test.mjs): these guides are not the project's, and Astro keeps one list of MDX modules.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuildSync } from '../support/astroBuild.ts';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'guide-embeds-'));
const config = join(work, 'site.config.json');
writeFileSync(config, '{}\n');
after(() => rmSync(work, { recursive: true, force: true }));

const GUIDE = `---
title: Embeds
document: petstore
---

## A call

<Operation id="getPet" />

<Schema name="Pet" />

<Sample id="createPet" lang="cURL" />
`;

/**
 * The guides live in one folder of .cache that stays: builds running beside this one share Astro's list of MDX
 * modules (.astro/content-modules.mjs), and may meet this guide in it; it must still be there when they do.
 */
function build(name: string, guide: string) {
  const guides = join(process.cwd(), '.cache/guide-embeds', name);
  mkdirSync(guides, { recursive: true });
  writeFileSync(join(guides, 'embeds.mdx'), guide);
  const out = join(work, `${name}-dist`);
  return { out, ...astroBuildSync({ SITE_CONFIG: config, GUIDES_DIR: guides, OUT_DIR: out }) };
}

describe('an MDX guide that embeds the reference', () => {
  const good = build('good', GUIDE);
  const read = (path: string) => readFileSync(join(good.out, path), 'utf8');

  it('shows the operation’s card, the model’s fields and the code sample, linked to their pages', () => {
    assert.equal(good.status, 0, good.output.slice(-3000));
    const page = read('guides/embeds/index.html');
    assert.match(page, /<aside class="embed embed-operation"[\s\S]*?<a href="\/operations\/get-pet\/">Get a pet<\/a>/);
    assert.match(
      page,
      /<aside class="embed embed-schema"[\s\S]*?<a href="\/schemas\/pet\/">Pet<\/a>[\s\S]*?<code>categoryId<\/code>/,
    );
    assert.match(page, /<figure class="embed embed-sample"[\s\S]*?class="shiki[\s\S]*?--request[\s\S]*?POST/);
  });

  it('keeps the site contract: an embed is not the operation’s or the model’s element', async () => {
    const { problems } = await checkSite({ distDir: good.out, documentFile: 'openapi/petstore.yaml' });
    assert.deepEqual(problems, []);
  });

  it('writes the embeds out in the guide’s Markdown twin', () => {
    const twin = read('guides/embeds.md');
    assert.match(twin, /\*\*\[Get a pet\]\(\/operations\/get-pet\.md\)\*\* `GET \/pets\/\{petId\}` \(deprecated\)/);
    assert.match(twin, /\*\*\[Pet\]\(\/schemas\/pet\.md\)\*\*\n\n- `name` \(string, required\)/);
    assert.match(twin, /cURL:\n\n```shellscript\ncurl https:\/\/petstore\.example\.com\/v1\/pets/);
    assert.doesNotMatch(twin, /<Operation|<Schema|<Sample/);
  });
});

describe('an MDX guide with an embed that names nothing', () => {
  it('stops the build before anything is written, naming the guide’s file, line and column, with a hint', () => {
    const broken = build('broken', GUIDE.replace('id="getPet"', 'id="getPets"').replace('name="Pet"', 'name="Pett"'));
    assert.equal(broken.status, 1, broken.output.slice(-3000));
    assert.match(
      broken.output,
      /embeds\.mdx:8:1: <Operation id="getPets" \/>: petstore has no operation "getPets" \(did you mean "getPet"\?\)/,
    );
    assert.match(
      broken.output,
      /embeds\.mdx:10:1: <Schema name="Pett" \/>: petstore has no model "Pett" \(did you mean "Pet"\?\)/,
    );
    assert.doesNotMatch(broken.output, /^\s+at /m);
    assert.equal(existsSync(broken.out), false);
  });
});
