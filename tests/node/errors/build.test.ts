import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { RESOLVED_APART } from '../../../src/integration/documentSize.ts';
import { checkFolder, formatReport } from '../../../src/pipeline/2-validate/checkDocuments.ts';
import { astroBuild, buildDir, ROOT } from '../../support/astroBuild.ts';

const work = buildDir('broken');
after(() => rmSync(work, { recursive: true, force: true }));
const fixture = (name: string) => join(ROOT, 'tests/fixtures/broken', name);

describe('astro build with a broken document', () => {
  it('stops before writing anything: one clean report, no stack trace, exit 1', async () => {
    const outDir = join(work, 'never-written');
    const { status, stderr, stdout } = await astroBuild(fixture('invalid-yaml'), outDir);
    assert.equal(status, 1, `${stdout}\n${stderr}`);
    assert.match(stderr, /^✖ 1 error in 1 file: the API reference was not built\.$/m);
    assert.match(
      stderr,
      /^error: tests\/fixtures\/broken\/invalid-yaml\/api\.yaml:9:6: invalid YAML: bad indentation of a mapping entry$/m,
    );
    assert.match(stderr, /^ {4}> 9 \| {6}responses:$/m);
    assert.doesNotMatch(`${stdout}${stderr}`, /^\s+at /m, 'no stack trace');
    assert.equal((stderr.match(/^error: /gm) ?? []).length, 1);
    assert.equal(existsSync(outDir), false, 'no output folder');
  });

  it('leaves the previous site as it was, with nothing new in it', async () => {
    const outDir = join(work, 'previous-site');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), '<p>the last good build</p>');
    const { status, stderr } = await astroBuild(fixture('missing-file-ref'), outDir);
    assert.equal(status, 1, stderr);
    assert.match(
      stderr,
      /^error: tests\/fixtures\/broken\/missing-file-ref\/api\.yaml:11:7 #\/components\/schemas\/Owner\/\$ref: \$ref "\.\/shared\/owner\.yaml" points to a file that does not exist/m,
    );
    assert.deepEqual(readdirSync(outDir), ['index.html']);
  });

  it('reports a large document, which a process of its own resolves meanwhile, as it reports any other', async () => {
    const folder = join(work, 'large');
    mkdirSync(folder);
    const file = join(folder, 'kilns.yaml');
    const schemas = Array.from(
      { length: 3000 },
      (_, index) =>
        `    Kiln${index}:\n      type: object\n      description: ${'A kiln, fired by the hour. '.repeat(12)}\n`,
    );
    writeFileSync(
      file,
      `openapi: 3.0.3
info: { title: Kilns, version: '1' }
paths:
  /firings:
    get:
      parameters: [{ name: kiln, in: body }]
      responses: { '200': { description: Fired } }
components:
  schemas:
${schemas.join('')}`,
    );
    assert.ok(statSync(file).size >= RESOLVED_APART, 'resolved in a process of its own (integration/resolvedAhead.ts)');
    const outDir = join(work, 'never-written-large');
    const { status, stderr, stdout } = await astroBuild(folder, outDir);
    assert.equal(status, 1, `${stdout}\n${stderr}`);
    // The report the build's own check writes, here in the test's process.
    const local = formatReport(checkFolder(folder), { cwd: ROOT });
    assert.match(local, /^error: .*kilns\.yaml:6:\d+ #\/paths\/~1firings\/get\/parameters\/0\/in: "in" is "body"/m);
    assert.ok(stderr.includes(local), `${stderr}\n---\n${local}`);
    assert.equal(existsSync(outDir), false, 'no output folder');
  });

  it('names a documents folder that does not exist, in the same one report', async () => {
    const missing = join(work, 'no-such-folder');
    const outDir = join(work, 'never-written-either');
    const { status, stderr, stdout } = await astroBuild(missing, outDir);
    assert.equal(status, 1, `${stdout}\n${stderr}`);
    // Named from the project's folder, as the report names every file.
    const report = `error: ${relative(ROOT, missing)}: no such folder: put your OpenAPI documents`;
    assert.ok(
      stderr.split('\n').some((line) => line.startsWith(report)),
      stderr,
    );
    assert.doesNotMatch(`${stdout}${stderr}`, /^\s+at |triggerUncaughtException/m, 'no stack trace');
    assert.equal(existsSync(outDir), false, 'no output folder');
  });
});
