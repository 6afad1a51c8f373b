import type { Finding } from '../pipeline/1-load/documentError.ts';
import type { SourceDocument } from '../pipeline/1-load/sourceFiles.ts';
import type { DocumentPlace } from '../pipeline/1-load/versionFolders.ts';
import { hidesTryIt } from '../pipeline/4-normalize/tryIt.ts';
import { METHODS } from '../shared/httpMethods.ts';
import { serverAddress } from '../shared/serverAddress.ts';
import { SourceMap } from '../shared/sourcePosition.ts';

// Apart from the site's configuration (tryItServerChecks.ts), so that the process that checks large documents
// (resolveProcess.ts) loads none of it.

/**
 * The document's own part of try-it's warning of a document without servers (tryItServerChecks.ts), whatever the
 * site's configuration: what it lacks, and where.
 */
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
  const relative = swagger ? [] : unreachableUrls(data);
  const named =
    relative.length === 0
      ? `no server (\`${field}\`)`
      : `no server try-it can reach (\`${field}\` names ${relative.map((url) => JSON.stringify(url)).join(', ')}, ` +
        'relative to wherever the document is served)';
  const fix = relative.length === 0 ? `Add \`${field}\` to the document` : `Give \`${field}\` the API's absolute URL`;
  const message =
    `names ${named} for ${which}: try-it would send their requests to this site itself, and ` +
    `readers would see its "page not found" as the API's answer. ${fix}, or give the API's address in ` +
    `site.config.json: "tryIt": { "servers": [{ "url": "https://…", "api": "${place.api}" }] }`;
  return { severity: 'warning', file: place.file, pointer, ...position, message };
}

const serverUrls = (node: Record<string, any> | undefined): string[] =>
  (Array.isArray(node?.servers) ? node.servers : []).flatMap((server: any) =>
    typeof server?.url === 'string' ? [server.url] : [],
  );

const hasServers = (node: Record<string, any> | undefined): boolean =>
  serverUrls(node).some((url) => serverAddress(url) !== undefined);

/** The document's own server URLs that no request from the site can reach, each once. */
const unreachableUrls = (data: Record<string, any>): string[] => [
  ...new Set(serverUrls(data).filter((url) => serverAddress(url) === undefined)),
];

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
