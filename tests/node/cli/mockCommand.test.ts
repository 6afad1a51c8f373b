// `npm run mock -- [DOCUMENT] [--port N]` serves any document of the folder, and says which ones there are.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

const folder = mkdtempSync(join(tmpdir(), 'mock-command-'));
copyFileSync('openapi/petstore.yaml', join(folder, 'petstore.yaml'));
copyFileSync('tests/fixtures/features/untagged-3-0.json', join(folder, 'shop.json'));
// Formats Ajv does not know, used by several parameters and fields of several operations.
const prices = join(mkdtempSync(join(tmpdir(), 'mock-formats-')), 'prices.yaml');
writeFileSync(
  prices,
  `openapi: 3.1.0
info: { title: Prices, version: '1' }
paths:
  /prices/{sku}:
    get:
      parameters:
        - { name: sku, in: path, required: true, schema: { type: string, format: sku } }
        - { name: at, in: query, schema: { type: string, format: decimal } }
      responses: { '200': { description: ok } }
    put:
      parameters: [{ name: sku, in: path, required: true, schema: { type: string, format: sku } }]
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { amount: { type: string, format: decimal }, phone: { type: string, format: phone } } }
      responses: { '200': { description: ok } }
`,
);
after(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(dirname(prices), { recursive: true, force: true });
});

/** Starts `npm run mock` with `args`; its address once it listens, and what it printed until then. */
function startMock(args: string[]) {
  const child = spawn(process.execPath, ['scripts/mock.ts', ...args], { env });
  let output = '';
  const listening = new Promise<string>((found, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+) /.exec(output);
      if (match) found(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => failed(new Error(`mock exited with ${code}: ${output}`)));
  });
  return { child, listening, output: () => output };
}
const env = { ...process.env, OPENAPI_DIR: folder };

describe('npm run mock', () => {
  it('lists the documents and exits 2 when there are several and none is named', () => {
    const result = spawnSync(process.execPath, ['scripts/mock.ts'], { encoding: 'utf8', env });
    assert.equal(result.status, 2);
    assert.match(
      result.stderr,
      /2 documents: name the one to mock:\n {2}petstore {2}\(.*petstore\.yaml\)\n {2}shop {2}/,
    );
    assert.match(result.stderr, /usage: npm run mock -- \[DOCUMENT\] \[--port N\]/);
  });

  it('says so for a name that is no document', () => {
    const result = spawnSync(process.execPath, ['scripts/mock.ts', 'nope'], { encoding: 'utf8', env });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /no document "nope": name a file, or one of these:/);
  });

  it('serves the document named, on the port asked for', async () => {
    const { child, listening } = startMock(['petstore', '--port', '0']);
    try {
      const url = await listening;
      const response = await fetch(`${url}/pets/1`);
      assert.equal(response.status, 200);
      assert.equal(typeof ((await response.json()) as { name: unknown }).name, 'string');
    } finally {
      child.kill();
    }
  });

  it('names each format it cannot check once, instead of a warning per schema', async () => {
    const { child, listening, output } = startMock([prices, '--port', '0']);
    try {
      const url = await listening;
      assert.equal((await fetch(`${url}/prices/A-1?at=12.50`)).status, 200);
      await new Promise((settled) => setTimeout(settled, 200));
      assert.doesNotMatch(output(), /unknown format/);
      const lines = output()
        .split('\n')
        .filter((line) => line && !line.startsWith('mock server for '));
      assert.deepEqual(lines, [
        'formats it does not know, so not checked (any value of the type passes): "decimal", "phone", "sku"',
      ]);
    } finally {
      child.kill();
    }
  });
});
