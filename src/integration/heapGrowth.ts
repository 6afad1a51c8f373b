import { statSync } from 'node:fs';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';

/** From this size of documents (all together), a build keeps its heaps tight (docs/performance.md, "Heap growth"). */
const LARGE_DOCUMENTS = 16 * 1024 * 1024;

/** The size of the documents in a folder, all together. */
export const documentBytes = (openapiDir: string): number =>
  findDocuments(openapiDir).reduce((sum, file) => sum + statSync(file).size, 0);

/**
 * How much V8 lets each heap of a build grow after a full collection, in percent (`--heap-growing-percent`). For
 * the largest documents little, so the two models and the search index fit the memory targets; below them more,
 * for fewer collections: they cost seconds of a 2-core machine's CPU, most of all on the pages' thread, the
 * build's longest. The second process grows less than the pages' (its work ends before theirs, and the two models
 * side by side are the build's first memory peak).
 */
export function heapGrowth(bytes: number): { pages: number; secondProcess: number } {
  return bytes >= LARGE_DOCUMENTS ? { pages: 40, secondProcess: 20 } : { pages: 60, secondProcess: 40 };
}
