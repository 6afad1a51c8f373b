import { statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { loadSiteConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { findDocuments, loadDocument } from './load.ts';
import type { ApiDocument } from './model.ts';
import { normalizeDocument } from './normalize/document.ts';
import { resolveDocument } from './resolve.ts';
import { slugify } from './slug.ts';

export interface Site {
  config: SiteConfig;
  documents: ApiDocument[];
}

/** Where the documents are: `OPENAPI_DIR` (benchmarks, tests) or `openapi/`. */
export const openapiDir = () => resolve(process.env.OPENAPI_DIR ?? 'openapi');

let cached: { signature: string; site: Promise<Site> } | undefined;

/**
 * The whole site model, parsed once per build. In `astro dev` the cache is keyed on the files' modification
 * times, so an edited document shows on the next request.
 */
export function loadSite(): Promise<Site> {
  const files = findDocuments(openapiDir());
  const signature = files.map((file) => `${file}@${statSync(file).mtimeMs}`).join('|') + configSignature();
  if (cached?.signature !== signature) cached = { signature, site: buildSite(files) };
  return cached.site;
}

async function buildSite(files: string[]): Promise<Site> {
  const config = loadSiteConfig();
  const ids = files.map((file) => slugify(basename(file, extname(file))));
  const documents = await Promise.all(
    files.map(async (file, index) => {
      const source = loadDocument(file);
      const raw = structuredClone(source.data);
      const resolved = await resolveDocument(source);
      const prefix = files.length === 1 ? '' : ids[index];
      return normalizeDocument(resolved, { id: ids[index], prefix, tryIt: config.tryIt, raw });
    }),
  );
  for (const doc of documents) for (const warning of new Set(doc.warnings)) console.warn(`warning: ${doc.sourceFile}: ${warning}`);
  return { config, documents };
}

function configSignature(): string {
  try {
    return `|config@${statSync('site.config.json').mtimeMs}`;
  } catch {
    return '';
  }
}
