import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DocumentError } from '../../../src/pipeline/1-load/documentError.ts';
import { findDocuments, loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';

const dir = mkdtempSync(join(tmpdir(), 'load-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function loadError(path: string): DocumentError {
  try {
    loadDocument(path);
  } catch (error) {
    assert.ok(error instanceof DocumentError, `expected a DocumentError, got ${error}`);
    return error;
  }
  assert.fail(`${path} loaded without an error`);
}

describe('findDocuments', () => {
  it('lists .yaml, .yml and .json files directly in the folder, sorted, and nothing else', () => {
    const folder = join(dir, 'docs');
    mkdirSync(join(folder, 'shared'), { recursive: true });
    for (const name of ['b.yml', 'a.json', 'c.YAML', 'notes.md', 'shared/common.yaml'])
      writeFileSync(join(folder, name), '{}');
    assert.deepEqual(
      findDocuments(folder).map((path) => path.slice(folder.length + 1)),
      ['a.json', 'b.yml', 'c.YAML'],
    );
  });
  it('names the folder when it holds no document or does not exist', () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    assert.throws(
      () => findDocuments(empty),
      (e: DocumentError) => e.file === empty && /no OpenAPI document found/.test(e.problem),
    );
    assert.throws(() => findDocuments(join(dir, 'missing')), /no such folder/);
  });
  it("the documents named, when only some of the folder's files are (an openapi.yaml beside package.json)", () => {
    const folder = join(dir, 'repository');
    mkdirSync(folder, { recursive: true });
    for (const name of ['package.json', 'openapi.yaml', 'compose.yaml', 'admin.json'])
      writeFileSync(join(folder, name), '{}');
    const named = ['openapi.yaml', 'admin.json'].map((name) => join(folder, name));
    assert.deepEqual(
      findDocuments(folder, named).map((path) => path.slice(folder.length + 1)),
      ['admin.json', 'openapi.yaml'],
    );
    assert.throws(() => findDocuments(folder, [join(folder, 'gone.yaml')]), /no such document file/);
    assert.throws(() => findDocuments(folder, [join(dir, 'docs', 'a.json')]), /not a file of the documents' folder/);
  });
});

describe('loadDocument', () => {
  it('parses YAML and JSON into the same data', () => {
    const yaml = loadDocument(file('a.yaml', 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n'));
    const json = loadDocument(file('a.json', '{"openapi":"3.1.0","info":{"title":"T","version":"1"},"paths":{}}'));
    assert.deepEqual(yaml.data, json.data);
    assert.match(yaml.text, /^openapi/);
  });
  it('reports invalid YAML with file:line:column, the parser message and the lines around', () => {
    const path = file('bad.yaml', 'openapi: 3.1.0\ninfo:\n  title: T\n version: 1\n');
    const error = loadError(path);
    assert.equal(error.file, path);
    assert.equal(error.where, '4:2');
    assert.match(error.problem, /^invalid YAML: bad indentation of a mapping entry/);
    assert.match(error.excerpt!, />\s+4 \| {2}version: 1\n\s+\| {2}\^/);
    assert.match(error.message, new RegExp(`^${path.replaceAll('/', '\\/')}:4:2: invalid YAML`));
  });
  it('reports invalid JSON with file:line:column', () => {
    const error = loadError(file('bad.json', '{\n  "openapi": "3.1.0",\n  "info" {}\n}\n'));
    assert.equal(error.where, '3:10');
    assert.match(error.problem, /^invalid JSON: Expected ':' after property name/);
  });
  it('refuses an empty file, a list and a scalar', () => {
    assert.match(loadError(file('empty.yaml', '  \n')).problem, /the file is empty/);
    assert.match(loadError(file('list.yaml', '- a\n- b\n')).problem, /holds a list, not an OpenAPI document/);
    assert.match(loadError(file('scalar.json', '42')).problem, /holds a number, not an OpenAPI document/);
  });
  it('ignores a byte order mark', () => {
    assert.equal(loadDocument(file('bom.json', '\uFEFF{"openapi":"3.0.0"}')).data.openapi, '3.0.0');
  });
});
