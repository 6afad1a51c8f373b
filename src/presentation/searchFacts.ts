import { latestDocuments } from '../model/apiVersions.ts';
import type { ApiDocument, Operation, Site } from '../model/model.ts';
import type { SiteUrls } from './urls.ts';

export type SearchKind = 'operation' | 'webhook' | 'schema' | 'guide' | 'overview';

interface PageFacts {
  url: URL;
  site: Site;
  urls: SiteUrls;
  doc?: ApiDocument;
  operation?: Operation;
  kind?: SearchKind | false;
}

export interface SearchFacts {
  kind?: SearchKind;
  /** Attributes of <main>: Pagefind indexes the content of pages marked `data-pagefind-body`, nothing else. */
  mainAttributes: Record<string, string>;
  /** Pagefind metadata shown with a result: [key, value]. */
  meta: [string, string][];
}

/** Which pages are searchable and what a search result shows for them. Listing pages are not indexed. */
export function searchFacts({
  url,
  site,
  urls,
  doc,
  operation,
  kind = guessKind(url, urls, doc, operation),
}: PageFacts): SearchFacts {
  if (!kind) return { mainAttributes: {}, meta: [] };
  const meta: [string, string][] = [['kind', kind]];
  if (operation) meta.push(['method', operation.method], ['path', operation.path]);
  // A reader who types the exact operationId means that operation (browser/searchDialog.ts ranks it first).
  if (operation?.operationId) meta.push(['operationId', operation.operationId]);
  if (doc && latestDocuments(site).length > 1) meta.push(['api', doc.info.title]);
  return { kind, mainAttributes: { 'data-pagefind-body': '' }, meta };
}

function guessKind(url: URL, urls: SiteUrls, doc?: ApiDocument, operation?: Operation): SearchKind | undefined {
  if (operation) return operation.kind === 'webhook' ? 'webhook' : 'operation';
  if (!doc) return undefined;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (path === urls.overview(doc)) return 'overview';
  const schemas = urls.schemas(doc);
  if (path.startsWith(schemas) && path !== schemas) return 'schema';
  return undefined;
}
