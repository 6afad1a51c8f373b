import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { groupHeading, responseLayout } from '../../../src/presentation/responseGroups.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';

const en = stringsFor('en');

const FILE = resolve('tests/fixtures/responses/bookings-3-1.yaml');
let doc: ApiDocument;
before(async () => {
  const resolved = await resolveDocument({ file: FILE, data: loadDocument(FILE).data });
  doc = normalizeDocument(resolved, { id: 'bookings', prefix: '', tryIt: true });
});
const byId = (id: string) => doc.operations.find((op) => op.operationId === id)!;

describe('responses that answer alike', () => {
  it('are one group, shown once; a status with a header of its own stays apart', () => {
    const layout = responseLayout(en, doc, byId('createBooking').responses);
    assert.deepEqual(layout.groups.map(groupHeading), [
      '201 — Booking',
      '400 · 401 · 403 · 404 · 500 — Problem',
      '429 — Problem',
    ]);
    assert.deepEqual(
      layout.groups.map((group) => group.open),
      [true, false, false],
      'the first success open, the others folded',
    );
  });

  it('show a header several groups send once, under the statuses that send it, and not again in each group', () => {
    const layout = responseLayout(en, doc, byId('createBooking').responses);
    assert.deepEqual(
      layout.sharedHeaders.map(({ statuses, headers }) => [statuses.join(' '), headers.map((h) => h.name)]),
      [['201 400 401 403 404 429 500', ['X-RateLimit-Limit', 'X-RateLimit-Remaining']]],
    );
    assert.deepEqual(
      layout.groups.map((group) => group.headers.map((header) => header.name)),
      [[], [], ['Retry-After']],
    );
  });

  it('leave each status of one answer as it was, and name a body that is an array of a model', () => {
    const layout = responseLayout(en, doc, byId('getBooking').responses);
    assert.deepEqual(layout.groups.map(groupHeading), ['200 — Booking', '404 — Problem']);
    assert.deepEqual(layout.sharedHeaders, []);
    assert.deepEqual(responseLayout(en, doc, byId('listRooms').responses).groups.map(groupHeading), [
      '200 — array of Room',
    ]);
  });
});
