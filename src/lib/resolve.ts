import { dirname } from 'node:path';
import { $RefParser, MissingPointerError, ResolverError } from '@apidevtools/json-schema-ref-parser';
import { upgrade } from '@scalar/openapi-upgrader';
import { DocumentError } from './errors.ts';
import type { SourceDocument } from './load.ts';

export interface ResolvedDocument {
  file: string;
  /** `swagger` or `openapi` as written in the source. */
  sourceVersion: string;
  /** The document upgraded to OpenAPI 3.1 with every `$ref` replaced by its target (cycles stay cycles). */
  data: Record<string, any>;
}

/**
 * Checks the document is OpenAPI, upgrades it to 3.1 and dereferences it. Dereferencing keeps object
 * identity: every `$ref` to a named schema becomes that very schema object, which is how the normalizer
 * recognises named schemas (and cycles) without ever expanding them.
 */
export async function resolveDocument(source: SourceDocument): Promise<ResolvedDocument> {
  const { file, data } = source;
  const sourceVersion = String(data.openapi ?? data.swagger ?? '');
  checkShape(file, data, sourceVersion);
  const upgraded = sourceVersion.startsWith('3.1') || sourceVersion.startsWith('3.2') ? data : upgrade(data, '3.1');
  dropSchemaIds(upgraded);
  const parser = new $RefParser();
  try {
    const dereferenced = await parser.dereference(`${dirname(file)}/`, upgraded as any, {
      resolve: { http: false, external: true },
      dereference: { circular: true },
      mutateInputSchema: true,
    });
    return { file, sourceVersion, data: dereferenced as Record<string, any> };
  } catch (error) {
    throw refError(file, error);
  }
}

/**
 * JSON Schema `$id`s re-base the `$ref`s below them onto URLs this build never fetches (Scalar's galaxy
 * binds `#/components/...` under `$id: https://...`); inside one document they mean the document itself.
 */
function dropSchemaIds(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(dropSchemaIds);
  const record = node as Record<string, unknown>;
  if (typeof record.$id === 'string' && /^[a-z]+:\/\//i.test(record.$id)) delete record.$id;
  for (const value of Object.values(record)) dropSchemaIds(value);
}

function checkShape(file: string, data: Record<string, unknown>, version: string): void {
  if (!version) {
    throw new DocumentError(file, '/', 'not an OpenAPI document: expected an "openapi" (3.x) or "swagger" (2.0) field');
  }
  if (!/^(2\.0|3\.[0-2](\.\d+)?)/.test(version)) {
    throw new DocumentError(file, '/openapi', `unsupported version "${version}": expected 2.0, 3.0.x, 3.1.x or 3.2.x`);
  }
  const info = data.info as Record<string, unknown> | undefined;
  if (!info || typeof info !== 'object') throw new DocumentError(file, '/info', 'missing required field "info" (an object with title and version)');
  if (typeof info.title !== 'string') throw new DocumentError(file, '/info/title', 'missing required field "title" (a string)');
  if (info.version === undefined) throw new DocumentError(file, '/info/version', 'missing required field "version"');
  if (data.paths !== undefined && (typeof data.paths !== 'object' || data.paths === null)) {
    throw new DocumentError(file, '/paths', '"paths" must be an object mapping paths to path items');
  }
}

function refError(file: string, error: unknown): DocumentError {
  if (error instanceof MissingPointerError) {
    return new DocumentError(file, `#${(error as any).path ?? ''}`, `broken $ref: ${error.message}`);
  }
  if (error instanceof ResolverError) {
    return new DocumentError(file, '', `broken $ref to another file: ${error.message}`);
  }
  return new DocumentError(file, '', `cannot resolve $refs: ${(error as Error).message}`);
}
