import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'js-yaml';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { hidesTryIt, tryItEnabled } from '../../../src/pipeline/4-normalize/tryIt.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';

const DOCUMENT = `
openapi: 3.1.0
info: { title: Try it, version: '1' }
paths:
  /open:
    get: { responses: { '200': { description: ok } } }
  /hidden:
    get: { x-hideTryItPanel: true, responses: { '200': { description: ok } } }
  /replay:
    get: { x-hideReplay: true, responses: { '200': { description: ok } } }
  /shown:
    get: { x-hideTryItPanel: false, responses: { '200': { description: ok } } }
webhooks:
  petAdded:
    post: { responses: { '200': { description: ok } } }
`;

/** Operation path (or webhook name) → whether it gets a try-it panel, through the real pipeline. */
async function panels(yaml: string, siteTryIt = true): Promise<Record<string, boolean>> {
  const data = load(yaml) as Record<string, unknown>;
  const resolved = await resolveDocument({ file: 'try-it.yaml', data });
  const doc = normalizeDocument(resolved, { id: 'try-it', prefix: '', tryIt: siteTryIt });
  return Object.fromEntries([...doc.operations, ...doc.webhooks].map((op) => [op.path, op.tryIt]));
}

describe('the try-it switch', () => {
  it('is x-hideTryItPanel: true or Redocly’s x-hideReplay: true', () => {
    assert.equal(hidesTryIt({ 'x-hideTryItPanel': true }), true);
    assert.equal(hidesTryIt({ 'x-hideReplay': true }), true);
    assert.equal(hidesTryIt({ 'x-hideTryItPanel': 'true' }), false);
    assert.equal(hidesTryIt({}), false);
    assert.equal(tryItEnabled({}, 'operation', false), false);
    assert.equal(tryItEnabled({}, 'webhook', true), false);
  });
  it('on an operation removes its panel only', async () => {
    assert.deepEqual(await panels(DOCUMENT), {
      '/open': true,
      '/hidden': false,
      '/replay': false,
      '/shown': true,
      petAdded: false,
    });
  });
  it('on the document root removes every panel', async () => {
    const all = await panels(`x-hideTryItPanel: true\n${DOCUMENT}`);
    assert.deepEqual(Object.values(all), [false, false, false, false, false]);
    const replay = await panels(`x-hideReplay: true\n${DOCUMENT}`);
    assert.deepEqual(Object.values(replay), [false, false, false, false, false]);
  });
  it('in the site configuration (tryIt: false) removes every panel', async () => {
    assert.deepEqual(Object.values(await panels(DOCUMENT, false)), [false, false, false, false, false]);
  });
});
