import { defineMiddleware } from 'astro:middleware';
import { currentFeed } from './searchFeed.ts';

/** Hands every page that asks to be indexed (`data-pagefind-body`) to the build's search feed; idle in `astro dev`. */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const feed = currentFeed();
  if (!feed || !context.isPrerendered || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const html = await response.clone().text();
  if (html.includes('data-pagefind-body')) await feed.add(context.url.pathname, indexedPart(html));
  return response;
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
