// A document the build has checked is not checked again by the model's stage, and is taken as the check parsed
// it; an edited file is checked anew (astro dev).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DocumentError } from '../../../src/pipeline/1-load/documentError.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { CheckedSources } from '../../../src/pipeline/2-validate/checkedSources.ts';

const dir = mkdtempSync(join(tmpdir(), 'validated-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// A path that is not a path: the check's error, which resolveDocument repeats for documents nobody checked.
const BROKEN = 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  pets: {}\n';

describe('documents the build has checked', () => {
  it('are not checked again by resolveDocument, until the file changes', async () => {
    const file = join(dir, 'api.yaml');
    writeFileSync(file, BROKEN);
    const checked = new CheckedSources();
    await assert.rejects(resolveDocument(loadDocument(file)), DocumentError);
    checked.mark(loadDocument(file));
    assert.equal(checked.has(file), true);
    await resolveDocument(loadDocument(file), { checked: checked.has(file) });
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.equal(checked.has(file), false);
    await assert.rejects(resolveDocument(loadDocument(file), { checked: checked.has(file) }), /path "pets" must/);
  });

  it('hand their parsed data to the model once', () => {
    const file = join(dir, 'other.yaml');
    writeFileSync(file, 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n');
    const source = loadDocument(file);
    const checked = new CheckedSources();
    checked.mark(source);
    assert.equal(checked.take(file), source.data);
    assert.equal(checked.take(file), undefined, 'taken once: the model dereferences it in place');
    assert.equal(checked.has(file), true);
  });
});
