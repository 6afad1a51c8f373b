import type { ApiDocument, NamedSchema, Operation, Tag } from './model.ts';

/** Look-ups over one document, built once per document and shared by every page. */
export interface DocumentIndex {
  schemaByName: Map<string, NamedSchema>;
  operationBySlug: Map<string, Operation>;
  operationById: Map<string, Operation>;
  tagByName: Map<string, Tag>;
}

const indexes = new WeakMap<ApiDocument, DocumentIndex>();

export function indexOf(doc: ApiDocument): DocumentIndex {
  let index = indexes.get(doc);
  if (!index) {
    const all = [...doc.operations, ...doc.webhooks];
    index = {
      schemaByName: new Map(doc.schemas.map((s) => [s.name, s])),
      operationBySlug: new Map(all.map((op) => [op.slug, op])),
      operationById: new Map(all.filter((op) => op.operationId).map((op) => [op.operationId!, op])),
      tagByName: new Map(doc.tags.map((t) => [t.name, t])),
    };
    indexes.set(doc, index);
  }
  return index;
}
