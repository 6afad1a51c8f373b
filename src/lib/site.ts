import { statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { configFile, loadSiteConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { findDocuments, loadDocument, type SourceDocument } from './load.ts';
import type { ApiDocument } from './model.ts';
import { normalizeDocument } from './normalize/document.ts';
import { resolveDocument } from './resolve.ts';
import { documentId } from './slug.ts';

export interface Site {
  config: SiteConfig;
  documents: ApiDocument[];
}

/** Where the documents are: `OPENAPI_DIR` (benchmarks, tests) or `openapi/`. */
export const openapiDir = () => resolve(process.env.OPENAPI_DIR ?? 'openapi');

/**
 * Astro's page bundle and the build hooks load their own copies of this module; the cache lives on
 * globalThis so that the hooks reuse the model the pages were built from instead of parsing again.
 */
const shared = globalThis as { apiReferenceSite?: { signature: string; site: Promise<Site> } };

/**
 * The whole site model, parsed once per build. In `astro dev` the cache is keyed on the files' modification
 * times, so an edited document shows on the next request.
 */
export function loadSite(): Promise<Site> {
  const files = findDocuments(openapiDir());
  const signature = files.map((file) => `${file}@${statSync(file).mtimeMs}`).join('|') + configSignature();
  if (shared.apiReferenceSite?.signature !== signature) shared.apiReferenceSite = { signature, site: buildSite(files) };
  return shared.apiReferenceSite.site;
}

async function buildSite(files: string[]): Promise<Site> {
  const config = loadSiteConfig();
  const documents = await Promise.all(
    files.map((file) =>
      documentOf(loadDocument(file), { prefix: files.length === 1 ? '' : documentId(file), tryIt: config.tryIt }),
    ),
  );
  for (const doc of documents) for (const warning of new Set(doc.warnings)) console.warn(`warning: ${doc.sourceFile}: ${warning}`);
  return { config, documents };
}

/** One parsed document through resolve and normalize: its model, with the document as written kept for downloads. */
export async function documentOf(source: SourceDocument, options: { prefix: string; tryIt: boolean }): Promise<ApiDocument> {
  const raw = rawCopy(source);
  const resolved = await resolveDocument(source);
  const doc = normalizeDocument(resolved, { id: documentId(source.file), prefix: options.prefix, tryIt: options.tryIt, raw: undefined });
  return Object.defineProperty(doc, 'raw', { get: raw, enumerable: true });
}

/**
 * The document as written, for the downloads: dereferencing rewrites `source.data` in place, so a copy is
 * kept. JSON is parsed again from its text when first asked for (twice as fast as structuredClone on GitHub's
 * 12 MB, and nothing is held before then); YAML, slower to parse again, is cloned up front.
 */
function rawCopy({ file, data, text }: SourceDocument): () => unknown {
  let copy: unknown = extname(file).toLowerCase() === '.json' ? undefined : structuredClone(data);
  return () => (copy ??= JSON.parse(text));
}

function configSignature(): string {
  try {
    return `|config@${statSync(configFile()).mtimeMs}`;
  } catch {
    return '';
  }
}
