import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { descriptionOf } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { operationSearchText, schemaSearchText, searchRecord } from '../../../src/presentation/searchRecord.ts';

const FILE = resolve('tests/fixtures/reading/observatory-3-1.yaml');
let raw: any;
let doc: ApiDocument;
before(async () => {
  raw = loadDocument(FILE).data;
  const resolved = await resolveDocument({ file: FILE, data: loadDocument(FILE).data });
  doc = normalizeDocument(resolved, { id: 'observatory', prefix: '', tryIt: true });
});
const operation = (id: string) => doc.operations.find((op) => op.operationId === id)!;

describe('what the search index reads of a page', () => {
  it("an operation: its title, method and path, operationId, and its parameters' names", () => {
    const text = operationSearchText(doc, operation('logObservation'));
    const [path, item] = Object.entries(raw.paths).find(([, i]) => (i as any).post?.operationId === 'logObservation')!;
    const written = (item as any).post;
    assert.equal(text.title, written.summary);
    assert.deepEqual(text.lines.slice(0, 2), [`POST ${path}`, 'logObservation']);
    for (const parameter of [...(written.parameters ?? []), ...((item as any).parameters ?? [])])
      assert.ok(text.names.includes(parameter.name), parameter.name);
  });

  it('an operation whose operationId is its summary, or without one: its title, method and path each said once', () => {
    const titled = { ...operation('logObservation'), summary: 'logObservation' };
    assert.deepEqual(operationSearchText(doc, titled).lines, [`POST ${titled.path}`]);
    const untitled = { ...operation('logObservation'), summary: undefined };
    assert.deepEqual(operationSearchText(doc, untitled).lines, ['logObservation']);
  });

  it("a request body's fields, one level: the named schema's properties, not the fields inside them", () => {
    const text = operationSearchText(doc, operation('openSession'));
    const session = Object.entries(raw.components.schemas.Session.properties) as [string, any][];
    assert.deepEqual(
      text.names,
      session.filter(([, schema]) => !schema.readOnly).map(([name]) => name),
      'the fields a request sends',
    );
    assert.ok(!text.names.includes('town'), 'a nested field is not a name of the page');
  });

  it("the fields of each schema a body's media types show: a form version's own fields too, no read-only one", () => {
    const text = operationSearchText(doc, operation('logObservation'));
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
    const text = schemaSearchText(doc, observation);
    assert.equal(text.title, 'Observation');
    assert.deepEqual(text.names, Object.keys(raw.components.schemas.Observation.properties));
    const { content } = searchRecord(text, { meta: [], filters: [] }, 'en');
    assert.ok(!content.includes('obs_7') && !content.includes('M31'), 'examples are left out');
  });

  it("a record of Pagefind's API: the words as sentences, no markup; its language, title, metadata and filters", () => {
    const record = searchRecord(
      {
        title: 'Get <all> & more',
        lines: ['GET /a'],
        description: descriptionOf('Said *once*.\n\n- What it  returns\n- `{}`')!,
        names: ['x', 'y'],
      },
      {
        meta: [
          ['method', 'GET'],
          ['path', '/a?b="c"'],
        ],
        filters: [
          ['kind', 'operation'],
          ['api', 'one'],
          ['api', 'two'],
        ],
      },
      'de',
    );
    assert.deepEqual(record, {
      content: 'Said once. What it returns. {} Get <all> & more. GET /a. x y.',
      language: 'de',
      meta: { title: 'Get <all> & more', method: 'GET', path: '/a?b="c"' },
      filters: { kind: ['operation'], api: ['one', 'two'] },
    });
  });
});
