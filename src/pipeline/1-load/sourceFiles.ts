import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { load as loadYaml, YAMLException } from 'js-yaml';
import { DocumentError } from './documentError.ts';
import { excerptAt, lineColumnOf } from '../../shared/sourcePosition.ts';
import { versionFolderFiles } from './versionFolders.ts';

export const DOCUMENT_EXTENSIONS = ['.yaml', '.yml', '.json'];

export interface SourceDocument {
  file: string;
  data: Record<string, unknown>;
  /** The file's text, for pointing at the place of a later finding. */
  text: string;
}

/**
 * The OpenAPI documents in a folder, sorted by file name: the files directly in it, then the files of its version
 * folders (versionFolders.ts). Files that documents `$ref` belong in other sub-folders. When only some of the
 * folder's files are documents (`named`: `build openapi.yaml` beside package.json), those.
 */
export function findDocuments(dir: string, named?: readonly string[]): string[] {
  const folder = resolve(dir);
  if (named?.length) return namedDocuments(folder, named);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new DocumentError(
      folder,
      '',
      'no such folder: put your OpenAPI documents (.yaml, .yml or .json) in it, or set OPENAPI_DIR',
    );
  }
  const files = readdirSync(folder)
    .filter(
      (name) => DOCUMENT_EXTENSIONS.includes(extname(name).toLowerCase()) && statSync(join(folder, name)).isFile(),
    )
    .sort()
    .map((name) => join(folder, name))
    .concat(versionFolderFiles(folder));
  if (files.length === 0) {
    throw new DocumentError(folder, '', 'no OpenAPI document found (expected .yaml, .yml or .json files)');
  }
  return files;
}

function namedDocuments(folder: string, named: readonly string[]): string[] {
  return named
    .map((file) => resolve(file))
    .map((file) => {
      if (!existsSync(file) || !statSync(file).isFile()) throw new DocumentError(file, '', 'no such document file');
      if (!DOCUMENT_EXTENSIONS.includes(extname(file).toLowerCase()))
        throw new DocumentError(file, '', 'not an OpenAPI document file (expected .yaml, .yml or .json)');
      if (dirname(file) !== folder) throw new DocumentError(file, '', `not a file of the documents' folder ${folder}`);
      return file;
    })
    .sort();
}

/** Parses one document file; syntax errors carry file:line:column, the parser's message and the lines around. */
export function loadDocument(file: string): SourceDocument {
  const { data, text } = parseFile(file);
  return documentFrom(file, data, text);
}

/**
 * A document from text read elsewhere (an older version in git): `file` names it in errors, `extension` (`.json`,
 * `.yaml`) says how to parse it.
 */
export function documentFromText(file: string, text: string, extension: string): SourceDocument {
  return documentFrom(file, parseText(file, text.replace(/^\uFEFF/, ''), extension), text);
}

function documentFrom(file: string, data: unknown, text: string): SourceDocument {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    const found = Array.isArray(data) ? 'a list' : data === null || data === undefined ? 'nothing' : `a ${typeof data}`;
    throw new DocumentError(
      file,
      '1:1',
      `the file holds ${found}, not an OpenAPI document (expected an object with "openapi" or "swagger")`,
    );
  }
  return { file, data: data as Record<string, unknown>, text };
}

/** Any YAML or JSON file (a document, or a file a `$ref` points to), parsed by its extension. */
export function parseFile(file: string): { data: unknown; text: string } {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return { data: parseText(file, text, extname(file)), text };
}

function parseText(file: string, text: string, extension: string): unknown {
  if (text.trim() === '') throw new DocumentError(file, '1:1', 'the file is empty');
  return isJson(extension) ? parseJson(file, text) : parseYaml(file, text);
}

/** Whether a file of this extension is parsed as JSON (else as YAML). */
export const isJson = (extension: string): boolean => extension.toLowerCase() === '.json';

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const position = lineColumnOf(text, error as Error);
    const message = (error as Error).message
      .replace(/ \(line \d+ column \d+\)$/, '')
      .replace(/ in JSON at position \d+/, '');
    throw new DocumentError(file, `${position.line}:${position.column}`, `invalid JSON: ${message}`, {
      excerpt: excerptAt(text, position),
    });
  }
}

function parseYaml(file: string, text: string): unknown {
  try {
    return loadYaml(text, { filename: file });
  } catch (error) {
    if (error instanceof YAMLException) {
      const position = { line: (error.mark?.line ?? 0) + 1, column: (error.mark?.column ?? 0) + 1 };
      throw new DocumentError(file, `${position.line}:${position.column}`, `invalid YAML: ${error.reason}`, {
        excerpt: excerptAt(text, position),
      });
    }
    throw error;
  }
}
