import { latestDocuments, latestOf } from '../model/apiVersions.ts';
import type { ApiDocument, Operation, Site } from '../model/model.ts';
import { keyFilter, searchKey } from '../shared/searchKey.ts';
import type { SiteUrls } from './urls.ts';

export type SearchKind = 'operation' | 'webhook' | 'schema' | 'guide' | 'overview';

interface PageFacts {
  url: URL;
  site: Site;
  urls: SiteUrls;
  /** The page's title, as its heading says it. */
  title: string;
  doc?: ApiDocument;
  /** The API a page is about when it is none of its reference pages (a guide with `document`). */
  about?: ApiDocument;
  operation?: Operation;
  kind?: SearchKind | false;
}

export interface SearchFacts {
  kind?: SearchKind;
  /** Attributes of <main>: Pagefind indexes the content of pages marked `data-pagefind-body`, nothing else. */
  mainAttributes: Record<string, string>;
  /** Pagefind metadata shown with a result, words the page says anyway (Pagefind searches metadata): [key, value]. */
  meta: [string, string][];
  /**
   * Pagefind filters, which are not searched: what labels a result (`kind`, and `apiTitle` on a site of several
   * APIs), and what the search dialog orders results by (browser/searchDialog.ts): `kind`; `api`, each API the
   * page belongs to; and the keys of what names the page exactly (its title, an operation's operationId, method
   * and path, and path), each under its `keyFilter`, which a query equal to one puts first.
   */
  filters: [string, string][];
  /** On a site of several APIs, the one this page is of: its results come first. */
  api?: string;
}

/** Which pages are searchable and what a search result shows for them. Listing pages are not indexed. */
export function searchFacts({
  url,
  site,
  urls,
  title,
  doc,
  about,
  operation,
  kind = guessKind(url, urls, doc, operation),
}: PageFacts): SearchFacts {
  const apis = latestDocuments(site);
  const own = doc ?? about;
  const api = apis.length > 1 && own ? latestOf(site, own) : undefined;
  if (!kind) return { mainAttributes: {}, meta: [], filters: [], api: api?.id };
  const meta: [string, string][] = operation
    ? [
        ['method', operation.method],
        ['path', operation.path],
      ]
    : [];
  const names = [title];
  if (operation) names.push(operation.operationId ?? '', `${operation.method} ${operation.path}`, operation.path);
  // A page of no API in particular (a guide for the whole site) belongs to each: it ranks with any current one.
  const belongs = apis.length < 2 ? [] : api ? [api] : apis;
  const filters: [string, string][] = [
    ['kind', kind],
    ...belongs.map((each): [string, string] => ['api', each.id]),
    ...(api ? [['apiTitle', api.info.title] as [string, string]] : []),
    ...[...new Set(names.filter(Boolean).map(searchKey))].map((key): [string, string] => [keyFilter(key), key]),
  ];
  return { kind, mainAttributes: { 'data-pagefind-body': '' }, meta, filters, api: api?.id };
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
