import type { ApiDocument, Description } from '../../model/model.ts';
import { descriptionHtml } from '../../presentation/descriptions.ts';
import type { PageHeadings } from '../../presentation/headingAnchors.ts';
import type { SiteUrls } from '../../presentation/urls.ts';

/**
 * A description as HTML on a page of `doc`, for `<div class="description" set:html={…}>`: a plain function rather
 * than a component, since a page of a large document shows hundreds of them. Its headings take their ids among the
 * page's (`pageHeadings`).
 */
export const htmlOf = (urls: SiteUrls, doc: ApiDocument, text: Description, headings: PageHeadings): string =>
  descriptionHtml(text, urls.links(doc), headings);
