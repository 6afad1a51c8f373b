import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { operationSearchText, schemaSearchText, searchDocument } from '../../../src/presentation/searchDocument.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

const FILE = resolve('tests/fixtures/reading/observatory-3-1.yaml');
let raw: any;
let doc: ApiDocument;
before(async () => {
  raw = loadDocument(FILE).data;
  const resolved = await resolveDocument({ file: FILE, data: loadDocument(FILE).data });
  doc = normalizeDocument(resolved, { id: 'observatory', prefix: '', tryIt: true });
});
const links = () => siteUrls('/').links(doc);
const operation = (id: string) => doc.operations.find((op) => op.operationId === id)!;

describe('what the search index reads of a page', () => {
  it("an operation: its title, method and path, operationId, and its parameters' names", () => {
    const text = operationSearchText(doc, operation('logObservation'), links());
    const [path, item] = Object.entries(raw.paths).find(([, i]) => (i as any).post?.operationId === 'logObservation')!;
    const written = (item as any).post;
    assert.equal(text.title, written.summary);
    assert.deepEqual(text.lines.slice(0, 2), [`POST ${path}`, 'logObservation']);
    for (const parameter of [...(written.parameters ?? []), ...((item as any).parameters ?? [])])
      assert.ok(text.names.includes(parameter.name), parameter.name);
  });

  it("a request body's fields, one level: the named schema's properties, not the fields inside them", () => {
    const text = operationSearchText(doc, operation('openSession'), links());
    const session = Object.entries(raw.components.schemas.Session.properties) as [string, any][];
    assert.deepEqual(
      text.names,
      session.filter(([, schema]) => !schema.readOnly).map(([name]) => name),
      'the fields a request sends',
    );
    assert.ok(!text.names.includes('town'), 'a nested field is not a name of the page');
  });

  it("the fields of each schema a body's media types show: a form version's own fields too, no read-only one", () => {
    const text = operationSearchText(doc, operation('logObservation'), links());
    const content = raw.paths['/sessions/{sessionId}/observations'].post.requestBody.content;
    const form = Object.keys(content['application/x-www-form-urlencoded'].schema.properties);
    const fields = Object.entries(raw.components.schemas.Observation.properties) as [string, any][];
    const sent = fields.filter(([, schema]) => !schema.readOnly).map(([name]) => name);
    for (const name of [...sent, ...form]) assert.ok(text.names.includes(name), name);
    const readOnly = fields.filter(([, schema]) => schema.readOnly).map(([name]) => name);
    assert.ok(readOnly.length > 0 && !readOnly.some((name) => text.names.includes(name)), 'read-only fields left out');
  });

  it("a model: its name, description and its own fields' names; no example's words", () => {
    const observation = doc.schemas.find((schema) => schema.name === 'Observation')!;
    const text = schemaSearchText(doc, observation, links());
    assert.equal(text.title, 'Observation');
    assert.deepEqual(text.names, Object.keys(raw.components.schemas.Observation.properties));
    const html = searchDocument(text, { meta: [], filters: [] }, 'en');
    assert.ok(!html.includes('obs_7') && !html.includes('M31'), 'examples are left out');
  });

  it('a document Pagefind reads like a page: language, title, escaped text, the result metadata and filters', () => {
    const html = searchDocument(
      { title: 'Get <all> & more', lines: ['GET /a'], description: '<p>Said <em>once</em>.</p>', names: ['x', 'y'] },
      {
        meta: [
          ['method', 'GET'],
          ['path', '/a?b="c"'],
        ],
        filters: [
          ['kind', 'operation'],
          ['name7', 'get <all> & more'],
        ],
      },
      'de',
    );
    assert.ok(html.startsWith('<html lang="de"><body><main data-pagefind-body>'));
    assert.ok(html.includes('<h1>Get &lt;all&gt; &amp; more</h1><p>GET /a</p><p>Said <em>once</em>.</p><p>x y</p>'));
    assert.ok(html.includes('<span data-pagefind-meta="path">/a?b=&quot;c&quot;</span>'));
    assert.ok(html.includes('<span data-pagefind-filter="name7">get &lt;all&gt; &amp; more</span>'));
  });
});
