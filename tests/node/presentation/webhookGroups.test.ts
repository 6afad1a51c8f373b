import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { webhookSections } from '../../../src/presentation/webhookGroups.ts';
import { listedSummary } from '../../../src/presentation/titles.ts';

// Tags that hold webhooks alone, as real documents write them: Svix lists its tag "Webhooks" in an x-tagGroups
// entry of that name, others tag their webhooks without grouping the tag. Neither may make an empty entry among
// the operations' tags nor a second webhooks section.

const ok = { '200': { description: 'ok' } };
const event = (name: string, tags: string[]) => ({
  post: { summary: name, operationId: name, tags, requestBody: { content: { 'application/json': {} } }, responses: ok },
});

async function normalized(data: Record<string, unknown>): Promise<ApiDocument> {
  const resolved = await resolveDocument({ file: '/virtual/tides.yaml', data });
  return normalizeDocument(resolved, { id: 'tides', prefix: 'tides', tryIt: true });
}

const base = {
  openapi: '3.1.0',
  info: { title: 'Tide Tables', version: '1.0.0' },
  paths: {
    '/tides': { get: { tags: ['tides'], summary: 'List tides', responses: ok } },
    '/ports': { get: { tags: ['ports'], summary: 'List ports', responses: ok } },
    '/ports/{id}/tides': {
      get: { tags: ['ports'], summary: 'Tides of a port', responses: ok },
    },
  },
};

describe('tags of webhooks alone', () => {
  it('an x-tagGroups entry of them is the webhooks section under its own name, listing each webhook once', async () => {
    const doc = await normalized({
      ...base,
      tags: [{ name: 'tides' }, { name: 'ports' }, { name: 'Webhooks', description: 'What we send you.' }],
      'x-tagGroups': [
        { name: 'Tides', tags: ['tides', 'ports'] },
        { name: 'Webhooks', tags: ['Webhooks'] },
      ],
      webhooks: { HighTide: event('HighTide', ['Webhooks']), LowTide: event('LowTide', ['Webhooks']) },
    });
    assert.deepEqual(doc.navigation, [
      { name: 'Tides', tags: ['tides', 'ports'] },
      { name: 'Webhooks', tags: ['Webhooks'], webhooks: true },
    ]);
    // The tag keeps its page, which lists its webhooks.
    assert.deepEqual(
      doc.tags.find((tag) => tag.name === 'Webhooks')?.operations,
      doc.webhooks.map((webhook) => webhook.slug),
    );
    const sections = webhookSections(doc, 'Webhooks');
    assert.deepEqual(
      [...sections].map(([group, webhooks]) => [
        group === 'ungrouped' ? group : group.name,
        webhooks.map((w) => w.path),
      ]),
      [['Webhooks', ['HighTide', 'LowTide']]],
    );
    // A webhook summarised by its own name is listed by it once.
    assert.deepEqual(
      doc.webhooks.map((webhook) => listedSummary(webhook)),
      [undefined, undefined],
    );
  });

  it('a tag of them no group lists is no entry: its webhooks are in the webhooks section', async () => {
    const doc = await normalized({
      ...base,
      webhooks: { StormWarning: event('Storm warning', ['alerts']), Untagged: event('Untagged', []) },
    });
    assert.deepEqual(doc.navigation, [{ name: '', tags: ['tides', 'ports'], generated: 'reference' }]);
    assert.ok(doc.tags.some((tag) => tag.name === 'alerts'));
    const sections = webhookSections(doc, 'Webhooks');
    assert.deepEqual(
      [...sections].map(([group, webhooks]) => [group, webhooks.map((w) => w.path)]),
      [['ungrouped', ['StormWarning', 'Untagged']]],
    );
    assert.equal(listedSummary(doc.webhooks[0]), 'Storm warning');
  });

  it('a tag of webhooks in a group of operations’ tags is left out of it; a tag with an operation too stays', async () => {
    const doc = await normalized({
      ...base,
      paths: { ...base.paths, '/alerts': { get: { tags: ['alerts'], summary: 'List alerts', responses: ok } } },
      'x-tagGroups': [
        { name: 'Tides', tags: ['tides', 'Webhooks'] },
        { name: 'Alerts', tags: ['alerts'] },
      ],
      webhooks: { HighTide: event('HighTide', ['Webhooks']), StormWarning: event('StormWarning', ['alerts']) },
    });
    assert.deepEqual(
      doc.navigation.map((group) => [group.name, group.tags, group.webhooks ?? false, group.generated ?? '']),
      [
        ['Tides', ['tides'], false, ''],
        ['Alerts', ['alerts'], false, ''],
        ['', ['ports'], false, 'other'],
      ],
    );
    const sections = webhookSections(doc, 'Webhooks');
    assert.deepEqual(
      [...sections].map(([group, webhooks]) => [group, webhooks.map((w) => w.path)]),
      [['ungrouped', ['HighTide', 'StormWarning']]],
    );
  });

  it('webhooks no group lists join the group named like the webhooks section, not a second section beside it', async () => {
    const doc = await normalized({
      ...base,
      'x-tagGroups': [
        { name: 'Tides', tags: ['tides', 'ports'] },
        { name: 'Webhooks', tags: ['Webhooks'] },
        { name: 'Warnings', tags: ['warnings'] },
      ],
      webhooks: {
        HighTide: event('HighTide', ['Webhooks']),
        Gale: event('Gale', ['warnings']),
        Untagged: event('Untagged', []),
      },
    });
    assert.deepEqual(
      doc.navigation.map((group) => [group.name, group.webhooks ?? false]),
      [
        ['Tides', false],
        ['Webhooks', true],
        ['Warnings', true],
      ],
    );
    const sections = webhookSections(doc, 'Webhooks');
    assert.deepEqual(
      [...sections].map(([group, webhooks]) => [
        group === 'ungrouped' ? group : group.name,
        webhooks.map((w) => w.path),
      ]),
      [
        ['Webhooks', ['HighTide', 'Untagged']],
        ['Warnings', ['Gale']],
      ],
    );
    // In another language, the word differs from the document's name: the rest is a section of its own.
    assert.deepEqual(
      [...webhookSections(doc, 'ويب هوك')].map(([group, webhooks]) => [
        group === 'ungrouped' ? group : group.name,
        webhooks.map((w) => w.path),
      ]),
      [
        ['Webhooks', ['HighTide']],
        ['Warnings', ['Gale']],
        ['ungrouped', ['Untagged']],
      ],
    );
  });
});
