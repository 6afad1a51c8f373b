// Run with the serial builds (scripts/test.mjs): no Petstore here, so no MDX guide, and Astro keeps one list of a
// project's MDX modules that the Petstore builds beside it would read.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { astroBuild, buildDir, ROOT, type BuildResult } from '../support/astroBuild.ts';

/**
 * The feature documents (tests/fixtures/features: OpenAPI 3.1, Swagger 2.0, an untagged 3.0 JSON document,
 * 3.2 with tag parents and QUERY, one with warnings, schemas in files beside them) built as one site.
 */
const FEATURES = join(ROOT, 'tests/fixtures/features');
const outDir = buildDir('features');
let build: BuildResult;

before(async () => {
  build = await astroBuild(FEATURES, outDir);
});
after(() => rmSync(outDir, { recursive: true, force: true }));

const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
/** The page's main content, without the navigation (which lists every operation on every page). */
const main = (path: string) => {
  const html = page(path);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the feature documents built as one site', () => {
  it('builds, printing each warning of warnings.yaml once', () => {
    assert.equal(build.status, 0, build.stderr.slice(-4000));
    const output = `${build.stdout}\n${build.stderr}`;
    for (const warning of [
      'warnings.yaml:7:7 #/paths/~1a/get/x-sunset: x-sunset "someday" is not a date (expected YYYY-MM-DD); ignored',
      'warnings.yaml:11:7 #/paths/~1b/get/operationId: duplicate operationId "same" (also on GET /a); both are shown, each at its own address',
      'warnings.yaml:12:7 #/paths/~1b/get/x-stability: x-stability must be a word such as "beta" or "experimental", not 5; ignored',
    ]) {
      assert.equal(output.split(warning).length - 1, 1, `printed once: ${warning}`);
    }
    // And the two documents without servers, whose try-it would call the site itself.
    const noServer = output.match(/^warning: \S+?(warnings\.yaml|sections-3-2\.yml):\d+:\d+: names no server/gm) ?? [];
    assert.equal(noServer.length, 2, output);
    assert.equal((output.match(/^warning: /gm) ?? []).length, 3 + 2);
    assert.doesNotMatch(
      output,
      /\[WARN\] \[(?!api-reference\])/,
      'no warning of Astro’s: none for the guides left out',
    );
  });

  for (const file of [
    'features-3-1.yaml',
    'legacy-2-0.yaml',
    'untagged-3-0.json',
    'sections-3-2.yml',
    'warnings.yaml',
  ]) {
    it(`${file} keeps the site contract under its own prefix`, async () => {
      const prefix = file.replace(/\.\w+$/, '').replaceAll('.', '-');
      const { problems, stats } = await checkSite({ distDir: outDir, documentFile: join(FEATURES, file), prefix });
      assert.deepEqual(problems, []);
      assert.ok(stats.operationsExpected > 0);
    });
  }

  it('carries nothing of the Petstore example, and the site’s own guide: Custom domains ships with any documents', () => {
    assert.equal(build.status, 0, 'the build failed');
    assert.deepEqual(readdirSync(join(outDir, 'guides')).sort(), ['custom-domains', 'custom-domains.md']);
    const home = readFileSync(join(outDir, 'index.html'), 'utf8');
    assert.doesNotMatch(home, /Getting started/);
    assert.match(home, /<a[^>]* href="\/guides\/custom-domains\/"[^>]*>Custom domains<\/a>/);
    const llms = readFileSync(join(outDir, 'llms.txt'), 'utf8');
    assert.match(llms, /^- \[Custom domains\]\(\/guides\/custom-domains\.md\)/m);
    assert.doesNotMatch(llms, /getting-started/);
  });

  it('has a document switcher on every overview', () => {
    for (const prefix of ['features-3-1', 'legacy-2-0', 'untagged-3-0', 'sections-3-2', 'warnings']) {
      const html = page(prefix);
      for (const other of ['features-3-1', 'legacy-2-0', 'untagged-3-0', 'sections-3-2', 'warnings']) {
        assert.ok(html.includes(`href="/${other}/"`), `${prefix}: no link to ${other}`);
      }
    }
  });
});

describe('Markdown in the built site', () => {
  it('renders tables and turns document links into site links', () => {
    const overview = main('features-3-1');
    assert.match(overview, /<th style="text-align:right">Requests per minute<\/th>/);
    assert.ok(overview.includes('<a href="/features-3-1/operations/get-pet/">getting a pet</a>'));
    assert.ok(overview.includes('<a href="/features-3-1/tags/pets/">the pets</a>'));
  });
  it('lets no script, event handler or javascript: link into any page', () => {
    const pages = htmlFiles(outDir);
    assert.ok(pages.length > 40);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      assert.doesNotMatch(html, /window\.injected|onerror=|href="javascript:/i, relative(outDir, file));
    }
  });
});

