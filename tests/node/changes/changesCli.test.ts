// `npm run changes` run for real: its exit codes (0 / 1 / 2), its --json shape, its text and Markdown.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../support/astroBuild.ts';
import { runNode } from '../../support/runNode.ts';

const PAIRS = 'tests/fixtures/changes';
const changes = (...args: string[]) => runNode(['scripts/changes.ts', ...args], { cwd: ROOT });

test('changes CLI: identical documents, no change, exit 0', async () => {
  const run = await changes(`${PAIRS}/responses/to.yaml`, `${PAIRS}/responses/to.yaml`, '--fail-on', 'breaking');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Responses 2\.0\.0 → 2\.0\.0: No changes\.$/m);
});

test('changes CLI: breaking changes exit 0 without --fail-on, 1 with it; text lists them breaking first', async () => {
  const args = [`${PAIRS}/parameters/from.yaml`, `${PAIRS}/parameters/to.yaml`];
  const plain = await changes(...args);
  assert.equal(plain.status, 0, plain.stderr);
  assert.match(plain.stdout, /^Parameters 1\.0\.0 → 2\.0\.0: 15 changes, 7 breaking$/m);
  assert.ok(plain.stdout.indexOf('Breaking (7)') < plain.stdout.indexOf('Other changes (7)'));
  assert.match(plain.stdout, /Required parameter query\.tenant added\. {2}\[request-parameter-added-required\]/);
  const gate = await changes(...args, '--fail-on', 'breaking');
  assert.equal(gate.status, 1);
});

test('changes CLI: a 2.0 document and its 3.1 successor, a non-breaking change, --fail-on passes', async () => {
  const run = await changes(
    `${PAIRS}/swagger-2.0-to-3.1/from.yaml`,
    `${PAIRS}/swagger-2.0-to-3.1/to.yaml`,
    '--fail-on',
    'breaking',
  );
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Optional parameter query\.tag added\./);
});

test('changes CLI: --json has exactly the documented shape', async () => {
  const run = await changes(`${PAIRS}/operations/from.yaml`, `${PAIRS}/operations/to.yaml`, '--json');
  assert.equal(run.status, 0, run.stderr);
  const json = JSON.parse(run.stdout);
  assert.deepEqual(Object.keys(json), ['from', 'to', 'changes']);
  assert.deepEqual(json.from, { version: '1.0.0' });
  assert.deepEqual(json.to, { version: '2.0.0' });
  assert.equal(json.changes.length, 13);
  for (const change of json.changes) {
    assert.deepEqual(Object.keys(change), ['type', 'operation', 'pointer', 'breaking', 'rule', 'message']);
    assert.ok(['added', 'removed', 'changed', 'deprecated'].includes(change.type));
    assert.ok(change.operation === null || /^[A-Z]+ \//.test(change.operation));
    assert.match(change.pointer, /^\/paths\//);
    assert.equal(typeof change.breaking, 'boolean');
    assert.match(change.rule, /^[a-z]+(-[a-z]+)+$/);
    assert.ok(change.message.length > 0);
  }
  assert.deepEqual(
    json.changes.find((c: { rule: string }) => c.rule === 'operation-removed-without-deprecation'),
    {
      type: 'removed',
      operation: 'GET /gone',
      pointer: '/paths/~1gone/get',
      breaking: true,
      rule: 'operation-removed-without-deprecation',
      message: 'Operation removed without being deprecated first.',
    },
  );
});

test('changes CLI: --markdown for a pull request comment', async () => {
  const run = await changes(`${PAIRS}/request-body/from.yaml`, `${PAIRS}/request-body/to.yaml`, '--markdown');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^### Request bodies 1\.0\.0 → 2\.0\.0$/m);
  assert.match(run.stdout, /^#### Breaking \(\d+\)$/m);
  assert.match(run.stdout, /^- \*\*`POST \/orders`\*\*$/m);
  assert.match(
    run.stdout,
    /^ {2}- Field `body\.customer\.address\.city` tightened `maxLength` from `none` to `80`\. <sub>request-property-constraint-narrowed<\/sub>$/m,
  );
});

test('changes CLI: bad input exits 2 with the build’s file:line errors', async () => {
  const broken = await changes('tests/fixtures/broken/invalid-yaml/api.yaml', `${PAIRS}/operations/to.yaml`);
  assert.equal(broken.status, 2);
  assert.match(
    broken.stderr,
    /^error: tests\/fixtures\/broken\/invalid-yaml\/api\.yaml:9:6: invalid YAML: bad indentation/m,
  );
  const ref = await changes(`${PAIRS}/operations/to.yaml`, 'tests/fixtures/broken/broken-local-ref/api.yaml');
  assert.equal(ref.status, 2);
  assert.match(ref.stderr, /broken-local-ref\/api\.yaml:14:17 .*points to nothing/);
  const missing = await changes(`${PAIRS}/operations/to.yaml`, 'no/such.yaml');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /no\/such\.yaml: no such file/);
  for (const args of [
    ['only-one.yaml'],
    [`${PAIRS}/operations/to.yaml`, `${PAIRS}/operations/to.yaml`, '--fail-on', 'anything'],
  ]) {
    const usage = await changes(...args);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /usage: npm run changes -- OLD NEW/);
  }
});

test('changes CLI: versions named by their files are shown as written, as the site shows them', async () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'changes-names-')), 'billing');
  mkdirSync(folder);
  const document = (version: string, paths: string) =>
    `{ "openapi": "3.1.0", "info": { "title": "Billing", "version": "${version}" }, "paths": { ${paths} } }`;
  const list = '"/invoices": { "get": { "responses": { "200": { "description": "ok" } } } }';
  const create = '"/invoices/new": { "post": { "responses": { "201": { "description": "made" } } } }';
  writeFileSync(join(folder, '1.4.json'), document('1.4.0', list));
  writeFileSync(join(folder, '1.5.json'), document('1.5', `${list}, ${create}`));
  try {
    const text = await changes(join(folder, '1.4.json'), join(folder, '1.5.json'));
    assert.equal(text.status, 0, text.stderr);
    assert.match(text.stdout, /^Billing 1\.4 → 1\.5: 1 change, 0 breaking$/m);
    const json = JSON.parse((await changes(join(folder, '1.4.json'), join(folder, '1.5.json'), '--json')).stdout);
    assert.deepEqual([json.from, json.to], [{ version: '1.4' }, { version: '1.5' }]);
  } finally {
    rmSync(join(folder, '..'), { recursive: true, force: true });
  }
});
