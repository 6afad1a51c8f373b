// `npm run mock -- [DOCUMENT] [--port N]` serves any document of the folder, and says which ones there are.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const folder = mkdtempSync(join(tmpdir(), 'mock-command-'));
copyFileSync('openapi/petstore.yaml', join(folder, 'petstore.yaml'));
copyFileSync('tests/fixtures/features/untagged-3-0.json', join(folder, 'shop.json'));
after(() => rmSync(folder, { recursive: true, force: true }));
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
    const child = spawn(process.execPath, ['scripts/mock.ts', 'petstore', '--port', '0'], { env });
    try {
      const url = await new Promise<string>((found, failed) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /on (http:\/\/127\.0\.0\.1:\d+) /.exec(output);
          if (match) found(match[1]);
        });
        child.once('exit', (code) => failed(new Error(`mock exited with ${code}: ${output}`)));
      });
      const response = await fetch(`${url}/pets/1`);
      assert.equal(response.status, 200);
      assert.equal(typeof ((await response.json()) as { name: unknown }).name, 'string');
    } finally {
      child.kill();
    }
  });
});
