import { isDeepStrictEqual } from 'node:util';
import type { ApiDocument, Description, MediaType, NamedSchema, Operation, SchemaNode } from '../model/model.ts';
import { indexOf } from '../model/documentIndex.ts';

/**
 * How many levels of fields a page and its twin show: a field table, then up to three nested ones; deeper
 * objects stay behind their type.
 */
export const NESTING_LIMIT = 4;

/**
 * A named model unfolds in place once down a table's path, one level: its own fields, what is inside them a link
 * away on its page. A model's own page unfolds none: the models inside it have their pages. Unfolded all the way
 * down (GitHub's payloads nest users in repositories in pull requests) they would multiply the site's size.
 */
const MODEL_UNFOLDS = 1;

/**
 * A body's table that would pass this many rows with its models unfolded shows the models of more than
 * SMALL_MODEL_FIELDS fields as links instead, the small ones still in place (and if it still passes it, every
 * model): GitHub's webhook payloads, with a repository, users and installations unfolded in each, were a third of
 * the site's bytes in a tenth of its pages.
 */
export const UNFOLDED_ROWS_LIMIT = 150;
export const SMALL_MODEL_FIELDS = 12;

/**
 * Whose fields a table shows: a request's leave out the read-only fields (the server's), a response's the
 * write-only ones (the client's); a model's page shows every field, marked.
 */
export type Reading = 'request' | 'response' | 'model';

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
  /** The fields inside it: an inline object's, a named model's (its type links to its page), an array's items'. */
  fields?: FieldTree;
}

export interface Nested {
  schema: SchemaNode;
  fields?: FieldTree;
}

/**
 * Where a tree stands: how deep, and the named models it is inside (a model met again inside itself is a cycle,
 * shown as the link its type is).
 */
interface Place {
  reading: Reading;
  depth: number;
  models: readonly string[];
  /** How many named models are unfolded between the table's top and here. */
  unfolds: number;
  /** The most fields a named model may have to unfold here. */
  modelFields: number;
}

/** Trees by node and place: a named model's fields show on every page and twin that uses it. */
const trees = new WeakMap<SchemaNode, Map<string, FieldTree>>();

function treeAt(doc: ApiDocument, node: SchemaNode, place: Place): FieldTree {
  let byPlace = trees.get(node);
  if (!byPlace) trees.set(node, (byPlace = new Map()));
  const key = `${place.reading} ${place.depth} ${place.unfolds} ${place.modelFields} ${place.models.join('\n')}`;
  let tree = byPlace.get(key);
  if (!tree) byPlace.set(key, (tree = treeOf(doc, node, place)));
  return tree;
}

/** The fields of a named model on its own page: every field, read-only and write-only ones marked. */
export const schemaFields = (doc: ApiDocument, schema: NamedSchema): FieldTree =>
  treeAt(doc, schema.schema, {
    reading: 'model',
    depth: 0,
    models: [schema.name],
    unfolds: MODEL_UNFOLDS,
    modelFields: 0,
  });

/**
 * The fields a request or response body shows: its named model's (or its items' for an array of one), else the
 * inline schema's; nothing when it has none.
 */
export function bodyFields(doc: ApiDocument, node: SchemaNode, reading: Reading): FieldTree | undefined {
  const shown = unfolded(doc, node, []);
  if (!shown) return undefined;
  const place = { reading, depth: 0, models: shown.models, unfolds: 0 };
  const tree = treeAt(doc, shown.node, { ...place, modelFields: Infinity });
  if (rowCount(tree) <= UNFOLDED_ROWS_LIMIT) return tree;
  const small = treeAt(doc, shown.node, { ...place, modelFields: SMALL_MODEL_FIELDS });
  if (rowCount(small) <= UNFOLDED_ROWS_LIMIT) return small;
  // Still past it: a model of very many fields, many of them small models (Microsoft Graph beta's
  // `deviceManagement`, docs/performance.md). Every named model is a link.
  return treeAt(doc, shown.node, { ...place, modelFields: 0 });
}

const rowCounts = new WeakMap<FieldTree, number>();

/** The rows a tree shows, nested ones included (a tree is shared by every page that shows it: counted once). */
function rowCount(tree: FieldTree | undefined): number {
  if (!tree) return 0;
  let count = rowCounts.get(tree);
  if (count === undefined) {
    const nested = [...(tree.alternatives?.options ?? []), ...(tree.tuple ?? [])];
    count =
      tree.properties.reduce((sum, row) => sum + 1 + rowCount(row.fields), 0) +
      rowCount(tree.items) +
      nested.reduce((sum, each) => sum + 1 + rowCount(each.fields), 0);
    rowCounts.set(tree, count);
  }
  return count;
}

/** How the fields of an operation's request body read: a request the API sends (a webhook, a callback) is its. */
export const requestReading = (op: Operation, callback: boolean): Reading =>
  op.kind === 'webhook' || callback ? 'response' : 'request';

