import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { versionBadge } from '../../../src/presentation/titles.ts';

describe('a document’s version badge', () => {
  it('puts a v before a version number, and shows a version that names itself or a date as written', () => {
    assert.equal(versionBadge('1.0.3'), 'v1.0.3');
    assert.equal(versionBadge('2.0-preview'), 'v2.0-preview');
    assert.equal(versionBadge('V2'), 'V2');
    assert.equal(versionBadge('v3'), 'v3');
    assert.equal(versionBadge('beta'), 'beta');
    assert.equal(versionBadge('2024-01-01'), '2024-01-01');
  });
});
