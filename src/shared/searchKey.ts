/**
 * What a reader types and what names a page, compared as the same key: trimmed, one space between words, lower
 * case. The index files a page under the keys of its names (presentation/searchFacts.ts), the search dialog looks
 * up the key of the query (browser/searchDialog.ts).
 */
export const searchKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** How many Pagefind filters the keys are spread over. */
const SHELVES = 16;

/**
 * The Pagefind filter a key is filed under (`name0`…`name15`, by a hash of the key): Pagefind loads a filter whole,
 * so a lookup loads a sixteenth of the keys of a large site rather than all of them.
 */
export function keyFilter(key: string): string {
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return `name${(hash >>> 0) % SHELVES}`;
}
