// The Astro integration as a user's existing site gets it from the packed package: a project of its own with one
// page, `apiReference({ documents: 'openapi/', base: '/api/' })` in its astro.config.mjs, built by the installed
// Astro; its page stays, the reference's pages lie under /api/ and pass the contract, with their twins and search.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { installedPackage } from './installedPackage.ts';

const PETSTORE = resolve('openapi/petstore.yaml');

const ASTRO_CONFIG = `import { defineConfig } from 'astro/config';
import { apiReference } from 'astro-openapi-reference/integration';

export default defineConfig({
  base: '/product/',
  integrations: [apiReference({ documents: 'openapi/', base: '/api/' })],
});
`;

const OWN_PAGE = `---
---
<html lang="en"><head><title>Our product</title></head><body><h1>Our product</h1><a href="/product/api/">API</a></body></html>
`;

test('integration: a site of its own with one page gets the reference under /api/, which passes the contract', async (t) => {
  const { dir } = installedPackage();
  // The user's project, whose node_modules (astro and the package, installed from the tarball) lie in the folder above.
  const project = mkdtempSync(join(dir, 'site-'));
  t.after(() => rmSync(project, { recursive: true, force: true }));
  const manifest = (name: string) =>
    JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'our-site',
      private: true,
      type: 'module',
      dependencies: {
        astro: manifest('astro').version,
        'astro-openapi-reference': manifest('astro-openapi-reference').version,
      },
    }),
  );
  writeFileSync(join(project, 'astro.config.mjs'), ASTRO_CONFIG);
  mkdirSync(join(project, 'src/pages'), { recursive: true });
  writeFileSync(join(project, 'src/pages/index.astro'), OWN_PAGE);
  // The site's own icon, which the reference's pages show as the site's other pages do.
  mkdirSync(join(project, 'public'));
  cpSync(resolve('public/favicon.svg'), join(project, 'public/favicon.svg'));
  mkdirSync(join(project, 'openapi'));
  cpSync(PETSTORE, join(project, 'openapi/petstore.yaml'));

  const build = spawnSync(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  assert.equal(build.status, 0, build.stdout + build.stderr);

  const dist = join(project, 'dist');
  assert.match(readFileSync(join(dist, 'index.html'), 'utf8'), /<h1>Our product<\/h1>/);
  const { problems, stats } = await checkSite({
    distDir: dist,
    documentFile: PETSTORE,
    prefix: 'api',
    base: '/product/',
  });
  assert.deepEqual(problems, []);
  assert.equal(stats.operationsExpected, 12);
  assert.ok(stats.pagesChecked > 0);
  // The twins, the downloads, llms.txt and the search index, under the reference's base.
  assert.match(readFileSync(join(dist, 'api/operations/create-pet.md'), 'utf8'), /^# /m);
  for (const file of ['api/openapi.json', 'api/llms.txt', 'api/pagefind/pagefind.js']) {
    assert.ok(existsSync(join(dist, file)), file);
  }
  assert.match(readFileSync(join(dist, 'api/index.html'), 'utf8'), /href="\/product\/api\/operations\//);
  // Search finds every operation, every model and the overview, as on a site of the reference alone.
  const pages = (folder: string) => readdirSync(join(dist, 'api', folder)).filter((name) => !name.includes('.')).length;
  const indexed = Number(/search index: (\d+) pages/.exec(build.stdout)?.[1]);
  assert.equal(indexed, pages('operations') + pages('schemas') + 1, build.stdout);
  // Nothing of ours where the site's own files go: its 404 page, its host files.
  for (const file of ['404.html', '_headers', 'api/404.html', 'api/guides'])
    assert.ok(!existsSync(join(dist, file)), file);
});
