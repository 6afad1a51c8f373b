import { dirname, resolve } from 'node:path';
import { readDocument } from './readDocument.ts';

export type Raw = Record<string, any>;

/** A value together with the file it was read from, so that relative `$ref`s inside it resolve. */
export interface Located {
  value: unknown;
  file: string;
}

export const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `$ref`s: local pointers (`#/components/...`) and, when the file exists, refs into other files. */
export class RefResolver {
  private readonly documents = new Map<string, unknown>();

  constructor(rootFile: string, rootDocument: unknown) {
    this.documents.set(resolve(rootFile), rootDocument);
  }

  /** The node behind a chain of `$ref`s; undefined when a ref cannot be followed or loops. */
  follow(node: unknown, file: string): Located | undefined {
    let current: Located = { value: node, file: resolve(file) };
    const seen = new Set<string>();
    while (isObject(current.value) && typeof current.value.$ref === 'string') {
      const ref = current.value.$ref;
      const key = `${current.file}${ref.startsWith('#') ? '' : ' '}${ref}`;
      if (seen.has(key)) return undefined;
      seen.add(key);
      const next = this.target(ref, current.file);
      if (!next) return undefined;
      current = next;
    }
    return current;
  }

  private target(ref: string, file: string): Located | undefined {
    const hashAt = ref.indexOf('#');
    const filePart = hashAt === -1 ? ref : ref.slice(0, hashAt);
    const pointer = hashAt === -1 ? '' : ref.slice(hashAt + 1);
    const targetFile = filePart ? resolve(dirname(file), decodeURI(filePart)) : file;
    const document = this.document(targetFile);
    if (document === undefined) return undefined;
    const value = atPointer(document, pointer);
    return value === undefined ? undefined : { value, file: targetFile };
  }

  private document(file: string): unknown {
    if (!this.documents.has(file)) {
      let document: unknown;
      try {
        document = readDocument(file);
      } catch {
        document = undefined;
      }
      this.documents.set(file, document);
    }
    return this.documents.get(file);
  }
}

/** The value at a JSON pointer (RFC 6901, possibly percent-encoded as in a URI fragment). */
function atPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined; // a 3.1 `$anchor` name: not followed
  let value: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = safeDecode(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Raw)[token];
    if (value === undefined) return undefined;
  }
  return value;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
