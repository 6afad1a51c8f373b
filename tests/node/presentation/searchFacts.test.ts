import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument, Site } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { searchFacts } from '../../../src/presentation/searchFacts.ts';
import { keyFilter } from '../../../src/shared/searchKey.ts';
import { operationTitle } from '../../../src/presentation/titles.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

// The filters each page hands the search index (tests/e2e/search.spec.ts checks the order they make in a browser).

async function document(name: string, prefix: string): Promise<ApiDocument> {
  const file = resolve(`tests/fixtures/search/openapi/${name}.yaml`);
  const resolved = await resolveDocument({ file, data: loadDocument(file).data });
  return normalizeDocument(resolved, { id: name, prefix, tryIt: true });
}

const urls = siteUrls('/');
let telescopes: ApiDocument;
let harbour: ApiDocument;
let several: Site;
before(async () => {
  telescopes = await document('telescopes', 'telescopes');
  harbour = await document('harbour', 'harbour');
  several = { config: {}, documents: [telescopes, harbour] } as unknown as Site;
});
const values = (filters: [string, string][], key: string) => filters.filter(([k]) => k === key).map(([, v]) => v);
/** The keys a page is filed under, each checked to be in the filter its key says. */
const names = (filters: [string, string][]) =>
  filters
    .filter(([filter]) => /^name\d+$/.test(filter))
    .map(([filter, key]) => {
      assert.equal(filter, keyFilter(key));
      return key;
    });

describe('the filters a page hands the search index', () => {
  it('an operation: its kind, its API, and the keys of its title, operationId, method and path, and path', () => {
    const op = harbour.operations.find((each) => each.operationId === 'bookBerth')!;
    const title = operationTitle(op);
    const url = new URL(`http://x${urls.operation(harbour, op)}`);
    const facts = searchFacts({ url, site: several, urls, title, doc: harbour, operation: op });
    assert.deepEqual(values(facts.filters, 'kind'), ['operation']);
    assert.deepEqual(values(facts.filters, 'api'), ['harbour']);
    assert.deepEqual(values(facts.filters, 'apiTitle'), [harbour.info.title]);
    // Metadata holds only words the page says anyway: Pagefind searches it.
    assert.deepEqual(facts.meta, [
      ['method', 'POST'],
      ['path', '/berths/{berthId}/bookings'],
    ]);
    assert.deepEqual(names(facts.filters), [
      'book a berth',
      'bookberth',
      'post /berths/{berthid}/bookings',
      '/berths/{berthid}/bookings',
    ]);
    assert.equal(facts.api, 'harbour');
  });

  it('a guide of no API belongs to each; one with `document` to its own; a page of one API names it', () => {
    const url = new URL('http://x/guides/visiting/');
    const everywhere = searchFacts({ url, site: several, urls, title: 'Visiting  the site ', kind: 'guide' });
    assert.deepEqual(values(everywhere.filters, 'api'), ['telescopes', 'harbour']);
    assert.deepEqual(names(everywhere.filters), ['visiting the site']);
    assert.equal(everywhere.api, undefined, 'no API comes first from there');
    const one = searchFacts({ url, site: several, urls, title: 'Booking a berth', about: harbour, kind: 'guide' });
    assert.deepEqual(values(one.filters, 'api'), ['harbour']);
    assert.deepEqual(values(one.filters, 'apiTitle'), [harbour.info.title]);
    assert.deepEqual(values(everywhere.filters, 'apiTitle'), [], 'a guide of every API is labelled with none');
    // A listing is not indexed, yet its search button still puts its API first.
    const tags = searchFacts({
      url: new URL('http://x/harbour/tags/x/'),
      site: several,
      urls,
      title: 'x',
      doc: harbour,
    });
    assert.deepEqual(tags.filters, []);
    assert.equal(tags.api, 'harbour');
  });

  it('a site of one API has no API filter and no API to put first', () => {
    const site = { config: {}, documents: [telescopes] } as unknown as Site;
    const facts = searchFacts({
      url: new URL(`http://x${urls.schema(telescopes, 'calibration-run')}`),
      site,
      urls,
      title: 'CalibrationRun',
      doc: telescopes,
    });
    assert.deepEqual(facts.filters, [
      ['kind', 'schema'],
      [keyFilter('calibrationrun'), 'calibrationrun'],
    ]);
    assert.equal(facts.api, undefined);
  });
});
