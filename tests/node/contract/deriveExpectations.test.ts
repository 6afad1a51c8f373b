import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { deriveExpectations } from '../../../src/tools/siteCheck/deriveExpectations.ts';
import { isoDate } from '../../../src/tools/siteCheck/expectedOperations.ts';

const derive = (document: unknown, tryItDisabled = false) =>
  deriveExpectations(document, join(tmpdir(), 'inline.json'), { tryItDisabled });

describe('deriveExpectations', () => {
  it('reads Swagger 2.0: definitions, x-code-samples, root x-hideTryItPanel, x-deprecated', () => {
    const expected = derive({
      swagger: '2.0',
      'x-hideTryItPanel': true,
      paths: {
        '/pets': {
          get: { 'x-deprecated': true, 'x-code-samples': [{ lang: 'Go', source: '...' }], responses: {} },
          parameters: [],
        },
        'x-extension': { get: {} },
      },
      definitions: { Pet: { required: ['id'], properties: { id: {}, name: {} } } },
    });
    assert.deepEqual([...expected.operations.keys()], ['GET /pets']);
    const operation = expected.operations.get('GET /pets')!;
    assert.deepEqual(operation.tryIt, { mode: 'absent' });
    assert.deepEqual(operation.deprecated, { mode: 'present' });
    assert.deepEqual(operation.codeSamples, [{ lang: 'Go', label: 'Go' }]);
    assert.deepEqual(
      [...expected.schemas.get('Pet')!.properties],
      [
        ['id', true],
        ['name', false],
      ],
    );
  });

  it('treats x-hideReplay like x-hideTryItPanel, and honours a site-wide switch', () => {
    const document = { openapi: '3.0.3', paths: { '/a': { get: { 'x-hideReplay': true }, post: {} } } };
    assert.deepEqual(derive(document).operations.get('GET /a')!.tryIt, { mode: 'absent' });
    assert.deepEqual(derive(document).operations.get('POST /a')!.tryIt, { mode: 'present' });
    assert.deepEqual(derive(document, true).operations.get('POST /a')!.tryIt, { mode: 'absent' });
  });

  it('collects webhooks from 3.1 webhooks and x-webhooks, skipping hidden ones', () => {
    const expected = derive({
      openapi: '3.1.0',
      webhooks: { newPet: { post: {} }, secret: { post: { 'x-internal': true } } },
      'x-webhooks': { oldPet: { put: {}, get: {} } },
    });
    assert.deepEqual([...expected.webhooks.keys()], ['POST newPet', 'GET oldPet', 'PUT oldPet']);
    assert.deepEqual(expected.webhooks.get('POST newPet')!.tryIt, { mode: 'free' });
  });

  it('leaves vendor stability and sunset flags open, and lower-cases x-stability', () => {
    const expected = derive({
      openapi: '3.0.0',
      paths: {
        '/a': {
          get: { 'x-scalar-stability': 'experimental' },
          put: { 'x-stability': ' Experimental ' },
          post: {
            deprecated: true,
            responses: { '200': { headers: { Sunset: { schema: { example: 'Wed, 30 Jun 2027 00:00:00 GMT' } } } } },
          },
        },
      },
    });
    assert.deepEqual(expected.operations.get('GET /a')!.stability, { mode: 'free' });
    assert.deepEqual(expected.operations.get('PUT /a')!.stability, { mode: 'present', value: 'experimental' });
    assert.deepEqual(expected.operations.get('POST /a')!.sunset, { mode: 'free' });
  });

  it('follows a path item $ref into another file, and allOf through $refs', () => {
    const folder = mkdtempSync(join(tmpdir(), 'contract-refs-'));
    try {
      writeFileSync(join(folder, 'items.yaml'), 'Thing:\n  patch:\n    tags: [things]\n');
      const document = {
        openapi: '3.1.0',
        paths: { '/things': { $ref: 'items.yaml#/Thing' }, '/missing': { $ref: 'nowhere.yaml#/X' } },
        components: {
          schemas: {
            Base: { type: 'object', required: ['id'], properties: { id: {} } },
            Alias: { $ref: '#/components/schemas/Base' },
            Loop: {
              allOf: [
                { $ref: '#/components/schemas/Loop' },
                { required: ['id'] },
                { $ref: '#/components/schemas/Base' },
              ],
            },
          },
        },
      };
      const expected = deriveExpectations(document, join(folder, 'openapi.json'), { tryItDisabled: false });
      assert.deepEqual([...expected.operations.keys()], ['PATCH /things']);
      assert.deepEqual([...expected.navigation.requiredTags], ['things']);
      assert.deepEqual([...expected.schemas.get('Alias')!.properties], [['id', true]]);
      assert.deepEqual([...expected.schemas.get('Loop')!.properties], [['id', true]]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('turns YAML dates, ISO strings and HTTP dates into YYYY-MM-DD', () => {
    assert.equal(isoDate(new Date('2027-06-30T00:00:00Z')), '2027-06-30');
    assert.equal(isoDate('2027-06-30'), '2027-06-30');
    assert.equal(isoDate('Wed, 30 Jun 2027 00:00:00 GMT'), '2027-06-30');
    assert.equal(isoDate('soon'), undefined);
  });
});
