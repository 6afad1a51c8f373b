import { statSync } from 'node:fs';
import type { SourceDocument } from '../1-load/sourceFiles.ts';

/**
 * The documents the build has checked (checkDocuments.ts) and found without error, each as its file was then (path,
 * modification time, size): the model's stage does not check their shape again, and takes the document as the
 * check parsed it rather than parsing it again. An edited file is another key, so `astro dev` checks it anew.
 * The build context holds one (src/context/).
 */
export class CheckedSources {
  readonly #byKey = new Map<string, SourceDocument['data'] | undefined>();

  /**
   * Records a document checked without error, keeping its parsed data for the model to take once, when the check
   * has it (another process may have checked it).
   */
  mark(source: { file: string; data?: SourceDocument['data'] }): void {
    const key = keyOf(source.file);
    if (key) this.#byKey.set(key, source.data);
  }

  has(file: string): boolean {
    return this.#byKey.has(keyOf(file) ?? '');
  }

  /** The data parsed when the document was checked, once: the model dereferences it in place. */
  take(file: string): SourceDocument['data'] | undefined {
    const key = keyOf(file);
    const data = key ? this.#byKey.get(key) : undefined;
    if (key && data) this.#byKey.set(key, undefined);
    return data;
  }
}

function keyOf(file: string): string | undefined {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${file}@${mtimeMs}@${size}`;
  } catch {
    return undefined;
  }
}
