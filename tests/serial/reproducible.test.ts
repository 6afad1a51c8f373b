// Two clean builds of the same inputs write the same bytes, search index included: hosts and CDNs then upload
// only what changed. Two sites: the Petstore, and the Petstore beside a second document (a home page, prefixes).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuild, buildDir } from '../support/astroBuild.ts';

const work = buildDir('reproducible');
after(() => rmSync(work, { recursive: true, force: true }));

/** Every file below `dir` (relative path → sha256 of its bytes). */
function digests(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

async function buildTwice(name: string, openapiDir: string): Promise<[Map<string, string>, Map<string, string>]> {
  const outputs = [join(work, `${name}-1`), join(work, `${name}-2`)];
  for (const out of outputs) {
    const run = await astroBuild(openapiDir, out);
    assert.equal(run.status, 0, run.stderr);
    // The page list a user reads: one page a line, no timing standing alone (src/cli/routeLog.mjs).
    const lines = run.stdout.split('\n');
    assert.deepEqual(
      lines.filter((line) => (line.match(/├─/g) ?? []).length > 1),
      [],
      'pages run together',
    );
    assert.deepEqual(
      lines.filter((line) => /^\s*\(\+[\d.]+m?s\)\s*$/.test(line)),
      [],
      'orphan timings',
    );
    assert.ok(
      lines.some((line) => /├─ \/.*index\.html$/.test(line)),
      'the page list is still there',
    );
  }
  return [digests(outputs[0]), digests(outputs[1])];
}

function assertSame([first, second]: [Map<string, string>, Map<string, string>]): void {
  assert.deepEqual([...second.keys()].sort(), [...first.keys()].sort(), 'the same files');
  const differing = [...first].filter(([path, digest]) => second.get(path) !== digest).map(([path]) => path);
  assert.deepEqual(differing, [], 'the same bytes in every file');
  assert.ok(
    [...first.keys()].some((path) => path.startsWith('pagefind/')),
    'the search index is compared too',
  );
}

describe('reproducible output', () => {
  it('builds the Petstore twice into byte-identical sites', async () => {
    assertSame(await buildTwice('petstore', 'openapi'));
  });
  it('builds two documents twice into byte-identical sites', async () => {
    const openapiDir = join(work, 'openapi');
    mkdirSync(openapiDir, { recursive: true });
    copyFileSync('openapi/petstore.yaml', join(openapiDir, 'petstore.yaml'));
    writeFileSync(
      join(openapiDir, 'things.yaml'),
      `openapi: 3.1.0
info: { title: Things, version: '1' }
servers: [{ url: 'https://{region}.things.example.com/v1', variables: { region: { default: eu } } }]
paths:
  /things/{id}:
    get:
      operationId: getThing
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: A thing, content: { application/json: { schema: { $ref: '#/components/schemas/Thing' } } } } }
components: { schemas: { Thing: { type: object, properties: { id: { type: string }, name: { type: string } } } } }
`,
    );
    assertSame(await buildTwice('two', openapiDir));
  });
});
