import type { ApiDocument, Operation } from '../../model/model.ts';
import { DOC_LINK } from './descriptions.ts';
import { slugify } from '../../shared/slug.ts';
import { urls } from '../../presentation/urls.ts';

const MARKED = new RegExp(`<a href="#([^"]*)" ${DOC_LINK}(?:="")?>([\\s\\S]*?)</a>`, 'g');

/**
 * Turns the fragment links of the document's Markdown into links to this site's pages: Redoc's
 * `#operation/{operationId}`, `#tag/{name}`, `#tag/{name}/operation/{operationId}`, `#schema/{Name}`,
 * JSON pointers `#/components/schemas/{Name}`, and bare `#{operationId}` or `#{tag}`. A fragment that names
 * nothing here (an anchor on the author's own website) keeps its words and loses the link.
 */
export function resolveDocumentLinks(doc: ApiDocument): void {
  const find = targetFinder(doc);
  const rewrite = (html: string) =>
    html.replace(MARKED, (_match, fragment: string, inner: string) => {
      const target = find(decode(fragment));
      if (target) return `<a href="${target}">${inner}</a>`;
      if (html.includes(`id="${fragment}"`) || html.includes(`name="${fragment}"`)) return `<a href="#${fragment}">${inner}</a>`;
      return `<span>${inner}</span>`;
    });
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    for (const key in record) {
      if (key === 'raw') continue;
      const value = record[key];
      if (typeof value === 'string') {
        if (key.endsWith('Html') && value.includes(DOC_LINK)) record[key] = rewrite(value);
      } else visit(value);
    }
  };
  visit(doc);
}

function targetFinder(doc: ApiDocument): (fragment: string) => string | undefined {
  const operations = [...doc.operations, ...doc.webhooks];
  const byId = new Map<string, Operation>();
  const bySlug = new Map<string, Operation>();
  for (const op of operations) {
    if (op.operationId) byId.set(op.operationId, op);
    bySlug.set(op.slug, op);
  }
  const tag = (name: string) => doc.tags.find((t) => t.name === name) ?? doc.tags.find((t) => t.slug === slugify(name));
  const schema = (name: string) => doc.schemas.find((s) => s.name === name) ?? doc.schemas.find((s) => s.slug === slugify(name));
  const operation = (id: string) => byId.get(id) ?? bySlug.get(slugify(id));

  return (fragment) => {
    const parts = fragment.replace(/^\//, '').split('/');
    const [kind, name] = parts;
    let found: string | undefined;
    if (kind === 'operation' && name) found = link(operation(name));
    else if (kind === 'tag' && parts[2] === 'operation' && parts[3]) found = link(operation(parts[3]));
    else if (kind === 'tag' && name) found = tagLink(tag(name));
    else if (['schema', 'schemas', 'model', 'models', 'definitions'].includes(kind) && name) found = schemaLink(schema(name));
    else if (kind === 'components' && parts[1] === 'schemas' && parts[2]) found = schemaLink(schema(parts[2]));
    else if (parts.length === 1) found = link(operation(kind)) ?? tagLink(tag(kind)) ?? schemaLink(schema(kind));
    return found;
  };

  function link(op: Operation | undefined) {
    return op && urls.operation(doc, op);
  }
  function tagLink(found: { slug: string } | undefined) {
    return found && urls.tag(doc, found.slug);
  }
  function schemaLink(found: { slug: string } | undefined) {
    return found && urls.schema(doc, found.slug);
  }
}

function decode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
