import { defineMiddleware } from 'astro:middleware';
import { buildContext } from '../context/buildContext.ts';

/**
 * Hands every page that asks to be indexed to the build's search feed, in the order the pages started rendering:
 * the search document it made (presentation/searchDocument.ts), else the page itself when it is marked
 * `data-pagefind-body`. Idle in `astro dev`.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const feed = context.isPrerendered ? buildContext().searchFeed : undefined;
  if (!feed) return next();
  // Taken before rendering: the order pages start in, which does not change from build to build.
  const ticket = feed.ticket();
  let page: { path: string; html: string } | undefined;
  try {
    const response = await next();
    const searchDocument = context.locals.searchDocument;
    if (searchDocument) page = { path: context.url.pathname, html: searchDocument };
    else if (response.headers.get('content-type')?.startsWith('text/html')) {
      const html = await response.clone().text();
      if (html.includes('data-pagefind-body')) page = { path: context.url.pathname, html: indexedPart(html) };
    }
    return response;
  } finally {
    feed.add(ticket, page);
  }
});

/**
 * What Pagefind reads of a page: its language, `<main data-pagefind-body>` and the metadata after it. The
 * head and the navigation, half of a page's bytes, never go down the pipe to the indexer.
 */
function indexedPart(html: string): string {
  const main = html.indexOf('<main ');
  const end = html.lastIndexOf('</body>');
  if (main < 0 || end < main) return html;
  const lang =
    /<html[^>]*\slang="([^"]*)"/.exec(html.slice(0, html.indexOf('>', html.indexOf('<html')) + 1))?.[1] ?? 'en';
  return `<html lang="${lang}"><body>${html.slice(main, end)}</body></html>`;
}
