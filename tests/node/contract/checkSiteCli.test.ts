import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { validPages, writeSite } from './siteFixture.ts';

const script = fileURLToPath(new URL('../../../scripts/check-site.ts', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('scripts/check-site.ts', () => {
  it('exits 0 on a valid site and 1 with the problems on a broken one, for a prefixed document', () => {
    const site = writeSite(
      Object.fromEntries(
        Object.entries(validPages()).map(([page, html]) => [page, html.replaceAll('href="/', 'href="/docs/petstore/')]),
      ),
      undefined,
      'petstore',
    );
    try {
      const ok = run(site.distDir, site.documentFile, '--prefix', 'petstore', '--base', '/docs/');
      assert.equal(ok.status, 0, ok.stdout + ok.stderr);
      assert.match(ok.stdout, /operationsExpected: 3, operationElements: 3/);
      assert.match(ok.stdout, /site contract: OK/);

      const wrongBase = run(site.distDir, site.documentFile, '--prefix', 'petstore');
      assert.equal(wrongBase.status, 1);
      assert.match(wrongBase.stdout, /no page or file at \/docs\/petstore\/schemas\//);

      const outside = run(site.distDir, site.documentFile, '--prefix', 'other');
      assert.equal(outside.status, 1);
      assert.match(outside.stdout, /no \.html page under/);
      assert.match(outside.stdout, /missing: no \[data-operation="GET \/pets"\]/);
    } finally {
      site.cleanup();
    }
  });

  it('exits 2 with the usage when arguments are wrong, and when the document cannot be read', () => {
    const result = run('dist');
    assert.equal(result.status, 2);
    assert.match(result.stderr, /usage:/);
    const unreadable = run('dist', 'no-such-document.yaml');
    assert.equal(unreadable.status, 2);
    assert.match(unreadable.stderr, /check-site: .*no-such-document\.yaml/);
    assert.throws(() => execFileSync(process.execPath, [script, '--nope', 'a', 'b'], { stdio: 'pipe' }));
  });
});
