import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { modelFactsNode } from '../../../src/presentation/schemaFacts.ts';

// A model's page shows its own example whole beside its fields (VTEX's `settings`): its small print above them
// does not say it again in one long line. Expectations from the document.
const schemas = {
  Settings: { type: 'object', examples: [{ channels: ['delivery'] }, { channels: [] }] },
  // 3.0's `example` kept beside 3.1's list: the page shows `example`, the list stays in the small print.
  Both: { type: 'object', example: { plan: 'pro' }, examples: [{ plan: 'free' }] },
  Bare: { type: 'object', properties: { id: { type: 'string' } } },
};
let doc: ApiDocument;
before(async () => {
  const data = { openapi: '3.1.0', info: { title: 'Models', version: '1' }, paths: {}, components: { schemas } };
  doc = normalizeDocument(await resolveDocument({ file: 'models.json', data }), { id: 'm', prefix: '', tryIt: false });
});
const model = (name: string) => doc.schemas.find((schema) => schema.name === name)!;
const shown = (name: string) => JSON.parse(model(name).example!.value);

describe("a model's small print", () => {
  it('leaves out the example the page shows whole, and keeps the others', () => {
    assert.deepEqual(shown('Settings'), schemas.Settings.examples[0]);
    assert.deepEqual(modelFactsNode(model('Settings')).examples, [JSON.stringify(schemas.Settings.examples[1])]);
    assert.deepEqual(shown('Both'), schemas.Both.example);
    assert.deepEqual(modelFactsNode(model('Both')).examples, [JSON.stringify(schemas.Both.examples[0])]);
  });
  it('keeps every example beside a generated one', () => {
    assert.equal(model('Bare').example!.generated, true);
    assert.deepEqual(modelFactsNode(model('Bare')), model('Bare').schema);
  });
});
