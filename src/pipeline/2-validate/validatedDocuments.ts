import { statSync } from 'node:fs';
import type { SourceDocument } from '../1-load/sourceFiles.ts';

/**
 * The documents the build has checked (validateFirst.ts) and found without error, each as its file was then (path,
 * modification time, size): the model's stage does not check their shape again (GitHub's document: 0.6 s on each
 * process), and the pages take the document as the check parsed it rather than parsing it again. An edited file
 * is another key, so `astro dev` checks it anew. Astro's page bundle has its own copy of this module: the
 * registry lives on globalThis; the build's second process gets the keys in its environment.
 */
const ENV = 'API_REFERENCE_VALIDATED';
const shared = globalThis as { apiReferenceValidated?: Map<string, SourceDocument['data'] | undefined> };
const registry = (shared.apiReferenceValidated ??= new Map(
  (JSON.parse(process.env[ENV] ?? '[]') as string[]).map((key) => [key, undefined]),
));

function keyOf(file: string): string | undefined {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${file}@${mtimeMs}@${size}`;
  } catch {
    return undefined;
  }
}

/** Records a document checked without error, keeping its parsed data for the model to take once. */
export function markValidated(source: Pick<SourceDocument, 'file' | 'data'>): void {
  const key = keyOf(source.file);
  if (key) registry.set(key, source.data);
}

export const wasValidated = (file: string): boolean => registry.has(keyOf(file) ?? '');

/** The data parsed when the document was checked, once: the model dereferences it in place. */
export function takeValidatedData(file: string): SourceDocument['data'] | undefined {
  const key = keyOf(file);
  const data = key ? registry.get(key) : undefined;
  if (key && data) registry.set(key, undefined);
  return data;
}

/** The environment that tells a process started by this build which documents were checked. */
export const validatedEnv = (): Record<string, string> => ({ [ENV]: JSON.stringify([...registry.keys()]) });
