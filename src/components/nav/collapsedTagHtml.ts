import type { ApiDocument, Tag } from '../../model/model.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import type { SiteUrls } from '../../presentation/urls.ts';

const collapsed = new WeakMap<ApiDocument, Map<string, string>>();

/**
 * A tag's navigation entry without its operations, as HTML: the same on every page of a large document, so it is
 * written once per build instead of rendered by Astro on each of thousands of pages (docs/performance.md). It is
 * Navigation.astro's entry for an open tag without its list; tests/node/corpus holds the two equal.
 */
export function collapsedTagHtml(urls: SiteUrls, doc: ApiDocument, tag: Tag): string {
  let entries = collapsed.get(doc);
  if (!entries) collapsed.set(doc, (entries = new Map()));
  // Each language's under its own base.
  const key = `${urls.root} ${tag.name}`;
  let html = entries.get(key);
  if (html === undefined) {
    // A tag the generator made up (operations without tags) is not one of the document's: no data-nav-tag, and a
    // class instead (navigation.css styles both alike); written on every page, a document's tags carry no class.
    const mark = tag.generated ? ' class="nav-tag"' : ` data-nav-tag="${escapeHtml(tag.name)}"`;
    html = `<li${mark}>` + `<a href="${escapeHtml(urls.tag(doc, tag.slug))}">${escapeHtml(tag.displayName)}</a></li>`;
    entries.set(key, html);
  }
  return html;
}
