import { indexOf } from '../model/documentIndex.ts';
import type {
  ApiDocument,
  Operation,
  Parameter,
  ResponseLink,
  SecurityRequirement,
  SecurityScheme,
  Server,
} from '../model/model.ts';
import type { Strings } from './strings/catalog.ts';

/** Parameters grouped by where they go, in the order a request is written; empty groups left out. */
export function parameterGroups(
  strings: Strings,
  op: Pick<Operation, 'parameters'>,
): { title: string; parameters: Parameter[] }[] {
  const locations = ['path', 'query', 'header', 'cookie'] as const;
  return locations.map((location) => ({
    title: strings.reference.parametersIn[location],
    parameters: op.parameters.filter((p) => p.in === location),
  }));
}

/** Servers are shown on the overview; an operation names its own only when it is sent elsewhere. */
export function ownServers(doc: ApiDocument, op: Operation): Server[] | undefined {
  const urlsOf = (servers: Server[]) => servers.map((s) => s.url).join();
  return op.servers.length > 0 && urlsOf(op.servers) !== urlsOf(doc.servers) ? op.servers : undefined;
}

/** Whether servers come with words of their own (a description, variables): the page and its twin list them so. */
export const serversDescribed = (servers: Server[]): boolean =>
  servers.some((server) => server.description || server.variables.length > 0);

/** The security requirements that apply: the operation's own, else the document's. */
export const requirementsOf = (doc: ApiDocument, op: Operation): SecurityRequirement[] => op.security ?? doc.security;

/** True when the operation lifts the document's requirements (`security: []`). */
export const needsNoAuthorization = (doc: ApiDocument, op: Operation): boolean =>
  op.security?.length === 0 && doc.security.length > 0;

/** The operation a response link leads to, when it is one of this document's. */
export function linkedOperation(doc: ApiDocument, link: ResponseLink): Operation | undefined {
  if (link.operationId) return indexOf(doc).operationById.get(link.operationId);
  if (link.operationKey) return doc.operations.find((op) => `${op.method} ${op.path}` === link.operationKey);
  return undefined;
}

/** A security scheme in one phrase: "API key in the header \"X-Key\"", "HTTP bearer (JWT)", "OAuth 2.0 (implicit)". */
export function securitySummary(strings: Strings, scheme: SecurityScheme): string {
  const words = strings.security;
  if (scheme.apiKey) return words.apiKey(words.apiKeyIn[scheme.apiKey.in] ?? scheme.apiKey.in, scheme.apiKey.name);
  if (scheme.http) return words.http(scheme.http.scheme, scheme.http.bearerFormat);
  if (scheme.type === 'oauth2') return words.oauth2((scheme.flows ?? []).map((flow) => flow.type));
  if (scheme.type === 'openIdConnect') return words.openIdConnect(scheme.openIdConnectUrl ?? '');
  if (scheme.type === 'mutualTLS') return words.mutualTls;
  return scheme.type;
}
