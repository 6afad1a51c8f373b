/**
 * The hand-off between the search integration and its middleware: while `astro build` runs, the integration
 * puts a feed on globalThis (Astro's page bundle loads its own copy of every module), and the middleware gives
 * it each page as Astro renders it, so Pagefind indexes in its own process while the next pages render.
 */
export interface SearchFeed {
  /**
   * One rendered page: its URL path and its HTML. Resolves when the indexer can take more, so pages waiting
   * for it never pile up in memory.
   */
  add(path: string, html: string): Promise<void>;
}

const shared = globalThis as { apiReferenceSearchFeed?: SearchFeed };

export function openFeed(feed: SearchFeed): void {
  shared.apiReferenceSearchFeed = feed;
}

export function closeFeed(): void {
  delete shared.apiReferenceSearchFeed;
}

export function currentFeed(): SearchFeed | undefined {
  return shared.apiReferenceSearchFeed;
}
