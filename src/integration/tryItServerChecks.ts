import { configProblem } from '../config/loadSiteConfig.ts';
import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { siteServers, siteServersFor } from '../config/tryItServers.ts';
import type { Finding } from '../pipeline/1-load/documentError.ts';
import type { SourceDocument } from '../pipeline/1-load/sourceFiles.ts';
import { placeDocuments, type DocumentPlace } from '../pipeline/1-load/versionFolders.ts';
import type { DocumentCheck } from '../pipeline/2-validate/checkDocuments.ts';
import { closestName } from '../shared/closestName.ts';
import { serverlessWarning } from './serverlessWarning.ts';

/**
 * The servers try-it offers, checked beside the documents of `folder` (the build and `npm run validate` alike):
 * each document whose operations would have none gets a warning among its findings; the returned configuration
 * problems (`tryIt.servers` naming an API the site lacks) stop the build. A check made where the document was parsed
 * (another process) brings its `serverless` warning along instead of the document.
 */
export function checkTryItServers(
  config: Pick<SiteConfig, 'tryIt'>,
  checks: DocumentCheck[],
  folder: string,
): string[] {
  const { places } = placeDocuments(
    folder,
    checks.map((check) => check.file),
  );
  for (const place of places) {
    const check = checks.find((check) => check.file === place.file);
    const warning = check && noServerWarning(config, place, check);
    if (warning) check.findings.push(warning);
  }
  return unknownServerApis(config, places);
}

/**
 * `tryIt.servers` entries that name an API the site does not have, as configuration problems (file:line:column):
 * such a server would be offered nowhere.
 */
export function unknownServerApis(config: Pick<SiteConfig, 'tryIt'>, places: DocumentPlace[]): string[] {
  const apis = [...new Set(places.map((place) => place.api))];
  return siteServers(config).flatMap((server, index) => {
    if (server.api === undefined || apis.includes(server.api)) return [];
    const close = closestName(server.api, apis, 3);
    const message = `no API "${server.api}" in this site${close ? ` (did you mean "${close}"?)` : ''}: its APIs are ${apis.join(', ')} (a document's file name without its extension, or a version folder's name)`;
    return [configProblem(['tryIt', 'servers', index, 'api'], message)];
  });
}

/**
 * A warning for each document whose try-it would have no server for some of its operations: the client would send
 * their requests to the site itself, and the reader would see its "page not found" as the API's answer. Placed at
 * the document's empty `servers`, else at its first line; none when the configuration adds servers to its API or
 * when try-it is off.
 */
export function noServerWarnings(
  config: Pick<SiteConfig, 'tryIt'>,
  documents: { place: DocumentPlace; source: SourceDocument }[],
): Finding[] {
  return documents.flatMap(({ place, source }) => noServerWarning(config, place, { source }) ?? []);
}

/**
 * One document's warning, unless the site gives its API servers or has no try-it: the document's part made here
 * from its source (only then: it may place the warning in a large document), or as another process sent it.
 */
function noServerWarning(
  config: Pick<SiteConfig, 'tryIt'>,
  place: DocumentPlace,
  document: Pick<DocumentCheck, 'source' | 'serverless'>,
): Finding | undefined {
  if (config.tryIt === false || siteServersFor(config, place.api).length > 0) return undefined;
  return document.serverless ?? (document.source && serverlessWarning(place, document.source));
}
