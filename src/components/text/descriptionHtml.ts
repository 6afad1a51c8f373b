import type { ApiDocument, Description } from '../../model/model.ts';
import { descriptionHtml } from '../../presentation/descriptions.ts';
import type { SiteUrls } from '../../presentation/urls.ts';

/**
 * A description as HTML on a page of `doc`, for `<div class="description" set:html={…}>`: a plain function rather
 * than a component, since a page of a large document shows hundreds of them.
 */
export const htmlOf = (urls: SiteUrls, doc: ApiDocument, text: Description): string =>
  descriptionHtml(text, urls.links(doc));
