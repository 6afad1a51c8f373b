import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NamedSchema } from '../../../src/model/model.ts';
import { emptyNode } from '../../../src/pipeline/4-normalize/schemaNodes.ts';
import { modelFactsNode } from '../../../src/presentation/schemaFacts.ts';

// A model's page shows its own example whole beside its fields (VTEX's `settings`): its small print above them
// does not say it again in one long line.
describe("a model's small print", () => {
  const model = (value: string, generated = false): NamedSchema => ({
    name: 'Settings',
    slug: 'settings',
    schema: { ...emptyNode(), examples: ['{"channels":["delivery"]}', 'plain text'] },
    example: { value, grammar: 'json', generated },
  });

  it('leaves out the example the page shows whole, and keeps the others', () => {
    const shown = model('{\n  "channels": [\n    "delivery"\n  ]\n}');
    assert.deepEqual(modelFactsNode(shown).examples, ['plain text']);
    assert.deepEqual(modelFactsNode(model('plain text')).examples, ['{"channels":["delivery"]}']);
  });
  it('keeps every example beside a generated one', () => {
    const generated = model('{\n  "channels": [\n    "delivery"\n  ]\n}', true);
    assert.deepEqual(modelFactsNode(generated).examples, generated.schema.examples);
  });
});
