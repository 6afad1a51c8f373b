import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { ApiDocument, Description, LinkTarget, Operation } from '../../model/model.ts';
import { decodeUri } from '../../shared/decodeUri.ts';
import { slugify } from '../../shared/slug.ts';

/**
 * Resolves the fragment links of the document's descriptions to pages of the model: Redoc's
 * `#operation/{operationId}`, `#tag/{name}`, `#tag/{name}/operation/{operationId}`, `#schema/{Name}`, JSON pointers
 * `#/components/schemas/{Name}`, and bare `#{operationId}` or `#{tag}`. A fragment that names an `id` of its own
 * text stays; one that names nothing here (an anchor on the author's website) keeps its words and loses the link.
 * Trees are shared between documents (descriptions.ts parses each text once): a tree with links is copied.
 */
export function resolveDocumentLinks(doc: ApiDocument): void {
  const find = targetFinder(doc);
  const resolved = new Map<Description, Description>();
  const resolve = (description: Description) => {
    let result = resolved.get(description);
    if (!result) resolved.set(description, (result = withTargets(description, find)));
    return result;
  };
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const record = node as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (DESCRIPTION_KEYS.has(key) && isDescription(value)) {
        if (value.links) record[key] = resolve(value);
      } else if (key === 'enumDescriptions' && Array.isArray(value)) {
        record[key] = value.map((text?: Description) => (text?.links ? resolve(text) : text));
      } else if (!WITHOUT_DESCRIPTIONS.has(key)) walk(value);
    }
  };
  walk(doc);
}

/** The model's fields that hold one description. */
const DESCRIPTION_KEYS = new Set(['description', 'stabilityNote']);

/**
 * The model's fields that hold no description (texts, the document's values, a summary's tree): not walked, as
 * they were half of the objects walked.
 */
const WITHOUT_DESCRIPTIONS = new Set([
  'raw',
  'types',
  'constraints',
  'enum',
  'examples',
  'codeSamples',
  'summaryMarkup',
]);

const isDescription = (value: unknown): value is Description =>
  typeof value === 'object' && value !== null && 'tree' in value && 'links' in value;

function withTargets(description: Description, find: (fragment: string) => LinkTarget | undefined): Description {
  const tree = structuredClone(description.tree);
  const ids = new Set<string>();
  visit(tree, 'element', (node) => {
    for (const name of ['id', 'name']) if (typeof node.properties[name] === 'string') ids.add(node.properties[name]);
  });
  let links = false;
  visit(tree, 'element', (node: Element) => {
    const fragment = node.data?.fragment;
    if (fragment === undefined) return;
    const target = find(decodeUri(fragment));
    if (target) {
      node.data = Object.assign(node.data!, { target });
      delete node.data.fragment;
      delete node.properties.href;
      links = true;
    } else if (!ids.has(fragment)) {
      Object.assign(node, { tagName: 'span', properties: {}, data: undefined });
    } else delete node.data!.fragment;
  });
  return { tree: tree as Root, links };
}

function targetFinder(doc: ApiDocument): (fragment: string) => LinkTarget | undefined {
  const byId = new Map<string, Operation>();
  const bySlug = new Map<string, Operation>();
  for (const op of [...doc.operations, ...doc.webhooks]) {
    if (op.operationId) byId.set(op.operationId, op);
    bySlug.set(op.slug, op);
  }
  const operation = (id: string) => at(byId.get(id) ?? bySlug.get(slugify(id)));
  const tag = (name: string) =>
    page('tag', doc.tags.find((t) => t.name === name) ?? doc.tags.find((t) => t.slug === slugify(name)));
  const schema = (name: string) =>
    page('schema', doc.schemas.find((s) => s.name === name) ?? doc.schemas.find((s) => s.slug === slugify(name)));

  return (fragment) => {
    const parts = fragment.replace(/^\//, '').split('/');
    const [kind, name] = parts;
    if (kind === 'operation' && name) return operation(name);
    if (kind === 'tag' && parts[2] === 'operation' && parts[3]) return operation(parts[3]);
    if (kind === 'tag' && name) return tag(name);
    if (['schema', 'schemas', 'model', 'models', 'definitions'].includes(kind) && name) return schema(name);
    if (kind === 'components' && parts[1] === 'schemas' && parts[2]) return schema(parts[2]);
    if (parts.length === 1) return operation(kind) ?? tag(kind) ?? schema(kind);
    return undefined;
  };
}

const at = (op: Operation | undefined): LinkTarget | undefined => op && { kind: op.kind, slug: op.slug };
const page = (kind: LinkTarget['kind'], found: { slug: string } | undefined) => found && { kind, slug: found.slug };
