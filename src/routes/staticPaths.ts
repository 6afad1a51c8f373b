import type { ApiDocument, Site } from '../model/model.ts';
import { latestDocuments } from '../model/apiVersions.ts';
import { buildContext } from '../context/buildContext.ts';
import { hasChangesPage } from '../presentation/changeLog.ts';
import { hasDeprecations } from '../presentation/deprecations.ts';
import { usedByOf } from '../presentation/usedBy.ts';
import { laterPages } from '../presentation/paging.ts';

/** getStaticPaths entries: one per document, or one per item of each document. */
export async function perDocument(): Promise<
  { params: { prefix?: string }; props: { site: Site; doc: ApiDocument } }[]
> {
  const site = await buildContext().site();
  return site.documents.map((doc) => ({ params: { prefix: doc.prefix || undefined }, props: { site, doc } }));
}

/** One entry per document that deprecates something: the others have no deprecations page. */
export async function withDeprecations() {
  return (await perDocument()).filter(({ props }) => hasDeprecations(props.doc));
}

/** The overview of each document, and the site's home page listing them when there are several. */
export async function overviews(): Promise<
  { params: { prefix?: string }; props: { site: Site; doc?: ApiDocument } }[]
> {
  const documents = await perDocument();
  const site = await buildContext().site();
  return latestDocuments(site).length > 1
    ? [{ params: { prefix: undefined }, props: { site } }, ...documents]
    : documents;
}

export async function perItem<T extends { slug: string }>(items: (doc: ApiDocument) => T[]) {
  const site = await buildContext().site();
  return site.documents.flatMap((doc) =>
    items(doc).map((item) => ({
      params: { prefix: doc.prefix || undefined, slug: item.slug },
      props: { site, doc, item },
    })),
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
  const site = await buildContext().site();
  return site.documents.flatMap((doc) =>
    doc.schemas.flatMap((schema) => {
      const usedBy = usedByOf(doc, schema);
      return usedBy.pages.map((page) => ({
        params: { prefix: doc.prefix || undefined, slug: schema.slug, page: String(page.number) },
        props: { site, doc, schema, usedBy, page },
      }));
    }),
  );
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
