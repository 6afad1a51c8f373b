import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findBase } from '../../../src/tools/siteCheck/siteBase.ts';
import type { PageFacts } from '../../../src/tools/siteCheck/pageFacts.ts';
import { checkSite, type CheckSiteOptions } from '../../../src/tools/siteCheck/checkSite.ts';
import { DOCUMENT, validPages, writeSite } from './siteFixture.ts';

type Pages = Record<string, string>;

async function check(pages: Pages, options: Partial<CheckSiteOptions> = {}) {
  const site = writeSite(pages);
  try {
    return await checkSite({ distDir: site.distDir, documentFile: site.documentFile, ...options });
  } finally {
    site.cleanup();
  }
}

/** The valid pages with one text replaced, failing loudly if the text is not there. */
function broken(page: string, from: string, to: string): Pages {
  const pages = validPages();
  assert.ok(pages[page].includes(from), `fixture ${page} has no ${from}`);
  pages[page] = pages[page].replace(from, to);
  return pages;
}

async function assertReports(pages: Pages, expected: RegExp, options: Partial<CheckSiteOptions> = {}) {
  const { problems } = await check(pages, options);
  assert.ok(
    problems.some((problem) => expected.test(problem)),
    `expected a problem matching ${expected}, got:\n${problems.join('\n')}`,
  );
  return problems;
}

describe('checkSite on a site that keeps the contract', () => {
  it('reports nothing and counts what it checked', async () => {
    const { problems, stats } = await check(validPages());
    assert.deepEqual(problems, []);
    assert.equal(stats.pagesChecked, 3);
    assert.equal(stats.operationsExpected, 3);
    assert.equal(stats.operationElements, 3);
    assert.equal(stats.webhooksExpected, 1);
    assert.equal(stats.schemasExpected, 2);
    assert.equal(stats.propertiesExpected, 5);
    assert.equal(stats.codeSamples, 3);
    assert.ok(stats.linksChecked >= 10);
  });
});

describe('checkSite finds operation and webhook elements that break the contract', () => {
  it('a duplicate operation element', async () => {
    await assertReports(
      broken(
        'index.html',
        '<main id="top-content">',
        '<main id="top-content"><div data-operation="GET /pets">again</div>',
      ),
      /duplicate: 2 \[data-operation="GET \/pets"\] elements, on index\.html, pets\/index\.html/,
    );
  });
  it('a missing operation (one behind a path item $ref)', async () => {
    await assertReports(
      broken('pets/index.html', 'data-operation="DELETE /shared"', ''),
      /missing: no \[data-operation="DELETE \/shared"\]/,
    );
  });
  it('an operation the document hides with x-internal or x-scalar-ignore', async () => {
    const pages = broken(
      'pets/index.html',
      '<h2 id="tag-pets">',
      '<div data-operation="GET /secret"></div><div data-operation="GET /ignored"></div><h2 id="tag-pets">',
    );
    const problems = await assertReports(pages, /unexpected: \[data-operation="GET \/secret"\] on pets\/index\.html/);
    assert.ok(problems.some((problem) => problem.includes('"GET /ignored"')));
  });
  it('a missing webhook', async () => {
    await assertReports(
      broken('pets/index.html', 'data-webhook="POST newPet"', ''),
      /missing: no \[data-webhook="POST newPet"\]/,
    );
  });
  it('a missing sunset and a wrong one', async () => {
    await assertReports(
      broken('pets/index.html', ' data-sunset="2027-06-30"', ''),
      /GET \/pets\/\{petId\}: no data-sunset on data-deprecated, but the document gives the sunset date 2027-06-30/,
    );
    await assertReports(
      broken('pets/index.html', 'data-sunset="2027-06-30"', 'data-sunset="2027-07-01"'),
      /data-sunset="2027-07-01", but the document says 2027-06-30/,
    );
  });
  it('a missing deprecation, and one the document does not make', async () => {
    await assertReports(
      broken('pets/index.html', '<p data-deprecated data-sunset="2027-06-30">', '<p>'),
      /GET \/pets\/\{petId\}: no data-deprecated element/,
    );
    await assertReports(
      broken(
        'pets/index.html',
        '<button data-try-it>Try it</button>',
        '<button data-try-it>Try it</button><b data-deprecated>Old</b>',
      ),
      /GET \/pets: data-deprecated present/,
    );
  });
  it('a sunset outside the deprecation element, and a warning without text', async () => {
    await assertReports(
      broken('pets/index.html', '<h3>List pets', '<h3 data-sunset="2027-06-30">List pets'),
      /GET \/pets: data-sunset="2027-06-30" on an element without data-deprecated/,
    );
    await assertReports(
      broken('pets/index.html', 'Deprecated: sunsets on 2027-06-30.', ''),
      /data-deprecated element holds no warning text/,
    );
  });
  it('a try-it panel where the document hides it, and a missing one', async () => {
    await assertReports(
      broken('pets/index.html', '<p data-deprecated', '<button data-try-it>Try</button><p data-deprecated'),
      /GET \/pets\/\{petId\}: data-try-it present, but the document hides/,
    );
    await assertReports(
      broken('pets/index.html', '<button data-try-it>Try it</button>\n', ''),
      /GET \/pets: no data-try-it element/,
    );
  });
  it('a try-it panel on a site that switched it off', async () => {
    await assertReports(validPages(), /GET \/pets: data-try-it present/, { tryItDisabled: true });
  });
  it('a wrong, missing or unexpected stability', async () => {
    await assertReports(
      broken('pets/index.html', 'data-stability="beta"', 'data-stability="Beta"'),
      /GET \/pets: data-stability="Beta", but the document says beta/,
    );
    await assertReports(
      broken('pets/index.html', ' data-stability="beta"', ''),
      /GET \/pets: no data-stability element/,
    );
    await assertReports(
      broken('pets/index.html', '<p data-deprecated', '<i data-stability="beta">beta</i><p data-deprecated'),
      /GET \/pets\/\{petId\}: data-stability="beta", but the document gives no stability/,
    );
  });
  it('code samples that differ from x-codeSamples', async () => {
    await assertReports(
      broken('pets/index.html', 'data-label="Node.js"', 'data-label="JavaScript"'),
      /GET \/pets: no data-code-sample for the document's sample lang "JavaScript", label "Node.js"/,
    );
    await assertReports(
      broken('pets/index.html', '<div data-code-sample data-generated', '<div data-code-sample'),
      /GET \/pets\/\{petId\}: data-code-sample \(lang "shell", label "Shell"\) without data-generated/,
    );
    await assertReports(
      broken(
        'pets/index.html',
        '<pre class="shiki github-dark"><code>curl /pets</code></pre>',
        '<pre>curl /pets</pre>',
      ),
      /data-code-sample "cURL" holds no shiki-highlighted code/,
    );
  });
  it('ignores markers of a property row inside an operation', async () => {
    const pages = broken(
      'pets/index.html',
      '<button data-try-it>Try it</button>',
      '<button data-try-it>Try it</button><div data-property="old"><span data-deprecated>old field</span></div>',
    );
    assert.deepEqual((await check(pages)).problems, []);
  });
});

