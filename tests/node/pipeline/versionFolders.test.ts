import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findDocuments } from '../../../src/pipeline/1-load/sourceFiles.ts';
import {
  placeDocuments,
  shownVersionOfName,
  versionOfFile,
  versionOfName,
} from '../../../src/pipeline/1-load/versionFolders.ts';
import { placeOf } from '../../../src/pipeline/5-site/versionsOfApi.ts';
import { checkFolder, errorsOf, formatReport } from '../../../src/pipeline/2-validate/checkDocuments.ts';

const dir = mkdtempSync(join(tmpdir(), 'versions-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const FIXTURE = new URL('../../fixtures/versions/petshop/', import.meta.url).pathname;

/** A documents folder with a copy of the Pet Shop's versions, and whatever else a test adds. */
function folder(name: string, extra: Record<string, string> = {}): string {
  const root = join(dir, name);
  cpSync(FIXTURE, join(root, 'petshop'), { recursive: true });
  for (const [file, text] of Object.entries(extra)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('version folders', () => {
  it('reads version names as semver, with or without a v and missing parts', () => {
    assert.equal(versionOfName('2.1.0'), '2.1.0');
    assert.equal(versionOfName('v2'), '2.0.0');
    assert.equal(versionOfName('1.2'), '1.2.0');
    assert.equal(versionOfName('2.0.0-beta.1'), '2.0.0-beta.1');
    assert.equal(versionOfName('latest'), undefined);
    assert.equal(versionOfName('1.2.3.4'), undefined);
  });

  it('shows a version as its file writes it, without a leading v, and says so of a file whose info.version agrees', () => {
    assert.deepEqual(['1.4', 'v1.5', '2.1.0', 'v2', '3.0.0-beta.1', 'latest'].map(shownVersionOfName), [
      '1.4',
      '1.5',
      '2.1.0',
      '2',
      '3.0.0-beta.1',
      undefined,
    ]);
    assert.equal(versionOfFile('openapi/billing/1.4.json', '1.4.0'), '1.4');
    assert.equal(versionOfFile('openapi/billing/v1.5.yaml', '1.5'), '1.5');
    assert.equal(versionOfFile('openapi/billing/1.4.json', '2.0'), undefined);
    assert.equal(versionOfFile('old.yaml', '1.4'), undefined);
  });

  it('places versions as their files name them, ordered by semver, old ones under v/<version as written>/', () => {
    const root = folder('written', { 'billing/1.4.json': '{}', 'billing/1.10.json': '{}', 'billing/v1.5.json': '{}' });
    const { places, findings } = placeDocuments(root, findDocuments(root));
    assert.deepEqual(findings, []);
    const billing = places.filter((place) => place.api === 'billing');
    assert.deepEqual(
      billing.map((place) => [place.version?.name, place.version?.semver, place.version?.latest]),
      [
        ['1.10', '1.10.0', true],
        ['1.5', '1.5.0', false],
        ['1.4', '1.4.0', false],
      ],
    );
    assert.deepEqual(
      billing.map((place) => placeOf(place, 2)),
      [
        { prefix: 'billing', id: 'billing', version: { api: 'billing', name: '1.10', latest: true } },
        { prefix: 'billing/v/1.5', id: 'billing-v1-5', version: { api: 'billing', name: '1.5', latest: false } },
        { prefix: 'billing/v/1.4', id: 'billing-v1-4', version: { api: 'billing', name: '1.4', latest: false } },
      ],
    );
    // Full versions keep their URLs.
    const petshop = places.find((place) => place.file.endsWith('1.0.0.yaml'))!;
    assert.equal(placeOf(petshop, 2).prefix, 'petshop/v/1.0.0');
  });

  it('places each version of a folder under its API, newest first by semver, beside single documents', () => {
    const root = folder('ok', { 'billing.yaml': '{}', 'shared/common.yaml': '{}' });
    const { places, findings } = placeDocuments(root, findDocuments(root));
    assert.deepEqual(findings, []);
    assert.deepEqual(
      places.map((p) => [p.file.slice(root.length + 1), p.api, p.version?.name, p.version?.latest]),
      [
        ['billing.yaml', 'billing', undefined, undefined],
        ['petshop/2.1.0.yaml', 'petshop', '2.1.0', true],
        ['petshop/2.0.0.yaml', 'petshop', '2.0.0', false],
        ['petshop/1.0.0.yaml', 'petshop', '1.0.0', false],
      ],
    );
  });

  it('stops the build on a file that is not named as a version, two files of one version, or a wrong info.version', () => {
    const root = folder('bad', {
      'petshop/latest.yaml': 'openapi: 3.0.3\ninfo: { title: x, version: "3" }\npaths: {}\n',
      'petshop/v2.1.yaml': 'openapi: 3.0.3\ninfo: { title: x, version: 2.1.0 }\npaths: {}\n',
    });
    writeFileSync(
      join(root, 'petshop/2.0.0.yaml'),
      'openapi: 3.0.3\ninfo:\n  title: Pet Shop\n  version: 1.9.0\npaths: {}\n',
    );
    const report = formatReport(checkFolder(root), { cwd: root });
    assert.equal(errorsOf(checkFolder(root)).length, 3, report);
    assert.match(
      report,
      /petshop\/latest\.yaml: "latest\.yaml" is not named as a version, but petshop\/ holds versions/,
    );
    assert.match(
      report,
      /petshop\/v2\.1\.yaml: this file and 2\.1\.0\.yaml are both version 2\.1\.0 of petshop\/: keep one/,
    );
    assert.match(
      report,
      /petshop\/2\.0\.0\.yaml:4:3 #\/info\/version: info\.version is "1\.9\.0", but the file name says version 2\.0\.0/,
    );
  });

  it('refuses a document and a version folder that would share one URL prefix', () => {
    const root = folder('clash', { 'petshop.yaml': 'openapi: 3.0.3\ninfo: { title: x, version: "1" }\npaths: {}\n' });
    assert.match(formatReport(checkFolder(root), { cwd: root }), /would both be published under \/petshop\//);
  });
});
