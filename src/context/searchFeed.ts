import type { SearchRecord } from '../presentation/searchRecord.ts';

/** What the indexer is handed of one page: a generated page's record, or the HTML any other indexed page is. */
export type SearchPage = { path: string } & ({ record: SearchRecord } | { html: string });

/**
 * The hand-off between the search integration and its middleware: while `astro build` runs, the integration
 * puts a feed in the build context, and the middleware gives it each page as Astro renders it, so Pagefind
 * indexes in its own process while the next pages render.
 */
export interface SearchFeed {
  /**
   * A place in the feed's order, taken when a page starts rendering. Pages finish out of order (16 render at
   * once) but reach the indexer in the order they started, so two builds give Pagefind the same sequence and
   * write the same index.
   */
  ticket(): number;
  /**
   * One rendered page at its ticket: its URL path and what the indexer reads of it, or nothing for a page not
   * indexed (each ticket is given back once).
   */
  add(ticket: number, page?: SearchPage): void;
}