describe('checkSite finds schema elements that break the contract', () => {
  it('a wrong data-required (allOf parts make id required)', async () => {
    await assertReports(
      broken(
        'schemas/index.html',
        '<li data-property="id" data-required="true" id="Pet.id">',
        '<li data-property="id" data-required="false" id="Pet.id">',
      ),
      /schemas\/index\.html: schema Pet: \[data-property="id"\] has data-required="false", but the document says required/,
    );
  });
  it('judges the schema own row, not a nested property of the same name', async () => {
    const pages = validPages();
    pages['schemas/index.html'] = pages['schemas/index.html']
      .replace(
        '<li data-property="name" data-required="true" id="Pet.name">',
        '<li data-property="name" data-required="false" id="Pet.name">',
      )
      .replace(
        '<li data-property="name" data-required="false" id="Pet.tag.name">nested',
        '<li data-property="name" data-required="true" id="Pet.tag.name">nested',
      );
    await assertReports(
      pages,
      /schema Pet: \[data-property="name"\] has data-required="false", but the document says required/,
    );
  });
  it('a property row without an id, and an id given to two elements of a page', async () => {
    const problems = await assertReports(
      broken('schemas/index.html', ' id="Pet.tag">', '>'),
      /schemas\/index\.html: data-property="tag" row without an id/,
    );
    assert.equal(problems.length, 1, problems.join('\n'));
    await assertReports(
      broken('schemas/index.html', ' id="Pet.tag">', ' id="Pet.name">'),
      /schemas\/index\.html: id "Pet\.name" is given to more than one element/,
    );
  });

  it('a parameter without a row whose id is param-<in>-<name>', async () => {
    const document = DOCUMENT.replace(
      '      x-hideTryItPanel: true\n',
      '      x-hideTryItPanel: true\n      parameters: [{ name: petId, in: path, required: true, schema: { type: integer } }]\n',
    );
    assert.notEqual(document, DOCUMENT);
    const run = async (pages: Pages) => {
      const site = writeSite(pages, document);
      try {
        return (await checkSite({ distDir: site.distDir, documentFile: site.documentFile })).problems;
      } finally {
        site.cleanup();
      }
    };
    assert.deepEqual(await run(validPages()), [
      'pets/index.html: GET /pets/{petId}: no row with id "param-path-petId" for the path parameter "petId"',
    ]);
    const withRow = validPages();
    withRow['pets/index.html'] = withRow['pets/index.html'].replace(
      '<p data-deprecated',
      '<table><tr id="param-path-petId"><td>petId</td></tr></table><p data-deprecated',
    );
    assert.deepEqual(await run(withRow), []);
  });

  it('a property row missing, a required flag missing', async () => {
    await assertReports(
      broken('schemas/index.html', '<tr data-property="tag" data-required="false" id="NewPet.tag">', '<tr>'),
      /schema NewPet: no \[data-property="tag"\] row/,
    );
    await assertReports(
      broken(
        'schemas/index.html',
        '<tr data-property="tag" data-required="false" id="NewPet.tag">',
        '<tr data-property="tag" id="NewPet.tag">',
      ),
      /schema NewPet: \[data-property="tag"\] has no data-required/,
    );
  });
  it('a missing, duplicate or unknown schema', async () => {
    await assertReports(
      broken('schemas/index.html', 'data-schema="NewPet"', ''),
      /missing: no \[data-schema="NewPet"\]/,
    );
    await assertReports(
      broken('index.html', '<main id="top-content">', '<main id="top-content"><div data-schema="Pet"></div>'),
      /duplicate: 2 \[data-schema="Pet"\]/,
    );
    await assertReports(
      broken('index.html', '<main id="top-content">', '<main id="top-content"><div data-schema="Dog"></div>'),
      /unexpected: \[data-schema="Dog"\] on index\.html/,
    );
  });
});

