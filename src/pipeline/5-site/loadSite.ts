import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { configFile, loadSiteConfig } from '../../config/loadSiteConfig.ts';
import { DocumentError } from '../1-load/documentError.ts';
import { findDocuments, loadDocument, parseFile, type SourceDocument } from '../1-load/sourceFiles.ts';
import { checkDocument } from '../2-validate/checkDocuments.ts';
import type { ApiDocument, Site } from '../../model/model.ts';
import { normalizeDocument } from '../4-normalize/normalizeDocument.ts';
import { resolveDocument } from '../3-resolve/resolveDocument.ts';
import { documentId } from '../../shared/slug.ts';

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
      placed(file, () =>
        documentOf(loadDocument(file), {
          prefix: files.length === 1 ? '' : documentId(file),
          tryIt: config.tryIt,
          sampleLanguages: config.codeSamples.languages,
        }),
      ),
    ),
  );
  return { config, documents };
}

/**
 * A document's problem with its place: the build checks documents before it starts (2-validate), but `astro dev`
 * meets an edited one here, where a stage may know the mistake without its line (a broken `$ref`).
 */
async function placed<T>(file: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DocumentError) || error.loc) throw error;
    const finding = checkDocument(file).findings.find((f) => f.severity === 'error' && f.line);
    if (!finding) throw error;
    throw new DocumentError(finding.file, `${finding.line}:${finding.column ?? 1}`, finding.message, {
      pointer: finding.pointer,
      excerpt: finding.excerpt,
    });
  }
}

/** One parsed document through resolve and normalize: its model; `raw` reads the document as written again. */
export async function documentOf(
  source: SourceDocument,
  options: { prefix: string; tryIt: boolean; sampleLanguages?: readonly string[] },
): Promise<ApiDocument> {
  const resolved = await resolveDocument(source);
  const doc = normalizeDocument(resolved, {
    id: documentId(source.file),
    prefix: options.prefix,
    tryIt: options.tryIt,
    sampleLanguages: options.sampleLanguages,
  });
  // Dereferencing rewrote the parsed data in place, and nothing of the file needs holding while pages render.
  return Object.defineProperty(doc, 'raw', { get: () => parseFile(source.file).data, enumerable: true });
}

function configSignature(): string {
  try {
    return `|config@${statSync(configFile()).mtimeMs}`;
  } catch {
    return '';
  }
}
