/**
 * Servers the try-it client offers besides the document's own: those site.config.json adds (`tryIt.servers`) and
 * the one the reader types under "Your server". Scalar's client takes an operation's own `servers` instead of the
 * document's (and reads no path item's), so a server is added to the document's list and to every operation's
 * own list, wherever it would be offered.
 */
import { METHODS } from '../shared/httpMethods.ts';
import { serverAddress } from '../shared/serverAddress.ts';

export interface OfferedServer {
  url: string;
  description?: string;
}

type Raw = Record<string, any>;

/** The operations that name servers of their own. */
const operationsWithServers = (doc: Raw): Raw[] =>
  Object.values<Raw>(doc.paths ?? {}).flatMap((item) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return Array.isArray(operation?.servers) && operation.servers.length > 0 ? [operation] : [];
    }),
  );

/** The document's list of servers (made when it has none) and each operation's own. */
function serverLists(doc: Raw): OfferedServer[][] {
  if (!Array.isArray(doc.servers)) doc.servers = [];
  return [doc.servers, ...operationsWithServers(doc).map((operation) => operation.servers)];
}

/**
 * Scalar's client sends an operation with servers of its own to the document's chosen server only when its list
 * names that server, else nowhere: each such operation chooses the same server when it offers it, else its first.
 */
export function chooseOperationServers(doc: Raw, url: string | undefined): void {
  for (const operation of operationsWithServers(doc)) {
    const offered = operation.servers.some((server: OfferedServer) => server.url === url);
    operation['x-scalar-selected-server'] = offered ? url : operation.servers[0].url;
  }
}

/**
 * Before the client reads the document: each list of servers keeps those a request from the site can reach, a
 * scheme-relative one with https (shared/serverAddress.ts), as the page's panel lists them. From a page served over
 * https an http server other than the reader's own machine comes last: the browser blocks requests to it (mixed
 * content), and the client starts with the first (AWS's documents name `http://` before `https://`).
 */
export function keepReachableServers(doc: Raw, pageProtocol: string): void {
  const blocked = (server: OfferedServer) => pageProtocol === 'https:' && INSECURE_ELSEWHERE.test(server.url);
  const items = Object.values<Raw>(doc.paths ?? {});
  const lists = [doc.servers, ...items.flatMap((item) => [item?.servers, ...METHODS.map((m) => item?.[m]?.servers)])];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    const kept = list.flatMap((server: OfferedServer) => {
      const url = typeof server?.url === 'string' ? serverAddress(server.url) : undefined;
      return url === undefined ? [] : [{ ...server, url }];
    });
    kept.sort((a, b) => Number(blocked(a)) - Number(blocked(b)));
    list.splice(0, list.length, ...kept);
  }
}

/** An http URL of another machine than the reader's (loopback addresses are trusted from an https page). */
const INSECURE_ELSEWHERE = /^http:\/\/(?!(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$))/i;

/** Each operation without servers of its own takes its path item's, which Scalar's client would not read. */
export function inheritPathServers(doc: Raw): void {
  for (const item of Object.values<Raw>(doc.paths ?? {})) {
    if (!Array.isArray(item?.servers)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && typeof operation === 'object' && !operation.$ref && !Array.isArray(operation.servers))
        operation.servers = item.servers.map((server: OfferedServer) => ({ ...server }));
    }
  }
}

/** The URLs of the document's servers. */
export const documentServerUrls = (doc: Raw): string[] =>
  (Array.isArray(doc.servers) ? doc.servers : []).map((server: OfferedServer) => server.url);

/** The URLs of every server the document names, its own and its operations'. */
export const serverUrls = (doc: Raw): string[] => serverLists(doc).flatMap((list) => list.map((server) => server.url));

/** Adds each server to every list that lacks it. */
export function offerServers(doc: Raw, servers: OfferedServer[]): void {
  for (const list of serverLists(doc)) {
    for (const server of servers) if (!list.some((offered) => offered.url === server.url)) list.push({ ...server });
  }
}

/** Takes a server offered earlier out of every list. */
export function withdrawServer(doc: Raw, url: string): void {
  for (const list of serverLists(doc)) {
    const at = list.findIndex((offered) => offered.url === url);
    if (at >= 0) list.splice(at, 1);
  }
}

/** Whether the client has a server for an operation: its own, else the document's. */
export const hasServer = (doc: Raw, operation: Raw | undefined): boolean =>
  (Array.isArray(operation?.servers) ? operation.servers : (doc.servers ?? [])).length > 0;

/** A typed base URL as the client takes it (an absolute http or https URL, no trailing slash), else undefined. */
export function baseUrlOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return undefined;
  const { protocol } = new URL(trimmed);
  return protocol === 'http:' || protocol === 'https:' ? trimmed.replace(/\/+$/, '') : undefined;
}
