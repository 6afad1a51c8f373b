import { statSync } from 'node:fs';
import { configFile, loadSiteConfig } from '../../config/loadSiteConfig.ts';
import { DocumentError } from '../1-load/documentError.ts';
import { findDocuments, loadDocument, openapiDir, parseFile, type SourceDocument } from '../1-load/sourceFiles.ts';
import { checkDocument } from '../2-validate/checkDocuments.ts';
import { takeValidatedData } from '../2-validate/validatedDocuments.ts';
import type { ApiDocument, ApiVersion, Site } from '../../model/model.ts';
import { normalizeDocument } from '../4-normalize/normalizeDocument.ts';
import { resolveDocument, type ReadFile } from '../3-resolve/resolveDocument.ts';
import { documentId } from '../../shared/slug.ts';
import { placeDocuments } from '../1-load/versionFolders.ts';
import { placeOf, withReleases } from './versionsOfApi.ts';
import { withGitReleases } from './gitHistory.ts';

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
  const { places, findings } = placeDocuments(openapiDir(), files);
  if (findings.length) throw new DocumentError(findings[0].file, '', findings[0].message);
  const apis = new Set(places.map((place) => place.api)).size;
  const documents = await Promise.all(
    places.map((place) =>
      placed(place.file, () =>
        documentOf(sourceOf(place.file), {
          ...placeOf(place, apis),
          tryIt: config.tryIt !== false,
          sampleLanguages: config.codeSamples.languages,
        }),
      ).then((doc) => (doc.version ? doc : withGitReleases(doc, config.changes))),
    ),
  );
  // Building the model held the thread for seconds: what the build's second process sent meanwhile (the first
  // pages' highlighted samples) is taken in before the pages start, or they would highlight it again here (and
  // load shiki for it). Two turns of the event loop: the second one reads the pipe (its poll phase).
  for (let turn = 0; turn < 2; turn++) await new Promise((done) => setImmediate(done));
  return { config, documents: withReleases(documents) };
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

/** A document as the build's check parsed it (validateFirst.ts), else read from its file. */
function sourceOf(file: string): Pick<SourceDocument, 'file' | 'data'> {
  const data = takeValidatedData(file);
  return data ? { file, data } : loadDocument(file);
}

/** One parsed document through resolve and normalize: its model; `raw` reads the document as written again. */
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
  },
): Promise<ApiDocument> {
  const resolved = await resolveDocument(source, { readFile: options.readFile });
  const doc = normalizeDocument(resolved, {
    id: options.id ?? documentId(source.file),
    prefix: options.prefix,
    tryIt: options.tryIt,
    sampleLanguages: options.sampleLanguages,
    examples: options.examples,
  });
  if (options.version) doc.version = options.version;
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