describe('checkSite finds navigation that breaks the contract', () => {
  it('a tag with operations missing from the navigation, or shown by its display name', async () => {
    const pages = validPages();
    for (const page of Object.keys(pages))
      pages[page] = pages[page].replace('data-nav-tag="pets"', 'data-nav-tag="Pets"');
    await assertReports(pages, /missing: no \[data-nav-tag="pets"\]/);
    await assertReports(pages, /\[data-nav-tag="Pets"\] is not a tag name of the document/);
  });
  it('a missing x-tagGroups group', async () => {
    const pages = validPages();
    for (const page of Object.keys(pages)) pages[page] = pages[page].replace('data-nav-group="Animals"', '');
    await assertReports(pages, /missing: no \[data-nav-group="Animals"\]/);
  });
});

describe('checkSite finds internal links that do not resolve', () => {
  it('a link to a page that does not exist', async () => {
    await assertReports(
      broken('pets/index.html', 'href="../schemas/#Pet"', 'href="../models/#Pet"'),
      /^pets\/index\.html: href "\.\.\/models\/#Pet": no page or file at \/models\//,
    );
  });
  it('a fragment that is no id on the target page, or on the same page', async () => {
    await assertReports(
      broken('pets/index.html', 'href="../schemas/#Pet"', 'href="../schemas/#Dog"'),
      /href "\.\.\/schemas\/#Dog": no id "Dog" on schemas\/index\.html/,
    );
    await assertReports(
      broken('index.html', 'href="#top-content"', 'href="#nowhere"'),
      /^index\.html: href "#nowhere": no id "nowhere" on index\.html/,
    );
  });
  it('a missing local asset', async () => {
    const pages = validPages();
    delete pages['styles/site.css'];
    await assertReports(pages, /href "\/styles\/site\.css": no page or file/);
  });
  it('one line for the same broken link on many pages', async () => {
    const pages = validPages();
    for (const page of Object.keys(pages)) pages[page] = pages[page].replace('href="/schemas/"', 'href="/models/"');
    const { problems } = await check(pages);
    assert.deepEqual(problems, [
      'href "/models/": no page or file at /models/ (on 3 pages: index.html, pets/index.html, schemas/index.html)',
    ]);
  });
  it('one line for the same broken link twice on a page', async () => {
    const { problems } = await check(broken('index.html', '<main', '<a href="/gone">a</a><a href="/gone">b</a><main'));
    assert.deepEqual(problems, ['index.html: href "/gone": no page or file at /gone']);
  });
  it('resolves /a/b as a/b.html and strips the base', async () => {
    const pages = validPages();
    pages['about.html'] = '<p id="x">about</p>';
    pages['index.html'] = pages['index.html'].replace('<main', '<a href="/about#x">about</a><main');
    assert.deepEqual((await check(pages)).problems, []);
    const based: Pages = {};
    for (const [page, html] of Object.entries(pages)) based[page] = html.replaceAll('href="/', 'href="/docs/');
    assert.deepEqual((await check(based, { base: '/docs/' })).problems, []);
    // Without a base, it is read from the pages' links; a wrong one given is not second-guessed.
    const found = await check(based);
    assert.deepEqual([found.problems, found.base], [[], '/docs/']);
    await assertReports(based, /href "\/docs\/about#x": no page or file at \/docs\/about/, { base: '/' });
    await assertReports(pages, /href "\/about#x": \/about is outside the site's base \/docs\//, { base: '/docs/' });
  });

  it('reads the base of a language’s site from its links, the links to the other language outvoted', () => {
    const files = new Set(['index.html', 'pets/index.html', '_astro/site.css', 'de/index.html']);
    const page = (name: string, links: string[]) =>
      ({ page: name, links: links.map((value) => ({ attribute: 'href', value })) }) as PageFacts;
    // The German site alone (dist/de), served at /docs/de/: each page links its English twin at /docs/….
    const german = [
      page('index.html', ['/docs/de/_astro/site.css', '/docs/de/pets/', '/docs/de/', '/docs/']),
      page('pets/index.html', ['/docs/de/_astro/site.css', '/docs/de/pets/', '/docs/de/', '/docs/pets/']),
    ];
    assert.equal(findBase(german, files), '/docs/de/');
    assert.equal(findBase([page('index.html', ['/_astro/site.css', '/pets/', 'https://x.example/'])], files), '/');
    assert.equal(findBase([], files), '/');
  });
});
