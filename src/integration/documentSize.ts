// What a build decides by the size of its documents before Astro loads (the command line reads it first): how much
// the heap grows, and whether the documents are resolved in a process of their own.
import { statSync } from 'node:fs';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';

/** From this size of documents (all together), a build keeps its heaps tight (docs/performance.md, "Heap growth"). */
const LARGE_DOCUMENTS = 16 * 1024 * 1024;

/**
 * From this size of documents (all together), the build resolves them in a process of its own (resolvedAhead.ts):
 * below it, starting a process costs about what resolving them does.
 */
export const RESOLVED_APART = 1024 * 1024;

/** The size of these files, all together. */
export const bytesOf = (files: readonly string[]): number => files.reduce((sum, file) => sum + statSync(file).size, 0);

/**
 * The documents of a folder (those named, when only some are); none when it has none or there is no such folder:
 * the documents' check reports that, with the file and what is wrong.
 */
export function documentFiles(openapiDir: string, named?: readonly string[]): string[] {
  try {
    return findDocuments(openapiDir, named);
  } catch {
    return [];
  }
}

/**
 * How much V8 lets the build's heap grow after a full collection, in percent (`--heap-growing-percent`). For the
 * largest documents little, so the model and the search index fit the memory targets; below them more, for fewer
 * collections: they cost seconds of a 2-core machine's CPU.
 */
export function heapGrowth(bytes: number): number {
  return bytes >= LARGE_DOCUMENTS ? 40 : 60;
}
