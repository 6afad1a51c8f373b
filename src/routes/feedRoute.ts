import type { APIRoute } from 'astro';
import { urlsOf, wordsOf } from '../components/pageLanguage.ts';
import type { ApiDocument, Site } from '../model/model.ts';
import { canonicalUrl } from '../publish/canonical.ts';
import { withChanges } from './staticPaths.ts';

const FEEDS = {
  atom: { write: 'atomFeed', type: 'application/atom+xml; charset=utf-8' },
  json: { write: 'jsonFeed', type: 'application/feed+json; charset=utf-8' },
} as const;

/** The route of an API's changes feed, one entry per release; its links are absolute when `site` is set. */
export function feedRoute(format: keyof typeof FEEDS) {
  const GET: APIRoute = async ({ props, url }) => {
    const { site, doc } = props as { site: Site; doc: ApiDocument };
    const absolute = (path: string) => canonicalUrl(site.config, path);
    const feed = FEEDS[format];
    // Loaded when a feed is written: Astro loads every route's module, and most sites have no releases to list.
    const write = (await import('../presentation/changeFeeds.ts'))[feed.write];
    return new Response(write({ strings: wordsOf(url), site, doc, urls: urlsOf(url), absolute }), {
      headers: { 'content-type': feed.type },
    });
  };
  return { getStaticPaths: withChanges, GET };
}
