import type { ApiDocument, NamedSchema, Operation, SchemaNode, Tag } from './model.ts';

/** Look-ups over one document, built once per document and shared by every page. */
export interface DocumentIndex {
  schemaByName: Map<string, NamedSchema>;
  operationBySlug: Map<string, Operation>;
  operationById: Map<string, Operation>;
  tagByName: Map<string, Tag>;
  /** Named schema → the operations (and webhooks) and the named schemas that refer to it, in document order. */
  usedBy: Map<string, { operations: Operation[]; schemas: NamedSchema[] }>;
  /** Whether an operation or webhook is deprecated (the document has a deprecations page). */
  hasDeprecations: boolean;
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
      usedBy: usedByOf(doc, all),
      hasDeprecations: all.some((op) => op.deprecated),
    };
    indexes.set(doc, index);
  }
  return index;
}

/** The names of the named schemas a schema refers to, without entering them (each is a page of its own). */
function refsOf(node: SchemaNode, found = new Set<string>(), seen = new Set<SchemaNode>()): Set<string> {
  if (seen.has(node)) return found;
  seen.add(node);
  if (node.ref) {
    found.add(node.ref);
    return found;
  }
  const children = [
    ...node.properties.map((property) => property.schema),
    ...(typeof node.additionalProperties === 'object' ? [node.additionalProperties] : []),
    ...(node.items ? [node.items] : []),
    ...(node.prefixItems ?? []),
    ...(node.patternProperties ?? []).map((pattern) => pattern.schema),
    ...(node.not ? [node.not] : []),
    ...(node.oneOf ?? []),
    ...(node.anyOf ?? []),
  ];
  for (const child of children) refsOf(child, found, seen);
  for (const { ref } of node.discriminator?.mapping ?? []) found.add(ref);
  return found;
}

function usedByOf(doc: ApiDocument, operations: Operation[]): DocumentIndex['usedBy'] {
  const usedBy: DocumentIndex['usedBy'] = new Map(doc.schemas.map((s) => [s.name, { operations: [], schemas: [] }]));
  const nodesOf = (op: Operation): SchemaNode[] => [
    ...op.parameters.map((p) => p.schema),
    ...(op.requestBody?.content ?? []).flatMap((media) => (media.schema ? [media.schema] : [])),
    ...op.responses.flatMap((response) => [
      ...response.headers.map((header) => header.schema),
      ...response.content.flatMap((media) => (media.schema ? [media.schema] : [])),
    ]),
    ...op.callbacks.flatMap((callback) => callback.operations.flatMap(nodesOf)),
  ];
  for (const op of operations) {
    const found = new Set<string>();
    for (const node of nodesOf(op)) refsOf(node, found);
    for (const name of found) usedBy.get(name)?.operations.push(op);
  }
  for (const schema of doc.schemas) {
    // Its own definition, not the reference to itself that a named schema's node is elsewhere.
    const found = refsOf({ ...schema.schema, ref: undefined });
    found.delete(schema.name);
    for (const name of found) usedBy.get(name)?.schemas.push(schema);
  }
  return usedBy;
}
