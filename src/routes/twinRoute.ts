import type { APIRoute } from 'astro';
import type { ApiDocument, Site } from '../model/model.ts';
import { olderVersionNote } from '../presentation/twins/versionNote.ts';
import type { SiteUrls } from '../presentation/urls.ts';
import { urlsOf, wordsOf } from '../components/pageLanguage.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import { perItem } from './staticPaths.ts';

/**
 * The route of one kind of Markdown twin (`operations/<slug>.md`…), for `astro dev`: a build writes these files
 * from the model instead (src/integration/writeDownloadsAndTwins.ts), so it lists no paths there.
 */
export function twinRoute<T extends { slug: string }>(
  items: (doc: ApiDocument) => T[],
  render: (strings: Strings, doc: ApiDocument, urls: SiteUrls, item: T) => string,
) {
  const GET: APIRoute = ({ props, url }) => {
    const { site, doc, item } = props as { site: Site; doc: ApiDocument; item: T };
    const strings = wordsOf(url);
    const urls = urlsOf(url);
    const text = olderVersionNote(strings, site, doc, urls, url.pathname) + render(strings, doc, urls, item);
    return new Response(text, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
  };
  return { getStaticPaths: () => (import.meta.env.PROD ? [] : perItem(items)), GET };
}
