import { defineMiddleware } from 'astro:middleware';
import { buildContext } from '../context/buildContext.ts';
import type { SearchPage } from '../context/searchFeed.ts';

/**
 * Hands every page that asks to be indexed to the build's search feed, in the order the pages started rendering:
 * the record a generated page made (presentation/searchRecord.ts), else the page as it is, when it is marked
 * `data-pagefind-body` (Pagefind reads its headings for a guide's sections). Idle in `astro dev`.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const feed = context.isPrerendered ? buildContext().searchFeed : undefined;
  if (!feed) return next();
  // Taken before rendering: the order pages start in, which does not change from build to build.
  const ticket = feed.ticket();
  let page: SearchPage | undefined;
  try {
    const response = await next();
    const record = context.locals.searchRecord;
    if (record) page = { path: context.url.pathname, record };
    else if (response.headers.get('content-type')?.startsWith('text/html')) {
      const html = await response.clone().text();
      if (html.includes('data-pagefind-body')) page = { path: context.url.pathname, html };
    }
    return response;
  } finally {
    feed.add(ticket, page);
  }
});
