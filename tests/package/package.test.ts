// The package as a user gets it (npm pack, installed from the tarball into a folder of its own, offline): its CLI
// builds a document named in a repository's folder (beside its package.json and other YAML), under a base path,
// and the site passes the contract;
// `init` writes a project that builds; the MCP server answers an agent over stdio with the built site's content.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { installedPackage, runCli, userFolder } from './installedPackage.ts';

const PETSTORE = resolve('openapi/petstore.yaml');
let bin: string;
let packageRoot: string;

before(() => {
  const installed = installedPackage();
  bin = installed.bin;
  packageRoot = join(installed.dir, 'node_modules', 'astro-openapi-reference');
});

test("build: a document named beside a repository's other files becomes a site under its base path that passes the contract", async (t) => {
  const dir = userFolder(t);
  cpSync(PETSTORE, join(dir, 'petstore.yaml'));
  // What a repository keeps beside its openapi.yaml: none of it is a document to build.
  writeFileSync(join(dir, 'package.json'), '{ "name": "my-api", "private": true }\n');
  writeFileSync(join(dir, 'compose.yaml'), 'services:\n  api:\n    image: my-api\n');
  const run = runCli(bin, ['build', 'petstore.yaml', '--out', 'site', '--base', '/docs/'], dir);
  assert.equal(run.status, 0, run.stderr);
  const { problems, base, stats } = await checkSite({ distDir: join(dir, 'site'), documentFile: PETSTORE });
  assert.deepEqual(problems, []);
  assert.equal(base, '/docs/');
  assert.equal(stats.operationsExpected, 12);
  assert.ok(stats.pagesChecked > 0);
});

test('build: an output folder on another file system (a tmpfs) gets the whole site in place of what it held, its .git kept', async (t) => {
  const dir = userFolder(t);
  if (!existsSync('/dev/shm') || statSync('/dev/shm').dev === statSync(dir).dev)
    return t.skip('no second file system (/dev/shm) here');
  const out = mkdtempSync('/dev/shm/api-site-');
  t.after(() => rmSync(out, { recursive: true, force: true }));
  mkdirSync(join(out, '.git'));
  writeFileSync(join(out, '.git', 'HEAD'), 'ref: refs/heads/gh-pages\n');
  writeFileSync(join(out, 'old-page.html'), 'from the build before');
  cpSync(PETSTORE, join(dir, 'petstore.yaml'));
  // A build that fails once its pages are made (its output "folder" a file) leaves the file, and nothing of itself.
  writeFileSync(`${out}.txt`, 'not a folder');
  t.after(() => rmSync(`${out}.txt`, { force: true }));
  const failed = runCli(bin, ['build', 'petstore.yaml', '--out', `${out}.txt`], dir);
  assert.equal(failed.status, 1);
  assert.equal(readFileSync(`${out}.txt`, 'utf8'), 'not a folder');
  // Astro renamed its assets across the two file systems: EXDEV, and no site.
  const run = runCli(bin, ['build', 'petstore.yaml', '--out', out], dir);
  assert.equal(run.status, 0, run.stderr);
  const { problems, stats } = await checkSite({ distDir: out, documentFile: PETSTORE });
  assert.deepEqual(problems, []);
  assert.equal(stats.operationsExpected, 12);
  assert.equal(readFileSync(join(out, '.git', 'HEAD'), 'utf8'), 'ref: refs/heads/gh-pages\n');
  assert.equal(existsSync(join(out, 'old-page.html')), false);
  const staged = existsSync(join(packageRoot, '.astro')) ? readdirSync(join(packageRoot, '.astro')) : [];
  assert.deepEqual(
    staged.filter((name) => name.startsWith('output-')),
    [],
    'no build left its folder in the package',
  );
});

test('build: a broken document is reported with its file and line, exit 1; a usage error exits 2', (t) => {
  const dir = userFolder(t);
  cpSync(resolve('tests/fixtures/broken/invalid-yaml/api.yaml'), join(dir, 'api.yaml'));
  const broken = runCli(bin, ['build', 'api.yaml'], dir);
  assert.equal(broken.status, 1);
  assert.match(broken.stdout + broken.stderr, new RegExp(`${join(dir, 'api.yaml')}:\\d+:\\d+`));
  assert.equal(existsSync(join(dir, 'dist')), false);
  const usage = runCli(bin, ['build', '--out'], dir);
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /--out needs a value/);
});

