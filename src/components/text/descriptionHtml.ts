import type { ApiDocument, Description } from '../../model/model.ts';
import { descriptionHtml } from '../../presentation/descriptions.ts';
import type { SlugSet } from '../../shared/slug.ts';
import { urls } from '../siteUrls.ts';

/**
 * A description as HTML on a page of `doc`, for `<div class="description" set:html={…}>`: a plain function rather
 * than a component, since a page of a large document shows hundreds of them. Its headings take their ids among the
 * page's (`pageIds`).
 */
export const htmlOf = (doc: ApiDocument, text: Description, ids: SlugSet): string =>
  descriptionHtml(text, urls.links(doc), ids);
