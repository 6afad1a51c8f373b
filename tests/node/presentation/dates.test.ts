import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { daysUntil, readableDate, sunsetDistance, sunsetSummary } from '../../../src/presentation/dates.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';

const en = stringsFor('en');

const BUILD = new Date('2026-11-21T23:30:00Z');

describe('dates relative to the build date', () => {
  it('reads a date as words', () => {
    assert.equal(readableDate(en, '2027-06-30'), 'June 30, 2027');
    assert.equal(readableDate(en, '2026-01-01'), 'January 1, 2026');
    assert.equal(readableDate(stringsFor('de'), '2027-06-30'), '30. Juni 2027', "each language's own way");
    assert.equal(readableDate(en, '2027-06-30'), 'June 30, 2027');
  });
  it('counts whole UTC days, whatever the time of the build', () => {
    assert.equal(daysUntil('2026-11-22', BUILD), 1);
    assert.equal(daysUntil('2026-11-21', BUILD), 0);
    assert.equal(daysUntil('2026-11-20', BUILD), -1);
    assert.equal(daysUntil('2027-06-30', new Date('2026-11-21T00:00:01Z')), 221);
  });
  it('says how far the sunset is, or when it passed', () => {
    assert.equal(sunsetDistance(en, '2027-06-30', BUILD), 'sunsets in 221 days');
    assert.equal(sunsetDistance(en, '2026-11-22', BUILD), 'sunsets tomorrow');
    assert.equal(sunsetDistance(en, '2026-11-21', BUILD), 'sunsets today');
    assert.equal(sunsetDistance(en, '2025-06-30', BUILD), 'sunset passed on June 30, 2025');
  });
  it('summarizes a sunset for lists without repeating the date', () => {
    assert.equal(sunsetSummary(en, '2027-06-30', BUILD), 'June 30, 2027 (sunsets in 221 days)');
    assert.equal(sunsetSummary(en, '2025-06-30', BUILD), 'sunset passed on June 30, 2025');
  });
});