test('on a Node older than it needs, the command starts again on the Node the package brings', (t) => {
  // The machine's own Node, when it is such an older one (Debian's Node 20 here).
  const older = '/usr/bin/node';
  const version = existsSync(older) ? spawnSync(older, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  const [major, minor] = version.slice(1).split('.').map(Number);
  if (!version || major > 22 || (major === 22 && minor >= 18)) return t.skip(`no Node older than 22.18 at ${older}`);
  const dir = userFolder(t);
  cpSync(PETSTORE, join(dir, 'petstore.yaml'));
  const run = spawnSync(older, [bin, 'validate', 'petstore.yaml'], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /✔ petstore\.yaml: OpenAPI 3\.0\.3, 12 operations/);
});

test('init: the project it writes builds, with its configuration and its guide', (t) => {
  const dir = userFolder(t);
  const init = runCli(bin, ['init'], dir);
  assert.equal(init.status, 0, init.stderr);
  for (const file of ['site.config.json', '.github/workflows/api-reference.yml', 'guides/getting-started.md']) {
    assert.ok(existsSync(join(dir, file)), file);
  }
  const build = runCli(bin, ['build'], dir);
  assert.equal(build.status, 0, build.stderr);
  const { title } = JSON.parse(readFileSync(join(dir, 'site.config.json'), 'utf8'));
  assert.match(readFileSync(join(dir, 'dist/index.html'), 'utf8'), new RegExp(`<title>[^<]*${title}`));
  assert.match(readFileSync(join(dir, 'dist/guides/getting-started/index.html'), 'utf8'), /how to get a key/);
});

test('mcp: initialize, tools/list and each tool answer over stdio with the built site content', async (t) => {
  const dir = userFolder(t);
  cpSync(resolve('tests/fixtures/versions'), join(dir, 'openapi'), { recursive: true });
  const build = runCli(bin, ['build'], dir);
  assert.equal(build.status, 0, build.stderr);

  const client = new Client({ name: 'package-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', 'dist'], cwd: dir, stderr: 'inherit' }),
  );
  try {
    assert.equal(client.getServerVersion()?.name, 'astro-openapi-reference');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'get_model',
      'get_operation',
      'list_apis',
      'list_changes',
      'search_reference',
    ]);
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const result = (await client.callTool({ name, arguments: args })) as {
        content: { type: string; text: string }[];
        isError?: boolean;
      };
      assert.notEqual(result.isError, true, `${name}: ${result.content[0]?.text}`);
      return result.content.map((part) => part.text).join('\n');
    };
    const fixture = readFileSync('tests/fixtures/versions/petshop/2.1.0.yaml', 'utf8');
    const title = /^ {2}title: (.+)$/m.exec(fixture)![1];
    assert.match(await call('list_apis'), new RegExp(`${title} 2\\.1\\.0 .*\\d+ operations`));
    const found = await call('search_reference', { query: 'pets' });
    const first = /^- operation (\w+ [^\s:]+)/m.exec(found)![1];
    // "shop" names a parameter only: the search index's record of the page finds it.
    assert.match(await call('search_reference', { query: 'shop' }), /^- operation GET \/pets: /m);
    const operation = await call('get_operation', { name: first });
    assert.match(operation, new RegExp(`^# `, 'm'));
    assert.ok(operation.includes(first.split(' ')[1]), operation.slice(0, 300));
    const model = /^- \[(\w+)\]\(.*\/schemas\//m.exec(readFileSync(join(dir, 'dist/llms.txt'), 'utf8'))![1];
    assert.match(await call('get_model', { name: model }), new RegExp(`^# ${model}`, 'm'));
    const changes = await call('list_changes', { since: '1.0.0' });
    assert.match(changes, /2\.1\.0[\s\S]*2\.0\.0/);
    assert.doesNotMatch(changes, /^## .*1\.0\.0/m);
  } finally {
    await client.close();
  }
});
