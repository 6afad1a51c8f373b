/**
 * In a large document, a current list longer than this shows this many entries around the current one: each entry
 * is on every operation page, so the window is what a large site pays (docs/performance.md).
 */
export const NAV_LIST_WINDOW = 8;

/**
 * In a large document, a navigation group of more tags than this lists this many around the current one, about a
 * screen's height, and links the rest to the overview's list: GitHub's 48 tags were a tenth of its site's bytes.
 */
export const NAV_TAG_WINDOW = 20;

/**
 * The part of a long navigation list shown around its current entry. Every page carries the navigation, so
 * a list of n entries costs n × pages bytes; past `size` entries a page lists the `size` nearest its own
 * entry (the first `size` when it has none) and links to the rest.
 */
export function navWindow<T>(
  items: T[],
  currentIndex: number,
  size: number,
): { shown: T[]; before: number; after: number } {
  if (items.length <= size) return { shown: items, before: 0, after: 0 };
  const start = currentIndex < 0 ? 0 : Math.min(Math.max(currentIndex - Math.floor(size / 2), 0), items.length - size);
  return { shown: items.slice(start, start + size), before: start, after: items.length - start - size };
}
