import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'js-yaml';
import { lifecycleOf, stabilityNotesOf } from '../../../src/pipeline/4-normalize/lifecycle.ts';
import { plainText } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { isoDate } from '../../../src/shared/isoDate.ts';

/** An operation written as YAML, parsed the way documents are (a bare date becomes a Date). */
const op = (yaml: string) => load(yaml) as Record<string, unknown>;

describe('deprecation', () => {
  it('comes from deprecated: true and from vendor flags that say the same', () => {
    assert.equal(lifecycleOf(op('deprecated: true')).deprecated, true);
    assert.equal(lifecycleOf(op('x-deprecated: true')).deprecated, true);
    assert.equal(lifecycleOf(op('x-release-status: DEPRECATED')).deprecated, true);
    assert.equal(lifecycleOf(op('x-ms-deprecation: { date: 2024-01-01, removalDate: 2025-01-01 }')).deprecated, true);
  });
  it('is absent otherwise, including for false flags and an empty Microsoft record', () => {
    for (const yaml of [
      'summary: x',
      'deprecated: false',
      'x-deprecated: "true"',
      'x-release-status: PUBLIC',
      'x-ms-deprecation: {}',
    ]) {
      assert.equal(lifecycleOf(op(yaml)).deprecated, false, yaml);
    }
  });
});

describe('sunset date', () => {
  it('reads x-sunset as a YAML date, a quoted date or a timestamp', () => {
    assert.equal(lifecycleOf(op('x-sunset: 2027-06-30')).sunset, '2027-06-30');
    assert.equal(lifecycleOf(op('x-sunset: "2027-06-30"')).sunset, '2027-06-30');
    assert.equal(lifecycleOf(op('x-sunset: "2027-06-30T12:00:00Z"')).sunset, '2027-06-30');
  });
  it('reads x-deprecated-sunset, GitHub and Microsoft removal dates', () => {
    assert.equal(lifecycleOf(op('x-deprecated-sunset: 2026-01-15')).sunset, '2026-01-15');
    assert.equal(
      lifecycleOf(op('x-github: { githubCloudOnly: false, removalDate: "2025-10-01" }')).sunset,
      '2025-10-01',
    );
    assert.equal(lifecycleOf(op('x-ms-deprecation: { removalDate: "2026-03-31T00:00:00Z" }')).sunset, '2026-03-31');
  });
  it('reads a Sunset response header documented with an HTTP date, in any letter case', () => {
    const yaml = `
responses:
  '200':
    description: ok
    headers:
      sunset:
        schema: { type: string, example: 'Sat, 31 Oct 2026 23:59:59 GMT' }`;
    assert.equal(lifecycleOf(op(yaml)).sunset, '2026-10-31');
    const onHeader = `
responses:
  '200': { description: ok, headers: { Sunset: { example: 'Wed, 01 Apr 2026 00:00:00 GMT', schema: { type: string } } } }`;
    assert.equal(lifecycleOf(op(onHeader)).sunset, '2026-04-01');
  });
  it('prefers x-sunset, and ignores what is not a date', () => {
    assert.equal(lifecycleOf(op('{ x-sunset: 2027-01-01, x-deprecated-sunset: 2026-01-01 }')).sunset, '2027-01-01');
    assert.equal(lifecycleOf(op('x-sunset: soon')).sunset, undefined);
    assert.equal(lifecycleOf(op('x-sunset: ""')).sunset, undefined);
    assert.equal(lifecycleOf(op('summary: none')).sunset, undefined);
  });
  it('isoDate accepts Dates, ISO strings and HTTP dates only', () => {
    assert.equal(isoDate(new Date('2027-06-30T00:00:00Z')), '2027-06-30');
    assert.equal(isoDate(new Date('invalid')), undefined);
    assert.equal(isoDate(20270630), undefined);
    assert.equal(isoDate('Tue, 30 Jun 2027 00:00:00 GMT'), '2027-06-30');
  });
});

describe('stability', () => {
  it('keeps x-stability as written, in lower case', () => {
    assert.equal(lifecycleOf(op('x-stability: beta')).stability, 'beta');
    assert.equal(lifecycleOf(op('x-stability: Experimental')).stability, 'experimental');
    assert.equal(lifecycleOf(op('x-stability: " Alpha "')).stability, 'alpha');
    assert.equal(lifecycleOf(op('x-stability: limited-availability')).stability, 'limited-availability');
  });
  it('normalizes vendor aliases to lower-case values', () => {
    assert.equal(lifecycleOf(op('x-scalar-stability: experimental')).stability, 'experimental');
    assert.equal(lifecycleOf(op('x-maturity: [GA]')).stability, 'stable');
    assert.equal(lifecycleOf(op('x-maturity: [Beta]')).stability, 'beta');
    assert.equal(lifecycleOf(op('x-maturity: [Preview]')).stability, 'preview');
    assert.equal(lifecycleOf(op('x-release-status: BETA')).stability, 'beta');
    assert.equal(lifecycleOf(op('x-release-status: PUBLIC')).stability, 'stable');
    assert.equal(lifecycleOf(op('x-beta: true')).stability, 'beta');
    assert.equal(lifecycleOf(op('x-experimental: true')).stability, 'experimental');
  });
  it('prefers x-stability to an alias; a deprecated release status is a deprecation, not a stability', () => {
    assert.equal(lifecycleOf(op('{ x-stability: alpha, x-beta: true }')).stability, 'alpha');
    const square = lifecycleOf(op('x-release-status: DEPRECATED'));
    assert.equal(square.stability, undefined);
    assert.equal(square.deprecated, true);
  });
  it('is absent without a marker, and for false or empty ones', () => {
    for (const yaml of ['summary: x', 'x-beta: false', 'x-experimental: "yes"', 'x-stability: ""', 'x-maturity: []']) {
      assert.equal(lifecycleOf(op(yaml)).stability, undefined, yaml);
    }
  });
});

describe('what the document says of a stability', () => {
  // Twilio's documents: the root's x-maturity lists each maturity with its words.
  const twilio = op(`x-maturity:
  - { name: GA, description: This product is Generally Available. }
  - { name: Beta, description: PLEASE NOTE that this is a Beta product that is subject to change. }
  - { name: Preview }`);
  const notes = stabilityNotesOf(twilio);
  const note = (yaml: string) => lifecycleOf(op(yaml), notes).stabilityNote;

  it('comes with a stability other than stable, in the document’s words', () => {
    const [, beta] = twilio['x-maturity'] as { description: string }[];
    assert.equal(plainText(note('x-maturity: [Beta]')!), beta.description);
    assert.equal(lifecycleOf(op('x-maturity: [Beta]'), notes).stability, 'beta');
  });
  it('is absent for stable, for a maturity the document says nothing of, and without a stability', () => {
    for (const yaml of ['x-maturity: [GA]', 'x-maturity: [Preview]', 'summary: x'])
      assert.equal(note(yaml), undefined, yaml);
    assert.equal(lifecycleOf(op('x-maturity: [Beta]')).stabilityNote, undefined);
  });
});
