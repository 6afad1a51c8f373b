import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { siteConfigSchema } from '../../../src/config/siteConfigSchema.ts';
import { ResolveProcess } from '../../../src/integration/resolvedAhead.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { CheckedSources } from '../../../src/pipeline/2-validate/checkedSources.ts';
import { descriptionOf } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { loadSite } from '../../../src/pipeline/5-site/loadSite.ts';

const features = resolve('tests/fixtures/features');
/** Description links to resolve, shared and cyclic schemas (3.1); a Swagger 2.0 document upgraded on the way. */
const files = [join(features, 'features-3-1.yaml'), join(features, 'legacy-2-0.yaml')];
const config = siteConfigSchema.parse({});

test('documents resolved in their own process make the model the build makes itself', async () => {
  // The build's own: each document resolved here, its descriptions parsed here.
  const here = await loadSite({ config, openapiDir: features, files });
  const ahead = new ResolveProcess(files);
  try {
    const checked = new CheckedSources();
    for (const file of files) checked.mark(loadDocument(file));
    let answered = 0;
    const elsewhere = await loadSite({
      config,
      openapiDir: features,
      files,
      checked,
      resolvedElsewhere: async (file) => {
        const answer = await ahead.take(file);
        assert.ok(answer, `${file} was resolved by the process`);
        // The process's trees are the ones this process parsed (and keeps: the model below shares them).
        for (const [text, description] of answer.descriptions) assert.deepEqual(description, descriptionOf(text));
        answered += 1;
        return answer;
      },
    });
    assert.equal(answered, files.length);
    // Named schemas stay links and cycles stay cycles only where dereferencing kept each schema one object: the
    // structured clone the process answers in keeps it so.
    assert.deepEqual(elsewhere, here);
    assert.equal(await ahead.take(files[0]), undefined, 'each document is answered once');
  } finally {
    ahead.stop();
  }
});

test('a document the process cannot read is left to the build, which reports it as it always does', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'resolved-ahead-'));
  try {
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, '{ "openapi": "3.1.0", "info": ');
    const ahead = new ResolveProcess([broken, files[1]]);
    assert.equal(await ahead.take(broken), undefined);
    assert.ok(await ahead.take(files[1]), 'the next document is answered all the same');
    ahead.stop();
    await assert.rejects(loadSite({ config, openapiDir: folder, files: [broken] }), /broken\.json.*invalid JSON/s);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
