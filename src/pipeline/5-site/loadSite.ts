import type { SiteConfig } from '../../config/siteConfigSchema.ts';
import { DocumentError } from '../1-load/documentError.ts';
import { loadDocument, type SourceDocument } from '../1-load/sourceFiles.ts';
import { checkDocument } from '../2-validate/checkDocuments.ts';
import type { CheckedSources } from '../2-validate/checkedSources.ts';
import type { Site } from '../../model/model.ts';
import { placeDocuments } from '../1-load/versionFolders.ts';
import { placeOf, withReleases } from './versionsOfApi.ts';
import { withGitReleases } from './gitHistory.ts';
import { documentOf, modelOf } from './documentOf.ts';
import type { ResolvedDocument } from '../3-resolve/resolveDocument.ts';

/** What the site's model is made of: the configuration, the documents' folder and its files, those checked first. */
export interface SiteSources {
  config: SiteConfig;
  openapiDir: string;
  files: string[];
  checked?: CheckedSources;
  /**
   * A checked document resolved by another process of the build (integration/resolvedAhead.ts), when it has one:
   * else resolved here.
   */
  resolvedElsewhere?: (file: string) => Promise<ResolvedDocument | undefined>;
}

/** The whole site model: every document of the folder through the stages (the build context keeps it). */
export async function loadSite(sources: SiteSources): Promise<Site> {
  const { config, openapiDir, files, checked } = sources;
  const { places, findings } = placeDocuments(openapiDir, files);
  if (findings.length) throw new DocumentError(findings[0].file, '', findings[0].message);
  const apis = new Set(places.map((place) => place.api)).size;
  const documents = await Promise.all(
    places.map((place) =>
      placed(place.file, async () => {
        const options = {
          ...placeOf(place, apis),
          tryIt: config.tryIt !== false,
          sampleLanguages: config.codeSamples.languages,
        };
        const wasChecked = checked?.has(place.file) ?? false;
        const resolved = wasChecked ? await sources.resolvedElsewhere?.(place.file) : undefined;
        if (!resolved) return documentOf(sourceOf(place.file, checked), { ...options, checked: wasChecked });
        // The check's parsed copy is let go: the process parsed the file itself.
        checked?.take(place.file);
        return modelOf(resolved, options);
      }).then((doc) => (doc.version ? doc : withGitReleases(doc, config.changes))),
    ),
  );
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

/** A document as the build's check parsed it, else read from its file. */
function sourceOf(file: string, checked?: CheckedSources): Pick<SourceDocument, 'file' | 'data'> {
  const data = checked?.take(file);
  return data ? { file, data } : loadDocument(file);
}
