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

      // Without --base, the base is read from the pages' links.
      const found = run(site.distDir, site.documentFile, '--prefix', 'petstore');
      assert.equal(found.status, 0, found.stdout + found.stderr);
      assert.match(found.stdout, /^base \/docs\/ \(read from the pages' links; --base gives another\)$/m);
      assert.match(found.stdout, /site contract: OK/);

      const wrongBase = run(site.distDir, site.documentFile, '--prefix', 'petstore', '--base', '/');
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

  it('says what it checks and what each option does with --help', () => {
    const result = run('--help');
    assert.equal(result.status, 0);
    assert.match(result.stdout, /^usage: npm run check:site -- DIST DOCUMENT/);
    assert.match(
      result.stdout,
      /--base \/docs\/ +the path the site is served under; by default read from the pages' own links/,
    );
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