describe('schemas in the built site', () => {
  it('end a cycle at a link back to the schema', () => {
    assert.match(
      main('features-3-1/schemas/node'),
      /<code>children<\/code>[\s\S]*?array of <a class="type-ref" href="\/features-3-1\/schemas\/node\/">Node<\/a>/,
    );
  });
  it('show alternatives and the discriminator mapping as links', () => {
    const shape = main('features-3-1/schemas/shape');
    assert.match(shape, /Exactly one of:/);
    assert.match(
      shape,
      /<code>circle<\/code> → <a class="type-ref" href="\/features-3-1\/schemas\/circle\/">Circle<\/a>/,
    );
  });
  it('name 2020-12 types, and collapse nesting beyond a depth', () => {
    const mixed = main('features-3-1/schemas/mixed');
    for (const label of [
      'integer | string',
      '>null<',
      '[number, number]',
      'map of string',
      'array of array of number',
      // Variants with a title go by it.
      'any of Numeric id | UUID',
    ]) {
      assert.ok(mixed.includes(label), `no "${label}"`);
    }
    assert.match(mixed, /Constant: <code>2<\/code>/);
    assert.ok(mixed.includes('<code>level4</code>'));
    // The field table stops at the limit (the example beside it may go deeper).
    assert.ok(!mixed.includes('<code>deepestField</code>'), 'nesting deeper than the limit is not expanded');
  });
  it('keep a schema from a file beside the document', () => {
    assert.match(main('features-3-1/schemas/error'), /data-property="details"/);
  });
});

describe('operations in the built site', () => {
  it('list parameters by location, response headers and named examples', () => {
    const list = main('features-3-1/operations/list-pets');
    for (const caption of ['Query parameters', 'Header parameters', 'Cookie parameters'])
      assert.ok(list.includes(`<caption>${caption}</caption>`), caption);
    assert.ok(list.includes('<code>X-Rate-Limit-Remaining</code>'));
    assert.match(
      list,
      /<figure class="example"[^>]* data-status="200" data-media-type="application\/json" data-example-name="Two pets"/,
    );
  });
  it('show every media type of a request body and links to other operations', () => {
    const create = main('features-3-1/operations/create-pet');
    for (const type of ['application/json', 'application/xml', 'application/x-www-form-urlencoded'])
      assert.ok(create.includes(`<code>${type}</code>`), type);
    assert.equal(
      create.split('<a href="/features-3-1/operations/get-pet/">').length - 1,
      2,
      'one link by operationId, one by operationRef',
    );
    assert.ok(create.includes('<code>petId</code> = <code>$response.body#/id</code>'));
  });
  it('say when an operation needs no authorization or goes to its own server, and link schemes', () => {
    assert.ok(main('features-3-1/operations/get-pet').includes('No authorization needed.'));
    const remove = main('features-3-1/operations/delete-pet');
    assert.ok(remove.includes('<code>https://admin.example.com</code>'));
    assert.ok(remove.includes('href="/features-3-1/#security-oauth"'));
    assert.match(page('features-3-1'), /id="security-oauth"[\s\S]*<code>pets:write<\/code><\/td><td>Change pets<\/td>/);
  });
  it('render callbacks inside their operation', () => {
    const order = main('features-3-1/operations/place-order');
    assert.match(order, /Callback <code>orderShipped<\/code>[\s\S]*Order shipped/);
  });
  it('say what the document says of a stability other than stable, on the page and in the twin', () => {
    const note = 'PLEASE NOTE that this is a <strong>Beta</strong> product that is subject to change.';
    assert.match(
      main('features-3-1/operations/place-order'),
      new RegExp(`class="notice stability-note"[^>]*><p>${note}`),
    );
    const twin = readFileSync(join(outDir, 'features-3-1/operations/place-order.md'), 'utf8');
    assert.ok(twin.includes('> PLEASE NOTE that this is a **Beta** product that is subject to change.'), twin);
    assert.ok(!main('features-3-1/operations/get-pet').includes('stability-note'));
  });
  it('leave out x-internal and x-scalar-ignore operations everywhere', () => {
    for (const file of htmlFiles(join(outDir, 'features-3-1')))
      assert.ok(!readFileSync(file, 'utf8').includes('Never shown'), file);
  });
  it('show a Swagger 2.0 form upload and its security definitions', () => {
    const upload = main('legacy-2-0/operations/upload-manifest');
    assert.ok(upload.includes('<code>multipart/form-data</code>'));
    assert.match(
      upload,
      /<tr id="request-body\.file"><td><code>file<\/code><span class="required">required<\/span><\/td><td>string \(binary\)<\/td>/,
    );
    const overview = main('legacy-2-0');
    assert.ok(overview.includes('<code>basicAuth</code>: HTTP basic'));
    assert.ok(overview.includes('<code>key</code>: API key in the query parameter &quot;api_key&quot;'));
    // Its tags are in no group: the "Reference" section lists them, without a card of the same name inside it.
    const reference = overview.slice(overview.indexOf('id="reference"'));
    assert.match(reference, /<section class="group-card"><ul><li><a href="\/legacy-2-0\/tags\//);
    assert.doesNotMatch(reference, /<h3/);
  });
  it('group an untagged document by resource, with its x-webhooks', () => {
    for (const path of [
      'untagged-3-0/tags/plants',
      'untagged-3-0/tags/waterings',
      'untagged-3-0/webhooks/post-plant-created',
    ]) {
      assert.ok(existsSync(join(outDir, path, 'index.html')), path);
    }
    assert.match(main('untagged-3-0/tags/plants'), /Delete a plant/);
  });
  it('render the 3.2 QUERY method and tag parents', () => {
    assert.ok(main('sections-3-2/operations/search-sessions').includes('data-operation="QUERY /sessions"'));
    assert.ok(page('sections-3-2').includes('data-nav-group="Account"'));
  });
});
