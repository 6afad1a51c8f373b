import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { load } from 'js-yaml';
import { makeDownloads } from '../../../src/integration/downloadFiles.ts';
import { downloadTexts } from '../../../src/presentation/downloads.ts';

const YAML_SOURCE = 'tests/fixtures/features/features-3-1.yaml';

test("a document's two downloads hold the same data, from YAML and from JSON alike", () => {
  const folder = mkdtempSync(join(tmpdir(), 'downloads-'));
  try {
    // The same document as JSON: written from the data it parses to, the YAML is what the JSON text read back gives.
    const data = load(readFileSync(YAML_SOURCE, 'utf8'));
    const jsonSource = join(folder, 'features.json');
    writeFileSync(jsonSource, JSON.stringify(data, null, 2));
    makeDownloads({ documents: [YAML_SOURCE, jsonSource], folder: join(folder, 'out') });
    const read = (name: string) => readFileSync(join(folder, 'out', name), 'utf8');
    for (const index of [0, 1]) assert.deepEqual(load(read(`${index}.yaml`)), JSON.parse(read(`${index}.json`)));
    // As written through openapi.json's text, the way a YAML document's data goes.
    assert.equal(read('1.yaml'), downloadTexts(JSON.parse(readFileSync(jsonSource, 'utf8')), false).yaml);
    assert.equal(read('0.json'), read('1.json'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
