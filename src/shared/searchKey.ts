/**
 * What a reader types and what names a page, compared as the same key: trimmed, one space between words, lower
 * case. The index files a page under the keys of its names (presentation/searchFacts.ts), the search dialog looks
 * up the key of the query (browser/searchDialog.ts).
 */
export const searchKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
