import type { ApiDocument, Site } from '../model/model.ts';
import { latestDocuments } from '../model/apiVersions.ts';
import { buildContext } from '../context/buildContext.ts';
import { hasChangesPage } from '../presentation/changeLog.ts';
import { hasDeprecations } from '../presentation/deprecations.ts';
import { usedByOf } from '../presentation/usedBy.ts';
import { laterPages } from '../presentation/paging.ts';

/** Each language the build renders, as the path below the site's base its pages lie under ('' for the base's own). */
export function languageFolders(): string[] {
  const { languages, base } = buildContext();
  return languages.map((language) => language.base.slice(base.length).replace(/\/$/, ''));
}

/** A route's `prefix`: the language's folder, then the document's; undefined for the site's base itself. */
const prefixOf = (folder: string, doc?: ApiDocument) => [folder, doc?.prefix].filter(Boolean).join('/') || undefined;

/** getStaticPaths entries: one per document in each language, or one per item of each document. */
export async function perDocument(): Promise<
  { params: { prefix?: string }; props: { site: Site; doc: ApiDocument } }[]
> {
  const site = await buildContext().site();
  return languageFolders().flatMap((folder) =>
    site.documents.map((doc) => ({ params: { prefix: prefixOf(folder, doc) }, props: { site, doc } })),
  );
}

/** One entry per document that deprecates something: the others have no deprecations page. */
export async function withDeprecations() {
  return (await perDocument()).filter(({ props }) => hasDeprecations(props.doc));
}

/** The overview of each document, and the site's home page listing them when there are several, in each language. */
export async function overviews(): Promise<
  { params: { prefix?: string }; props: { site: Site; doc?: ApiDocument } }[]
> {
  const documents = await perDocument();
  const site = await buildContext().site();
  if (latestDocuments(site).length < 2) return documents;
  const homes = languageFolders().map((folder) => ({ params: { prefix: prefixOf(folder) }, props: { site } }));
  return [...homes, ...documents];
}

export async function perItem<T extends { slug: string }>(items: (doc: ApiDocument) => T[]) {
  const site = await buildContext().site();
  return languageFolders().flatMap((folder) =>
    site.documents.flatMap((doc) =>
      items(doc).map((item) => ({
        params: { prefix: prefixOf(folder, doc), slug: item.slug },
        props: { site, doc, item },
      })),
    ),
  );
}

/** The latest version of each API that has releases: its Changes page and feeds. */
export async function withChanges(): Promise<
  { params: { prefix?: string }; props: { site: Site; doc: ApiDocument } }[]
> {
  return (await perDocument()).filter(({ props: { doc } }) => hasChangesPage(doc));
}

/** Each page of each long "used by" list: a model many operations use has its list paged. */
export async function usedByPages() {
  return (await perItem((doc) => doc.schemas)).flatMap(({ params, props: { site, doc, item: schema } }) => {
    const usedBy = usedByOf(doc, schema);
    return usedBy.pages.map((page) => ({
      params: { ...params, page: String(page.number) },
      props: { site, doc, schema, usedBy, page },
    }));
  });
}

/** The model index's pages after the first, when it is paged. */
export async function modelIndexPages() {
  return (await perDocument()).flatMap(({ params, props }) =>
    laterPages(props.doc.schemas.length).map((page) => ({
      params: { ...params, page: String(page) },
      props: { ...props, page },
    })),
  );
}

/** A tag's pages after the first, when its operations are paged. */
export async function tagPages() {
  return (await perItem((doc) => doc.tags)).flatMap(({ params, props: { site, doc, item: tag } }) =>
    laterPages(tag.operations.length).map((page) => ({
      params: { ...params, page: String(page) },
      props: { site, doc, tag, page },
    })),
  );
}
