import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tagEntries } from '../../../src/components/nav/tagEntries.ts';
import { indexOf } from '../../../src/model/documentIndex.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';

const ok = { '200': { description: 'ok' } };
const data = {
  openapi: '3.1.0',
  info: { title: 'Tide Tables', version: '1.0.0' },
  paths: {
    '/tides': { get: { tags: ['tides'], summary: 'List tides', responses: ok } },
    '/tides/{id}': { get: { tags: ['tides'], summary: 'Get a tide', responses: ok } },
  },
  webhooks: {
    highTide: { post: { tags: ['tides'], summary: 'High tide', operationId: 'highTide', responses: ok } },
  },
};

describe('tagEntries', async () => {
  const resolved = await resolveDocument({ file: '/virtual/tides.yaml', data });
  const doc = normalizeDocument(resolved, { id: 'tides', prefix: 'tides', tryIt: true });
  const index = indexOf(doc);
  const tag = index.tagByName.get('tides')!;

  it("lists a tag's operations in its order, its webhooks left to their own section", () => {
    assert.equal(tag.operations.length, 3, 'the tag holds the webhook too');
    const { operations, places, labels } = tagEntries(index, tag);
    assert.deepEqual(
      operations.map((op) => op.summary),
      ['List tides', 'Get a tide'],
    );
    assert.deepEqual(
      [...places],
      operations.map((op, place) => [op.slug, place]),
    );
    assert.equal(labels.get(operations[1].slug)?.label, 'Get a tide');
  });

  it('is made once per tag', () => assert.equal(tagEntries(index, tag), tagEntries(index, tag)));
});
