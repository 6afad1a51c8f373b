import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { inputs } from '../../config/inputs.ts';
import { findDocuments } from '../../pipeline/1-load/sourceFiles.ts';
import { documentId } from '../../shared/slug.ts';

/** A document to mock that cannot be chosen: the message says which documents there are. */
export class MockChoiceError extends Error {}

/**
 * The document to mock: `named` when it is a file, else the document of openapi/ (or OPENAPI_DIR) with that name
 * (its file name without the extension), else the only document there.
 */
export function documentToMock(named: string | undefined, usage: string): string {
  if (named && existsSync(named)) return named;
  let files: string[];
  try {
    files = findDocuments(inputs().openapiDir, inputs().namedDocuments);
  } catch (error) {
    throw new MockChoiceError((error as Error).message);
  }
  const names = files.map((file) => `  ${documentId(file)}  (${relative(process.cwd(), file)})`).join('\n');
  if (named) {
    const found = files.find((file) => documentId(file) === named);
    if (!found) throw new MockChoiceError(`no document "${named}": name a file, or one of these:\n${names}\n${usage}`);
    return found;
  }
  if (files.length > 1)
    throw new MockChoiceError(`${files.length} documents: name the one to mock:\n${names}\n${usage}`);
  return files[0];
}
