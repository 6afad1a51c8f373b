import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentError } from '../1-load/documentError.ts';
import type { SourceDocument } from '../1-load/sourceFiles.ts';
import { removeParts } from '../2-validate/documentParts.ts';
import { RefChecker } from '../2-validate/refs.ts';
import { structureProblems, versionOf } from '../2-validate/structure.ts';
import { decodePointer, encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { decodeUri } from '../../shared/decodeUri.ts';

/** Keywords that may sit beside a `$ref` (or an `allOf: [$ref]`) without making it a different schema. */
export const ANNOTATIONS = new Set([
  'allOf',
  'description',
  'title',
  'nullable',
  'deprecated',
  'readOnly',
  'writeOnly',
  'default',
  'example',
  'examples',
]);

/**
 * The ref parser and the upgrader load with the first document resolved here: a build whose documents another process
 * resolved (integration/resolvedAhead.ts) loads neither.
 */
const load = createRequire(import.meta.url);
const refParser = () =>
  load('@apidevtools/json-schema-ref-parser') as typeof import('@apidevtools/json-schema-ref-parser');

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
export async function resolveDocument(
  source: Pick<SourceDocument, 'file' | 'data'>,
  options: { readFile?: ReadFile; checked?: boolean } = {},
): Promise<ResolvedDocument> {
  const { file, data } = source;
  // A document the build checked first (2-validate) is not checked again.
  if (!options.checked) checkShape(file, data);
  leaveOutBrokenRefs(file, data, options.readFile === undefined);
  const sourceVersion = versionOf(data)!;
  const upgraded = sourceVersion.startsWith('3.1') || sourceVersion.startsWith('3.2') ? data : upgradeOf(file, data);
  const prepared = { root: upgraded, folder: dirname(file), otherFiles: false, schemaIds: false };
  prepare(upgraded, prepared);
  const parser = new (refParser().$RefParser)();
  // The parser walks a 3.1 document once more, joining a pointer for every key, to find the JSON Schema `$id`s
  // that re-base `$ref`s: with none left (`prepare`), it is told nothing of 3.1 and spared that walk. The field
  // keeps its place in the document.
  const openapi = upgraded.openapi;
  if (!prepared.schemaIds) upgraded.openapi = undefined;
  try {
    const dereferenced = await parser.dereference(`${dirname(file)}/`, upgraded as any, {
      // Looking for other files walks the whole document again: only when a `$ref` names one.
      resolve: {
        http: false,
        external: prepared.otherFiles,
        ...(options.readFile ? { file: fileResolver(options.readFile) } : {}),
      },
      dereference: { circular: true },
      mutateInputSchema: true,
    });
    return { file, sourceVersion, data: dereferenced as unknown as Record<string, any> };
  } catch (error) {
    throw refError(file, error);
  } finally {
    upgraded.openapi = openapi;
  }
}

/** Reads a file a `$ref` names, by its absolute path: an older version's files come from its commit (gitHistory.ts). */
export type ReadFile = (path: string) => Promise<string>;

/** The resolver of files `$ref`ed from the document, reading them with `readFile` rather than from the disk. */
const fileResolver = (readFile: ReadFile) => ({
  order: 100,
  canRead: (file: { url: string }) => !/^[a-z][a-z\d+.-]+:\/\//i.test(file.url) || file.url.startsWith('file:'),
  read: (file: { url: string }) =>
    readFile(file.url.startsWith('file:') ? fileURLToPath(file.url) : decodeURIComponent(file.url)),
});

/**
/**
 * The parts the check leaves out because a `$ref` in them leads nowhere (an example, a component nothing uses:
 * `RefChecker`), removed before anything follows them; a broken `$ref` the page needs stops here as in the check.
 */
function leaveOutBrokenRefs(file: string, data: Record<string, unknown>, otherFiles: boolean): void {
  const refs = new RefChecker({ otherFiles });
  const broken = refs.check(file, { data, text: '' }).find((finding) => finding.severity === 'error');
  if (broken) throw new DocumentError(broken.file, '', broken.message, { pointer: broken.pointer });
  removeParts(data, refs.leftOut);
}

/**
 * Four rewrites before dereferencing, in one walk:
 * - JSON Schema `$id`s re-base the `$ref`s below them onto URLs this build never fetches (Scalar's galaxy binds
 *   `#/components/...` under `$id: https://...`); inside one document they mean the document itself: dropped.
 * - A `$ref` to a named schema with annotations beside it (3.1: `{ $ref, description }`) would be dereferenced
 *   into a copy, losing the schema's identity; written as `{ allOf: [{ $ref }], description }` it stays a link.
 * - The upgrade to 3.1 moves a schema's `example` into `examples` (a media type's into `examples.default`): a
 *   `$ref` that named the `example` follows it.
 * - An Example Object's `externalValue` naming a file beside the document becomes its `value`, read like a `$ref`'s
 *   file; an address elsewhere stays an address.
 * On the way it notes whether any `$ref` names another file (`otherFiles`), and whether any `$id` is left or any
 * schema names its dialect (`schemaIds`): either may change what a `$ref` below it means.
 */
function prepare(
  node: unknown,
  at: { root: Record<string, unknown>; folder: string; otherFiles: boolean; schemaIds: boolean },
): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((item) => prepare(item, at));
  const record = node as Record<string, unknown>;
  if (typeof record.externalValue === 'string' && record.value === undefined) {
    const path = record.externalValue;
    if (!/^[a-z][a-z\d+.-]*:/i.test(path) && existsSync(resolve(at.folder, decodeUri(path)))) {
      record.value = { $ref: path };
      delete record.externalValue;
    }
  }
  if (typeof record.$id === 'string' && /^[a-z]+:\/\//i.test(record.$id)) delete record.$id;
  if (typeof record.$id === 'string' || typeof record.$schema === 'string') at.schemaIds = true;
  if (typeof record.$ref === 'string' && record.$ref.includes('/example'))
    record.$ref = movedExample(at.root, record.$ref);
  if (typeof record.$ref === 'string') {
    if (!record.$ref.startsWith('#')) at.otherFiles = true;
    const siblings = Object.keys(record).filter((key) => key !== '$ref');
    if (
      siblings.length &&
      record.$ref.startsWith('#/components/schemas/') &&
      siblings.every((key) => key !== 'allOf' && ANNOTATIONS.has(key))
    ) {
      record.allOf = [{ $ref: record.$ref }];
      delete record.$ref;
    }
  }
  for (const value of Object.values(record)) prepare(value, at);
}

/** Where a local `$ref` to an `example` points once the upgrade moved it; the `$ref` as it was when nothing moved. */
function movedExample(root: Record<string, unknown>, ref: string): string {
  if (!ref.startsWith('#') || followPointer(root, ref).found) return ref;
  const segments = decodePointer(ref);
  const at = segments.lastIndexOf('example');
  if (at === -1) return ref;
  for (const moved of [
    ['examples', '0'],
    ['examples', 'default', 'value'],
  ]) {
    const pointer = encodePointer([...segments.slice(0, at), ...moved, ...segments.slice(at + 1)]);
    if (followPointer(root, pointer).found) return pointer;
  }
  return ref;
}

/** The upgrade to 3.1; what the upgrader cannot read is the document's fault, said as such (no stack trace). */
function upgradeOf(file: string, data: Record<string, unknown>): Record<string, unknown> {
  const { upgrade } = load('@scalar/openapi-upgrader') as typeof import('@scalar/openapi-upgrader');
  try {
    return upgrade(data, '3.1') as Record<string, unknown>;
  } catch (error) {
    throw new DocumentError(
      file,
      '',
      `cannot read this OpenAPI ${versionOf(data)} document: ${(error as Error).message}`,
    );
  }
}

/** The structural errors the build checks first; here again for documents that were not checked (checkedSources.ts). */
function checkShape(file: string, data: Record<string, unknown>): void {
  const problem = structureProblems(data).find((p) => p.severity === 'error');
  if (problem) throw new DocumentError(file, '', problem.message, { pointer: problem.pointer });
}

function refError(file: string, error: unknown): DocumentError {
  const { MissingPointerError, ResolverError } = refParser();
  if (error instanceof MissingPointerError) {
    return new DocumentError(file, '', `broken $ref: ${error.message}`);
  }
  if (error instanceof ResolverError) {
    return new DocumentError(file, '', `broken $ref to another file: ${error.message}`);
  }
  return new DocumentError(file, '', `cannot resolve $refs: ${(error as Error).message}`);
}
