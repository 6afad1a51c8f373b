import { generateAtomFeed, generateJsonFeed } from 'feedsmith';
import type { ApiDocument, Site } from '../model/model.ts';
import { escapeHtml } from '../shared/escapeHtml.ts';
import { releaseViews, type ReleaseView } from './changeLog.ts';
import type { Strings } from './strings/catalog.ts';
import type { SiteUrls } from './urls.ts';

/**
 * An API's changes as feeds, one entry per release, newest first: Atom (`changes.xml`) and JSON Feed 1.1
 * (`changes.json`), written by feedsmith. `absolute` makes a site path absolute when the site's address is known
 * (`site` in site.config.json); without one, links stay paths of the site and ids are URNs.
 */
export interface FeedContext {
  /** The words of the feed's language. */
  strings: Strings;
  site: Site;
  doc: ApiDocument;
  urls: SiteUrls;
  absolute: (path: string) => string | undefined;
}

/** Undated releases (a history that says nothing of time) sort as the oldest possible. */
const UNDATED = '1970-01-01';

function parts({ strings, site, doc, urls, absolute }: FeedContext) {
  const releases = releaseViews(strings, site, doc, urls);
  const page = urls.changes(doc);
  const link = (path: string) => {
    const [pathname, fragment] = path.split('#');
    const url = absolute(pathname);
    return url ? `${url}${fragment ? `#${fragment}` : ''}` : path;
  };
  const id = (anchor?: string) =>
    absolute(page)
      ? `${absolute(page)}${anchor ? `#${anchor}` : ''}`
      : `urn:api-changes:${doc.id}${anchor ? `:${anchor}` : ''}`;
  const title = strings.changelog.feedTitle(doc.info.title);
  const updated = new Date(`${releases[0]?.date ?? UNDATED}T00:00:00Z`);
  return { releases, page, link, id, title, updated };
}

const entryTitle = (strings: Strings, release: ReleaseView) =>
  strings.changelog.feedEntry(release.version, release.counts);

/** A release's changes as HTML: one list per operation, breaking changes first. */
function releaseHtml(strings: Strings, release: ReleaseView, link: (path: string) => string): string {
  if (release.groups.length === 0) return `<p>${escapeHtml(strings.changeWords.noChanges)}</p>`;
  return release.groups
    .map((group) => {
      const heading = group.url
        ? `<a href="${escapeHtml(link(group.url))}">${escapeHtml(group.heading)}</a>`
        : escapeHtml(group.heading);
      const items = group.changes
        .map(
          (entry) =>
            `<li>${entry.breaking ? `<strong>${escapeHtml(strings.changelog.breaking)}:</strong> ` : ''}${escapeHtml(entry.sentence)}</li>`,
        )
        .join('');
      return `<h3>${heading}</h3><ul>${items}</ul>`;
    })
    .join('');
}

/** The same as text, for JSON Feed's `content_text`. */
function releaseText(strings: Strings, release: ReleaseView): string {
  if (release.groups.length === 0) return strings.changeWords.noChanges;
  return release.groups
    .map((group) =>
      [
        group.heading,
        ...group.changes.map((e) => `- ${e.breaking ? `${strings.changelog.breaking}: ` : ''}${e.sentence}`),
      ].join('\n'),
    )
    .join('\n\n');
}

export function atomFeed(context: FeedContext): string {
  const { releases, page, link, id, title, updated } = parts(context);
  return generateAtomFeed({
    id: id(),
    title: { value: title },
    updated,
    links: [
      { href: link(context.urls.changesFeed(context.doc, 'atom')), rel: 'self', type: 'application/atom+xml' },
      { href: link(page), rel: 'alternate', type: 'text/html' },
    ],
    entries: releases.map((release) => ({
      id: id(release.anchor),
      title: { value: entryTitle(context.strings, release) },
      updated: new Date(`${release.date ?? UNDATED}T00:00:00Z`),
      links: [{ href: link(`${page}#${release.anchor}`), rel: 'alternate', type: 'text/html' }],
      summary: { value: release.counts },
      content: { type: 'html', value: releaseHtml(context.strings, release, link) },
    })),
  }) as string;
}

export function jsonFeed(context: FeedContext): string {
  const { releases, page, link, id, title } = parts(context);
  const feed = generateJsonFeed({
    title,
    home_page_url: link(page),
    feed_url: link(context.urls.changesFeed(context.doc, 'json')),
    language: context.strings.language.tag,
    items: releases.map((release) => ({
      id: id(release.anchor),
      url: link(`${page}#${release.anchor}`),
      title: entryTitle(context.strings, release),
      summary: release.counts,
      content_html: releaseHtml(context.strings, release, link),
      content_text: releaseText(context.strings, release),
      ...(release.date ? { date_published: new Date(`${release.date}T00:00:00Z`) } : {}),
      tags: [release.version],
    })),
  });
  return JSON.stringify(feed, null, 2);
}
