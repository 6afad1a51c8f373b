import type { ApiDocument, MediaType, SchemaNode } from '../model/model.ts';
import { indexOf } from '../model/documentIndex.ts';

/**
 * How many levels of fields a page and its twin show: a field table, then up to three nested ones; deeper
 * inline objects stay behind their type.
 */
export const NESTING_LIMIT = 4;

/** A schema's fields as the page and its twin show them, nested as far as NESTING_LIMIT. */
export interface FieldTree {
  node: SchemaNode;
  properties: FieldRow[];
  /** "Each item:" — an array's items, when they have fields of their own. */
  items?: FieldTree;
  /** `oneOf` / `anyOf`. */
  alternatives?: { exactlyOne: boolean; options: Nested[] };
  /** 3.1 tuples: the item of each position. */
  tuple?: Nested[];
}

export interface FieldRow {
  name: string;
  required: boolean;
  schema: SchemaNode;
  /** The fields inside it, when it is an inline object, array of objects or union. */
  fields?: FieldTree;
}

export interface Nested {
  schema: SchemaNode;
  fields?: FieldTree;
}

/** Trees by node and depth: a named schema's fields show on every page and twin that uses it. */
const trees = new WeakMap<SchemaNode, FieldTree[]>();

export function fieldTree(node: SchemaNode, depth = 0): FieldTree {
  let byDepth = trees.get(node);
  if (!byDepth) trees.set(node, (byDepth = []));
  return (byDepth[depth] ??= treeOf(node, depth));
}

function treeOf(node: SchemaNode, depth: number): FieldTree {
  const deeper = depth + 1 < NESTING_LIMIT;
  const inner = (child: SchemaNode) => (deeper && expandable(child) ? fieldTree(child, depth + 1) : undefined);
  const alternatives = node.oneOf ?? node.anyOf;
  return {
    node,
    properties: node.properties.map((property) => ({
      name: property.name,
      required: property.required,
      schema: property.schema,
      fields: deeper && expandable(property.schema) ? fieldTree(fieldsOf(property.schema), depth + 1) : undefined,
    })),
    items: node.items && node.properties.length === 0 ? inner(node.items) : undefined,
    alternatives: alternatives && {
      exactlyOne: node.oneOf !== undefined,
      options: alternatives.map((schema) => ({ schema, fields: inner(schema) })),
    },
    tuple: node.prefixItems?.length ? node.prefixItems.map((schema) => ({ schema, fields: inner(schema) })) : undefined,
  };
}

/**
 * The schema whose fields a request or response body shows: a named schema's own definition (one level; its
 * nested named schemas are links), else the inline schema itself; nothing for an array of a named schema.
 */
export function bodySchema(doc: ApiDocument, node: SchemaNode): SchemaNode | undefined {
  if (node.ref) return indexOf(doc).schemaByName.get(node.ref)?.schema;
  return node.items?.ref ? undefined : node;
}

/** Where a field's own fields are: an array's items, else the field. */
const fieldsOf = (node: SchemaNode): SchemaNode => (node.items && !node.properties.length ? node.items : node);

/** An anonymous schema with something inside worth expanding. */
export function expandable(node?: SchemaNode): node is SchemaNode {
  return (
    !!node &&
    !node.ref &&
    !node.circular &&
    (node.properties.length > 0 ||
      !!node.oneOf ||
      !!node.anyOf ||
      !!node.patternProperties?.length ||
      !!node.prefixItems?.some(expandable) ||
      expandable(node.items) ||
      (typeof node.additionalProperties === 'object' && expandable(node.additionalProperties)))
  );
}

/**
 * A field's `id` on its page: its parent's id and its name, dotted (`request-body.address.city`), stable and
 * readable so that a reader can link to it. Whitespace is the one thing an id cannot hold.
 */
export const fieldId = (parent: string, name: string): string => `${parent}.${name.replace(/\s+/g, '-')}`;

/** A field's path below its table (`pull_request.assignee`): its row's id without the table's prefix. */
export const fieldPath = (parent: string | undefined, name: string): string =>
  parent === undefined ? fieldId('', name).slice(1) : fieldId(parent, name);

/** A parameter row's `id`: `param-query-limit`; a response header's: `response-200.header-X-Rate-Limit`. */
export const parameterId = (prefix: string, location: string, name: string): string =>
  `${prefix}${location}-${name.replace(/\s+/g, '-')}`;

/** True when some row of the tree has fields of its own (the expand-all control has something to open). */
export const hasNestedFields = (tree: FieldTree): boolean =>
  tree.properties.some((property) => property.fields) || !!tree.items?.properties.some((property) => property.fields);

/**
 * A body's media types grouped by the schema they share, in document order: one field table a group, and a
 * switch between the groups' media types (JSON, XML and form versions of one schema show one table).
 */
export function mediaGroups(content: MediaType[]): MediaType[][] {
  const groups = new Map<unknown, MediaType[]>();
  for (const media of content) {
    const key = media.schema ? (media.schema.ref ?? media.schema) : media;
    const group = groups.get(key);
    if (group) group.push(media);
    else groups.set(key, [media]);
  }
  return [...groups.values()];
}
