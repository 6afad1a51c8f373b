import { configProblem } from '../config/loadSiteConfig.ts';
import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { siteServers, siteServersFor } from '../config/tryItServers.ts';
import type { Finding } from '../pipeline/1-load/documentError.ts';
import type { SourceDocument } from '../pipeline/1-load/sourceFiles.ts';
import { placeDocuments, type DocumentPlace } from '../pipeline/1-load/versionFolders.ts';
import type { DocumentCheck } from '../pipeline/2-validate/checkDocuments.ts';
import { hidesTryIt } from '../pipeline/4-normalize/tryIt.ts';
import { closestName } from '../shared/closestName.ts';
import { METHODS } from '../shared/httpMethods.ts';
import { SourceMap } from '../shared/sourcePosition.ts';

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
    const serverless = check?.serverless ?? (check?.source && serverlessWarning(place, check.source));
    if (serverless && warnsOfNoServer(config, place)) check!.findings.push(serverless);
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
  return documents.flatMap(({ place, source }) => {
    const warning = warnsOfNoServer(config, place) ? serverlessWarning(place, source) : undefined;
    return warning ? [warning] : [];
  });
}

/** Whether a document of this place would be warned of having no server: not when the site gives its API some. */
const warnsOfNoServer = (config: Pick<SiteConfig, 'tryIt'>, place: DocumentPlace) =>
  config.tryIt !== false && siteServersFor(config, place.api).length === 0;

/** The document's own part of that warning, whatever the site's configuration: what it lacks, and where. */
export function serverlessWarning(place: DocumentPlace, source: SourceDocument): Finding | undefined {
  const data = source.data as Record<string, any>;
  if (hidesTryIt(data)) return undefined;
  const swagger = typeof data.swagger === 'string';
  if (swagger ? typeof data.host === 'string' && data.host !== '' : hasServers(data)) return undefined;
  const without = swagger ? operationsOf(data, false) : operationsOf(data, true);
  if (without.length === 0) return undefined;
  const field = swagger ? 'host' : 'servers';
  // At an empty list when there is one, else at the document's first field.
  const pointer = field in data ? `#/${field}` : undefined;
  const position = new SourceMap(source.text).positionOf(pointer ?? (swagger ? '#/swagger' : '#/openapi'));
  const which = without.length === 1 ? `its operation ${without[0]}` : `${without.length} of its operations`;
  const message =
    `names no server (\`${field}\`) for ${which}: try-it would send their requests to this site itself, and ` +
    `readers would see its "page not found" as the API's answer. Add \`${field}\` to the document, or give the ` +
    `API's address in site.config.json: "tryIt": { "servers": [{ "url": "https://…", "api": "${place.api}" }] }`;
  return { severity: 'warning', file: place.file, pointer, ...position, message };
}

const hasServers = (node: Record<string, any> | undefined): boolean =>
  Array.isArray(node?.servers) && node.servers.some((server: unknown) => typeof (server as any)?.url === 'string');

/** `METHOD /path` of each operation with a try-it panel and, when `own` servers may count, none of its own. */
function operationsOf(data: Record<string, any>, own: boolean): string[] {
  return Object.entries<Record<string, any>>(data.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => {
      const operation = item?.[method];
      if (!operation || typeof operation !== 'object' || hidesTryIt(operation)) return false;
      return !own || !(hasServers(operation) || hasServers(item));
    }).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