/** How the fields of an operation's responses read: the reader's answer to a webhook or a callback is a request. */
export const responseReading = (op: Operation, callback: boolean): Reading =>
  op.kind === 'webhook' || callback ? 'request' : 'response';

/** Whether a field is one this reading shows. */
export function travels(schema: SchemaNode, reading: Reading): boolean {
  if (reading === 'request') return !schema.readOnly;
  if (reading === 'response') return !schema.writeOnly;
  return true;
}

function treeOf(doc: ApiDocument, node: SchemaNode, place: Place): FieldTree {
  const inner = (child: SchemaNode, lift = false) => nestedTree(doc, child, place, lift);
  const alternatives = node.oneOf ?? node.anyOf;
  return {
    node,
    properties: node.properties
      .filter((property) => travels(property.schema, place.reading))
      .map((property) => ({
        name: property.name,
        required: property.required,
        schema: property.schema,
        fields: inner(property.schema, true),
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
 * The tree one level below a place, for a field's schema (`lift`: an array field shows its items' fields) or an
 * item, alternative or tuple position; nothing past the nesting limit or where there is nothing to unfold.
 */
function nestedTree(doc: ApiDocument, node: SchemaNode, place: Place, lift: boolean): FieldTree | undefined {
  if (place.depth + 1 >= NESTING_LIMIT) return undefined;
  let shown = unfolded(doc, node, place.models);
  if (shown && lift && isList(shown.node)) shown = unfolded(doc, shown.node.items!, shown.models);
  if (!shown || !hasFields(doc, shown.node, shown.models)) return undefined;
  const model = shown.models.length > place.models.length;
  const unfolds = place.unfolds + (model ? 1 : 0);
  if (unfolds > MODEL_UNFOLDS || (model && shown.node.properties.length > place.modelFields)) return undefined;
  const depth = model ? NESTING_LIMIT - 1 : place.depth + 1;
  return treeAt(doc, shown.node, { ...place, depth, models: shown.models, unfolds });
}

/** An array whose own fields are its items'. */
const isList = (node: SchemaNode) => !!node.items && node.properties.length === 0;

/**
 * The schema whose fields show for a node: itself, or the definition of the named model it is (an alias followed
 * to its model), with the models it is inside; nothing for a model it is already inside (a cycle) or a loop.
 */
function unfolded(
  doc: ApiDocument,
  node: SchemaNode,
  models: readonly string[],
): { node: SchemaNode; models: readonly string[] } | undefined {
  const schemas = indexOf(doc).schemaByName;
  while (node.ref) {
    const named = schemas.get(node.ref);
    if (!named || models.includes(node.ref)) return undefined;
    models = [...models, node.ref];
    node = named.schema;
  }
  return node.circular ? undefined : { node, models };
}

/** A schema with something inside worth unfolding: fields, alternatives, or items or positions that have some. */
function hasFields(doc: ApiDocument, node: SchemaNode, models: readonly string[]): boolean {
  const inside = (child: SchemaNode | undefined) => {
    const shown = child && unfolded(doc, child, models);
    return !!shown && hasFields(doc, shown.node, shown.models);
  };
  return (
    node.properties.length > 0 ||
    !!node.oneOf ||
    !!node.anyOf ||
    !!node.patternProperties?.length ||
    !!node.prefixItems?.some(inside) ||
    inside(node.items) ||
    (typeof node.additionalProperties === 'object' && inside(node.additionalProperties))
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
  tree.properties.some((property) => property.fields) ||
  !!tree.items?.properties.some((property) => property.fields) ||
  !!tree.alternatives?.options.some((option) => option.fields && hasNestedFields(option.fields));

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

/**
 * What a body's schema says of itself (VTEX's "The file must contain the SKU ID…" on a form's inline schema), unless
 * its body said the same: a named model's own words are on its page, and its node carries only what this use adds.
 */
export const schemaOwnDescription = (body: Description | undefined, schema: SchemaNode): Description | undefined =>
  schema.description && !(body && isDeepStrictEqual(body.tree, schema.description.tree))
    ? schema.description
    : undefined;

/**
 * A field's description: its own, else what its items or map values say of each, an array's or a map's only words
 * (Spacetraders' `ships`, "The ship that was scanned…"). A named model's own words are on its page.
 */
export function fieldDescription(node: SchemaNode): Description | undefined {
  for (let at: SchemaNode | undefined = node; at; at = at.items ?? mapValues(at))
    if (at.description) return at.description;
  return undefined;
}

const mapValues = (node: SchemaNode) =>
  typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;

/**
 * A field's or parameter's title, when it says more than the name (Azure Batch's `jobId`, "The ID of the job to
 * which the task belongs.", its only words; not "Job Id") and is not its description again. An object's title names
 * its shape ("Simple User" on GitHub's payloads), which its fields show.
 */
export function fieldTitle(name: string, node: SchemaNode, description?: Description): string | undefined {
  const title = node.title?.trim();
  if (!title || node.properties.length || lettersOf(title) === lettersOf(name)) return undefined;
  if (description?.words?.trim() === title) return undefined;
  return title;
}

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
