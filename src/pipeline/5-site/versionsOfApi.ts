import type { ApiVersion } from '../../model/model.ts';
import type { DocumentPlace } from '../1-load/versionFolders.ts';
import { slugify } from '../../shared/slug.ts';

/**
 * Where a document is published: an API's latest version at its usual URLs (the site's root when it is the only
 * API, else `/<api>/`), an older one under `v/<version>/` of them.
 */
export function placeOf(place: DocumentPlace, apis: number): { prefix: string; id: string; version?: ApiVersion } {
  const root = apis === 1 ? '' : place.api;
  if (!place.version) return { prefix: root, id: place.api };
  const version = { api: place.api, ...place.version };
  if (version.latest) return { prefix: root, id: place.api, version };
  return {
    prefix: `${root ? `${root}/` : ''}v/${version.name}`,
    id: `${place.api}-v${slugify(version.name)}`,
    version,
  };
}
