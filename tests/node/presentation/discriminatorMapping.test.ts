// A long discriminator mapping is listed whole on its schema's page, and cut on every other page that shows the
// schema (Microsoft Graph's `entity` maps 1,300 types), in the Markdown twins as in the pages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { MAPPING_LIMIT } from '../../../src/presentation/discriminatorMapping.ts';
import { operationMarkdown } from '../../../src/presentation/twins/operationMarkdown.ts';
import { schemaMarkdown } from '../../../src/presentation/twins/schemaMarkdown.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';

const KINDS = 20;
const schemas: Record<string, unknown> = {
  Entity: {
    type: 'object',
    properties: { kind: { type: 'string' } },
    discriminator: {
      propertyName: 'kind',
      mapping: Object.fromEntries(
        Array.from({ length: KINDS }, (_, i) => [`kind${i}`, `#/components/schemas/Kind${i}`]),
      ),
    },
  },
};
for (let i = 0; i < KINDS; i++)
  schemas[`Kind${i}`] = { allOf: [{ $ref: '#/components/schemas/Entity' }, { type: 'object' }] };
const data = {
  openapi: '3.0.3',
  info: { title: 'Kinds', version: '1' },
  paths: {
    '/things': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Entity' } } },
          },
        },
      },
    },
  },
  components: { schemas },
};

describe('a discriminator mapping of 20 types', async () => {
  const resolved = await resolveDocument({ file: 'kinds.json', data });
  const doc = normalizeDocument(resolved, { id: 'kinds', prefix: '', tryIt: false });
  const urls = siteUrls('/');
  const listed = (text: string) => [...text.matchAll(/`kind\d+` →/g)].length;

  it('is whole on the schema’s own twin', () => {
    const text = schemaMarkdown(
      stringsFor('en'),
      doc,
      urls,
      doc.schemas.find((s) => s.name === 'Entity')!,
    );
    assert.equal(listed(text), KINDS);
    assert.doesNotMatch(text, /more/);
  });

  it('shows its first values and how many more on an operation’s twin', () => {
    const text = operationMarkdown(stringsFor('en'), doc, urls, doc.operations[0]);
    assert.equal(listed(text), MAPPING_LIMIT);
    assert.match(text, new RegExp(`and ${KINDS - MAPPING_LIMIT} more`));
  });
});
