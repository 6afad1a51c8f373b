import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { indexOf } from '../../../src/model/documentIndex.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { plainText } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { exampleSets } from '../../../src/presentation/examplesPanel.ts';
import { schemaFacts } from '../../../src/presentation/schemaFacts.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import {
  bodyFields,
  fieldDescription,
  fieldId,
  fieldTitle,
  hasNestedFields,
  mediaGroups,
  parameterId,
  schemaFields,
  SMALL_MODEL_FIELDS,
  UNFOLDED_ROWS_LIMIT,
} from '../../../src/presentation/fields.ts';

const FILE = resolve('tests/fixtures/reading/observatory-3-1.yaml');
let doc: ApiDocument;
before(async () => {
  const resolved = await resolveDocument({ file: FILE, data: loadDocument(FILE).data });
  doc = normalizeDocument(resolved, { id: 'observatory', prefix: '', tryIt: true });
});
const byId = (id: string) => doc.operations.find((op) => op.operationId === id)!;

describe('field presentation', () => {
  it("describes an array or a map without words of its own by its items' or values' words", () => {
    const report = indexOf(doc).schemaByName.get('Report')!.schema;
    const words = (name: string) => {
      const text = fieldDescription(report.properties.find((p) => p.name === name)!.schema);
      return text && plainText(text);
    };
    assert.equal(words('keywords'), 'A word the report is filed under');
    assert.equal(words('frames'), 'The frames taken through a filter, by its name');
    assert.equal(words('observation'), undefined, "a named model's words stay on its page");
  });

  it("shows a field's title when it says more than the name, and not twice", () => {
    const report = indexOf(doc).schemaByName.get('Report')!.schema;
    const title = (name: string) => {
      const { schema } = report.properties.find((p) => p.name === name)!;
      return fieldTitle(name, schema, fieldDescription(schema));
    };
    assert.equal(title('seeing'), "The steadiness of the air on Antoniadi's scale");
    assert.equal(title('duration_s'), 'Time watched, in seconds');
    const named = { ...report.properties[0].schema, title: 'Filed' };
    assert.equal(fieldTitle('filed', named), undefined, 'a title that is the name again');
    const author = { ...report.properties.find((p) => p.name === 'author')!.schema, title: 'Simple User' };
    assert.equal(fieldTitle('author', author), undefined, "an object's title, which names its shape");
  });

  it('says an array holds each item once where `uniqueItems` says so', () => {
    const report = indexOf(doc).schemaByName.get('Report')!.schema;
    const facts = (name: string) =>
      schemaFacts(stringsFor('en'), report.properties.find((p) => p.name === name)!.schema);
    assert.deepEqual(facts('keywords'), [{ kind: 'constraints', values: ['unique items'] }]);
    assert.deepEqual(facts('frames'), []);
  });

  it('describes a parameter described only by its schema by those words', () => {
    const night = byId('logObservation').parameters.find((p) => p.name === 'night')!;
    assert.equal(plainText(night.description!), "The night the session began, in the observatory's time");
  });

  it('gives fields and parameters readable dotted ids', () => {
    assert.equal(fieldId(fieldId('request-body', 'address'), 'city'), 'request-body.address.city');
    assert.equal(fieldId('response-200', 'two words'), 'response-200.two-words');
    assert.equal(parameterId('param-', 'query', 'limit'), 'param-query-limit');
    assert.equal(parameterId('response-200.', 'header', 'X-Rate-Limit'), 'response-200.header-X-Rate-Limit');
  });

  it('shows one field table for the media types that share a schema', () => {
    const groups = mediaGroups(byId('openSession').requestBody!.content);
    assert.deepEqual(
      groups.map((group) => group.map((media) => media.mediaType)),
      [['application/json', 'application/x-www-form-urlencoded']],
    );
    const responses = byId('logObservation').responses;
    assert.equal(mediaGroups(responses[0].content).length, 1, 'JSON and XML of one schema');
  });

  it('offers expand-all only where a row has fields of its own', () => {
    const observation = doc.schemas.find((s) => s.name === 'Observation')!;
    const problem = doc.schemas.find((s) => s.name === 'Problem')!;
    assert.equal(hasNestedFields(schemaFields(doc, observation)), true);
    assert.equal(hasNestedFields(schemaFields(doc, problem)), false);
  });

  it('puts the request example first, then each response with examples, by media type', () => {
    const sets = exampleSets(byId('logObservation'));
    assert.deepEqual(
      sets.map((set) => [set.status, set.media.map((media) => media.mediaType)]),
      [
        ['request', ['application/json', 'application/x-www-form-urlencoded']],
        ['200', ['application/json', 'application/xml']],
        ['400', ['application/problem+json']],
      ],
    );
  });

  it('knows which operations and models use a model, once per document', () => {
    const usedBy = indexOf(doc).usedBy;
    assert.deepEqual(
      usedBy.get('Observation')!.operations.map((op) => op.operationId),
      ['logObservation'],
    );
    assert.deepEqual(
      usedBy.get('Problem')!.operations.map((op) => op.operationId),
      ['logObservation'],
    );
    assert.equal(indexOf(doc), indexOf(doc));
  });
});

