import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { bodyFields } from '../../../src/presentation/fields.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import { repeatedFields } from '../../../src/presentation/twins/repeatedFields.ts';
import { fieldLines } from '../../../src/presentation/twins/schemaText.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

// A delivery note names its courier's people by one model several times, and two small parts twice.
const person = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: 'string' },
    depot: { type: 'string' },
    shift: { type: 'string', enum: ['early', 'late'] },
  },
};
const stamp = { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } };
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Deliveries', version: '1.0.0' },
  paths: {
    '/notes': {
      post: {
        operationId: 'writeNote',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } },
        },
        responses: { '204': { description: 'Written' } },
      },
    },
  },
  components: {
    schemas: {
      Person: person,
      // The same fields as Person, written out: what a field list says decides, not the model's name.
      Driver: structuredClone(person),
      Stamp: stamp,
      Note: {
        type: 'object',
        properties: {
          sender: { $ref: '#/components/schemas/Person' },
          receiver: { $ref: '#/components/schemas/Person' },
          driver: { $ref: '#/components/schemas/Driver' },
          loaded: { $ref: '#/components/schemas/Stamp' },
          unloaded: { $ref: '#/components/schemas/Stamp' },
          route: {
            type: 'object',
            properties: { planner: { $ref: '#/components/schemas/Person' }, legs: { type: 'integer' } },
          },
        },
      },
    },
  },
};

let doc: ApiDocument;
before(async () => {
  const resolved = await resolveDocument({ file: 'deliveries.json', data: structuredClone(DOCUMENT) });
  doc = normalizeDocument(resolved, { id: 'deliveries', prefix: '', tryIt: true });
});
const note = () => bodyFields(doc, doc.operations[0].requestBody!.content[0].schema!, 'request')!;

describe('repeated nested field lists', () => {
  it('points each repeat of a list of four lines or more to its first showing, by what the list says', () => {
    const repeats = repeatedFields(doc, note());
    assert.deepEqual(Object.fromEntries(repeats), {
      receiver: 'sender',
      driver: 'sender',
      'route.planner': 'sender',
    });
  });

  it('writes the twin from the same repeats: the first list in full, each repeat as a pointer to it', () => {
    const strings = stringsFor('en');
    const tree = note();
    const lines = fieldLines(strings, doc, siteUrls('/'), tree, 0, false, { repeats: repeatedFields(doc, tree) });
    const text = lines.join('\n');
    assert.equal(text.match(/`phone`/g)?.length, 1, "a person's fields are listed once");
    assert.equal(text.match(/Same fields as `sender`/g)?.length, 3);
    assert.equal(text.match(/`at`/g)?.length, 2, 'a list under four lines is shown again');
  });
});
