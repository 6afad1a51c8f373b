import type { ApiDocument, LinkTarget, Operation } from '../model/model.ts';
import { basePath } from '../shared/basePath.ts';
import type { LinkUrls } from './descriptions.ts';

type Doc = Pick<ApiDocument, 'prefix'>;

/** Every internal URL of the site, under its base path. The model holds none: they are made where rendered. */
export interface SiteUrls {
  /** The base path, with its slashes: "/" or "/docs/". */
  root: string;
  /** A path of the site (`favicon.svg`, `/guides/x/`) under the base. */
  page(path: string): string;
  overview(doc: Doc): string;
  operation(doc: Doc, op: Pick<Operation, 'kind' | 'slug'>): string;
  /** A tag's page; a later page of its operations when they are paged (`paging.ts`). */
  tag(doc: Doc, slug: string, page?: number): string;
  schema(doc: Doc, slug: string): string;
  /** The model index; a later page of it when it is paged. */
  schemas(doc: Doc, page?: number): string;
  /** A page of the paged list of what uses a model (1-based). */
  usedBy(doc: Doc, slug: string, page: number): string;
  deprecations(doc: Doc): string;
  /** An API's Changes page, and its feeds (`changes.xml` Atom, `changes.json` JSON Feed). */
  changes(doc: Doc): string;
  changesFeed(doc: Doc, format: 'atom' | 'json'): string;
  /** The document as written, for readers and the try-it client. */
  download(doc: Doc, format: 'json' | 'yaml'): string;
  guide(id: string): string;
  guideMarkdown(id: string): string;
  /** The page a description's link leads to. */
  target(doc: Doc, target: LinkTarget): string;
  /** Where a document's descriptions link to, on pages. */
  links(doc: Doc): LinkUrls;
  /** The same for Markdown twins: the twin of a page that has one. */
  twinLinks(doc: Doc): LinkUrls;
}

/** A page's Markdown twin: `/operations/get-pet/` → `/operations/get-pet.md`. */
export const markdownUrl = (pageUrl: string): string =>
  pageUrl.endsWith('/') ? `${pageUrl.slice(0, -1)}.md` : pageUrl;

const made = new Map<string, SiteUrls>();

/** The URLs of a site served under `base` (a page's language's base: components/pageLanguage.ts). */
export function siteUrls(base: string): SiteUrls {
  const root = basePath(base);
  let urls = made.get(root);
  if (!urls) made.set(root, (urls = urlsUnder(root)));
  return urls;
}

function urlsUnder(root: string): SiteUrls {
  const page = (path: string) => `${root}${path.replace(/^\//, '')}`;
  const docRoot = (doc: Doc) => page(doc.prefix ? `${doc.prefix}/` : '');
  // A listing's first page is its own address; the others are below it.
  const later = (n: number) => (n > 1 ? `page/${n}/` : '');
  const urls: SiteUrls = {
    root,
    page,
    overview: docRoot,
    operation: (doc, op) => `${docRoot(doc)}${op.kind === 'webhook' ? 'webhooks' : 'operations'}/${op.slug}/`,
    tag: (doc, slug, page = 1) => `${docRoot(doc)}tags/${slug}/${later(page)}`,
    schema: (doc, slug) => `${docRoot(doc)}schemas/${slug}/`,
    schemas: (doc, page = 1) => `${docRoot(doc)}schemas/${later(page)}`,
    usedBy: (doc, slug, page) => `${urls.schema(doc, slug)}used-by/${page}/`,
    deprecations: (doc) => `${docRoot(doc)}deprecations/`,
    changes: (doc) => `${docRoot(doc)}changes/`,
    changesFeed: (doc, format) => `${docRoot(doc)}changes.${format === 'atom' ? 'xml' : 'json'}`,
    download: (doc, format) => `${docRoot(doc)}openapi.${format}`,
    guide: (id) => page(`guides/${id}/`),
    guideMarkdown: (id) => page(`guides/${id}.md`),
    target: (doc, target) =>
      target.kind === 'tag'
        ? urls.tag(doc, target.slug)
        : target.kind === 'schema'
          ? urls.schema(doc, target.slug)
          : urls.operation(doc, { kind: target.kind, slug: target.slug }),
    links: (doc) => ({ key: `${root}${doc.prefix}`, url: (target) => urls.target(doc, target) }),
    twinLinks: (doc) => ({
      key: `${root}${doc.prefix}.md`,
      url: (target) => (target.kind === 'tag' ? urls.target(doc, target) : markdownUrl(urls.target(doc, target))),
    }),
  };
  return urls;
}