describe('a body whose models unfolded in place would pass UNFOLDED_ROWS_LIMIT rows', () => {
  // Big has one field more than a small model may have, Small one: Narrow's fields unfold under the limit, Wide's
  // would pass it.
  const big = { $ref: '#/components/schemas/Big' };
  const small = { $ref: '#/components/schemas/Small' };
  const fieldsOf = (count: number, schema: object, prefix: string) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, schema]));
  const bigFields = SMALL_MODEL_FIELDS + 1;
  const data = {
    openapi: '3.1.0',
    info: { title: 'Wide', version: '1' },
    paths: {},
    components: {
      schemas: {
        Big: { type: 'object', properties: fieldsOf(bigFields, { type: 'string' }, 'b') },
        Small: { type: 'object', properties: { name: { type: 'string' } } },
        Narrow: { type: 'object', properties: fieldsOf(2, big, 'f') },
        Wide: {
          type: 'object',
          properties: { ...fieldsOf(Math.ceil(UNFOLDED_ROWS_LIMIT / bigFields), big, 'f'), small },
        },
        // Past the limit with only its small models unfolded: each small one's row and its field's.
        Widest: { type: 'object', properties: fieldsOf(UNFOLDED_ROWS_LIMIT / 2 + 1, small, 's') },
      },
    },
  };
  let wide: ApiDocument;
  before(async () => {
    const resolved = await resolveDocument({ file: 'wide.json', data });
    wide = normalizeDocument(resolved, { id: 'wide', prefix: '', tryIt: true });
  });
  const body = (name: string) =>
    bodyFields(wide, wide.schemas.find((s) => s.name === name)!.schema, 'response')!.properties;

  it('unfolds the models of a table under the limit in place', () => {
    const rows = body('Narrow');
    assert.equal(rows.length, 2);
    assert.ok(rows.every((row) => row.fields?.properties.length === bigFields));
  });

  it('leaves the large models of a table over it at their links, and unfolds the small ones', () => {
    const rows = body('Wide');
    const [smallRow] = rows.filter((row) => row.schema.ref === 'Small');
    const bigRows = rows.filter((row) => row.schema.ref === 'Big');
    assert.equal(bigRows.length, Math.ceil(UNFOLDED_ROWS_LIMIT / bigFields));
    assert.ok(bigRows.every((row) => row.fields === undefined));
    assert.equal(smallRow.fields?.properties.length, 1);
  });

  it('leaves every model at its link when the small ones alone would pass it', () => {
    const rows = body('Widest');
    assert.equal(rows.length, UNFOLDED_ROWS_LIMIT / 2 + 1);
    assert.ok(rows.every((row) => row.schema.ref === 'Small' && row.fields === undefined));
  });
});
