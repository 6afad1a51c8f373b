import type { ApiVersion, ApiDocument } from '../../model/model.ts';
import type { SourceDocument } from '../1-load/sourceFiles.ts';
import { resolveDocument, type ReadFile } from '../3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../4-normalize/normalizeDocument.ts';
import { documentId } from '../../shared/slug.ts';

/** One parsed document through resolve and normalize: its model. */
export async function documentOf(
  source: Pick<SourceDocument, 'file' | 'data'>,
  options: {
    prefix: string;
    tryIt: boolean;
    id?: string;
    version?: ApiVersion;
    sampleLanguages?: readonly string[];
    examples?: boolean;
    readFile?: ReadFile;
    /** Checked by the build before (2-validate): its shape is not checked again. */
    checked?: boolean;
  },
): Promise<ApiDocument> {
  const resolved = await resolveDocument(source, { readFile: options.readFile, checked: options.checked });
  const doc = normalizeDocument(resolved, {
    id: options.id ?? documentId(source.file),
    prefix: options.prefix,
    tryIt: options.tryIt,
    sampleLanguages: options.sampleLanguages,
    examples: options.examples,
  });
  if (options.version) doc.version = options.version;
  return doc;
}
