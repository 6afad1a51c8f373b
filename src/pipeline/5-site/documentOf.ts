import { basename, dirname } from 'node:path';
import type { ApiVersion, ApiDocument } from '../../model/model.ts';
import type { SourceDocument } from '../1-load/sourceFiles.ts';
import { resolveDocument, type ReadFile, type ResolvedDocument } from '../3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../4-normalize/normalizeDocument.ts';
import { documentId } from '../../shared/slug.ts';

/** How a document becomes its model: its page prefix, whether it offers try-it, and what its model holds. */
export interface ModelOptions {
  prefix: string;
  tryIt: boolean;
  id?: string;
  version?: ApiVersion;
  sampleLanguages?: readonly string[];
  examples?: boolean;
}

/** One parsed document through resolve and normalize: its model. */
export async function documentOf(
  source: Pick<SourceDocument, 'file' | 'data'>,
  options: ModelOptions & {
    readFile?: ReadFile;
    /** Checked by the build before (2-validate): its shape is not checked again. */
    checked?: boolean;
  },
): Promise<ApiDocument> {
  return modelOf(await resolveDocument(source, { readFile: options.readFile, checked: options.checked }), options);
}

/** A resolved document normalized: its model. */
export function modelOf(resolved: ResolvedDocument, options: ModelOptions): ApiDocument {
  const doc = normalizeDocument(resolved, {
    id: options.id ?? documentId(resolved.file),
    prefix: options.prefix,
    untitled: options.version && basename(dirname(resolved.file)),
    tryIt: options.tryIt,
    sampleLanguages: options.sampleLanguages,
    examples: options.examples,
  });
  if (options.version) doc.version = options.version;
  return doc;
}
