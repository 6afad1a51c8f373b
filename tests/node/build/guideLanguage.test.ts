// A guide's rendered Markdown is kept between builds (Astro's content store): its headings' permalinks, named in
// the site's language as the Markdown is rendered, follow the language when it changes, the address staying.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuildSync, buildDir } from '../../support/astroBuild.ts';

const work = buildDir('guide-language');
after(() => rmSync(work, { recursive: true, force: true }));

function build(locale: string): string {
  const config = join(work, `${locale}.config.json`);
  writeFileSync(config, JSON.stringify({ locale }));
  const out = join(work, locale);
  const run = astroBuildSync({
    SITE_CONFIG: config,
    // A document of the tests, not the project's openapi/: the Petstore's MDX guide stays out, which the unit tests'
    // other builds, running beside this one, do not list (scripts/test.mjs).
    OPENAPI_DIR: resolve('tests/fixtures/reading'),
    OUT_DIR: out,
    ASTRO_CACHE_DIR: join(work, 'astro-cache'),
  });
  assert.equal(run.status, 0, run.output.slice(-3000));
  return out;
}

const label = (out: string) =>
  /class="heading-anchor"[^>]*aria-label="([^"]*)"/.exec(
    readFileSync(join(out, 'guides/custom-domains/index.html'), 'utf8'),
  )?.[1];
const permalinkTo = (locale: string, text: string) =>
  JSON.parse(readFileSync(`src/presentation/strings/messages/${locale}.json`, 'utf8')).frame.permalinkTo.replace(
    '{text}',
    text,
  );

describe("a guide's permalinks", () => {
  it('are named in the language of the build, after a build in another one', () => {
    assert.equal(label(build('en')), permalinkTo('en', 'Before you start'));
    assert.equal(label(build('ar')), permalinkTo('ar', 'Before you start'));
  });
});
