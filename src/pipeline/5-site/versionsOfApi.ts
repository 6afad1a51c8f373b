import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { ApiDocument, ApiVersion } from '../../model/model.ts';
import { releasesOf } from '../../changes/releases.ts';
import type { DocumentPlace } from '../1-load/versionFolders.ts';
import { slugify } from '../../shared/slug.ts';

/**
 * Where a document is published: an API's latest version at its usual URLs (the site's root when it is the only
 * API, else `/<api>/`), an older one under `v/<version>/` of them.
 */
export function placeOf(place: DocumentPlace, apis: number): { prefix: string; id: string; version?: ApiVersion } {
  const root = apis === 1 ? '' : place.api;
  if (!place.version) return { prefix: root, id: place.api };
  const version = { api: place.api, name: place.version.name, latest: place.version.latest };
  if (version.latest) return { prefix: root, id: place.api, version };
  return {
    prefix: `${root ? `${root}/` : ''}v/${version.name}`,
    id: `${place.api}-v${slugify(version.name)}`,
    version,
  };
}

/**
 * Each version of an API gets the releases up to it, newest first: what changed from each version to the one
 * before, compared through the model, dated when its file was last committed.
 */
export function withReleases(documents: ApiDocument[]): ApiDocument[] {
  const byApi = new Map<string, ApiDocument[]>();
  for (const doc of documents) {
    if (doc.version) byApi.set(doc.version.api, [...(byApi.get(doc.version.api) ?? []), doc]);
  }
  for (const versions of byApi.values()) {
    if (versions.length < 2) continue;
    // releasesOf reads the versions oldest first; the site keeps them newest first, as it returns releases.
    const releases = releasesOf(
      [...versions].reverse().map((document) => ({ document, date: fileDate(document.sourceFile) })),
    );
    versions.forEach((doc, at) => {
      doc.releases = releases.slice(at);
    });
  }
  return documents;
}

/** YYYY-MM-DD: the last commit of the file, else its modification time (a file git does not know yet). */
function fileDate(file: string): string | undefined {
  try {
    const committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', basename(file)], {
      cwd: dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(committed)) return committed;
  } catch {
    // no git, or not a repository: the file's own date
  }
  return statSync(file).mtime.toISOString().slice(0, 10);
}
