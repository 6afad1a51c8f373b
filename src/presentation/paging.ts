/**
 * Listings that grow with the document (a tag's operations, the model index, what uses a model) are cut into pages
 * of this many entries, so that no page of the largest APIs carries thousands of them.
 */
export const LISTING_PAGE_SIZE = 500;

/** How many pages `count` entries take, at least one. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE));
}

/** The page (1-based) that holds the entry at `index`. */
export const pageHolding = (index: number): number => Math.floor(Math.max(index, 0) / LISTING_PAGE_SIZE) + 1;

/** The entries of one page (1-based). */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
}

/** The numbers of a listing's pages after the first: the first is at the listing's own address. */
export function laterPages(count: number): number[] {
  return Array.from({ length: pageCount(count) - 1 }, (_, i) => i + 2);
}
