import { statSync } from 'node:fs';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';
import { openapiDir } from '../pipeline/5-site/loadSite.ts';

/** From this size of documents (all together), a build keeps its heaps tight (docs/performance.md, "Heap growth"). */
const LARGE_DOCUMENTS = 16 * 1024 * 1024;

/** The size of this build's documents, all together. */
export const documentBytes = (): number =>
  findDocuments(openapiDir()).reduce((sum, file) => sum + statSync(file).size, 0);

/**
 * How much V8 lets each heap of a build grow after a full collection, in percent (`--heap-growing-percent`): for
 * the largest documents little, so the two models and the search index fit the memory targets; below them as
 * much as for GitHub's document still keeps its largest process under 600 MB, for fewer collections, which cost
 * seconds of a 2-core machine's CPU. The second process's work ends well before the pages', so collecting more
 * often costs the build nothing there, and the two models side by side are the build's first memory peak.
 */
export function heapGrowth(bytes: number): { pages: number; secondProcess: number } {
  return bytes >= LARGE_DOCUMENTS ? { pages: 40, secondProcess: 20 } : { pages: 75, secondProcess: 75 };
}
