import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LISTING_PAGE_SIZE, pageCount, pageHolding, pageOf } from '../../../src/presentation/paging.ts';

test('the page that holds an entry is the one pageOf puts it on', () => {
  const entries = Array.from({ length: 2 * LISTING_PAGE_SIZE + 3 }, (_, i) => i);
  for (const index of [0, LISTING_PAGE_SIZE - 1, LISTING_PAGE_SIZE, 2 * LISTING_PAGE_SIZE + 2]) {
    const page = pageHolding(index);
    assert.ok(page >= 1 && page <= pageCount(entries.length));
    assert.ok(pageOf(entries, page).includes(index), `${index} on page ${page}`);
  }
});
