import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { load as loadYaml, YAMLException } from 'js-yaml';
import { DocumentError } from './errors.ts';
import { lineColumnOf } from './position.ts';

export const DOCUMENT_EXTENSIONS = ['.yaml', '.yml', '.json'];

export interface SourceDocument {
  file: string;
  data: Record<string, unknown>;
}

/** The OpenAPI documents in a folder, sorted by file name. */
export function findDocuments(dir: string): string[] {
  const files = readdirSync(dir)
    .filter((name) => DOCUMENT_EXTENSIONS.includes(extname(name).toLowerCase()))
    .sort()
    .map((name) => resolve(join(dir, name)));
  if (files.length === 0) {
    throw new DocumentError(resolve(dir), '', 'no OpenAPI document found (expected .yaml, .yml or .json files)');
  }
  return files;
}

/** Parses one document file; syntax errors carry file:line:column. */
export function loadDocument(file: string): SourceDocument {
  const text = readFileSync(file, 'utf8');
  const data = extname(file).toLowerCase() === '.json' ? parseJson(file, text) : parseYaml(file, text);
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new DocumentError(file, '1:1', 'the document is not an object (expected an OpenAPI document)');
  }
  return { file, data: data as Record<string, unknown> };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const { line, column } = lineColumnOf(text, error as Error);
    throw new DocumentError(file, `${line}:${column}`, `invalid JSON: ${(error as Error).message}`);
  }
}

function parseYaml(file: string, text: string): unknown {
  try {
    return loadYaml(text, { filename: file });
  } catch (error) {
    if (error instanceof YAMLException) {
      const mark = error.mark;
      throw new DocumentError(file, `${mark.line + 1}:${mark.column + 1}`, `invalid YAML: ${error.reason}`);
    }
    throw error;
  }
}
