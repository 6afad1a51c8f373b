import type { SchemaNode } from '../model/model.ts';
import { strings } from './strings/catalog.ts';

/** A piece of a type label: words, or the name of a named schema (a link where rendered). */
export type TypePart = { text: string; ref?: string };

/** A schema's type as words and links: "array of [Pet]", "string (date-time)", "integer | null". */
export function typeParts(node: SchemaNode): TypePart[] {
  const words = strings.types;
  if (node.ref) return withNull([{ text: node.ref, ref: node.ref }], node);
  if (node.circular) return [{ text: words.circular }];
  if (node.items && (node.types.includes('array') || node.types.length === 0)) {
    return withNull([{ text: words.arrayOf }, ...typeParts(node.items)], node);
  }
  if (node.prefixItems?.length && !node.items) {
    return withNull([{ text: '[' }, ...join(node.prefixItems.map(typeParts), ', '), { text: ']' }], node);
  }
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives && (node.types.length === 0 || (node.types.join() === 'object' && !node.properties.length))) {
    return withNull(
      [{ text: node.oneOf ? words.oneOf : words.anyOf }, ...join(alternatives.map(variantParts), ' | ')],
      node,
    );
  }
  if (node.types.length === 0 && node.nullable && node.const === undefined && !node.enum) return [{ text: words.null }];
  const extra = node.additionalProperties;
  if (node.types.join() === 'object' && node.properties.length === 0 && extra && typeof extra === 'object') {
    return withNull([{ text: words.mapOf }, ...typeParts(extra)], node);
  }
  const base = node.types.length ? node.types.join(' | ') : node.const !== undefined ? words.constant : words.any;
  return withNull([{ text: node.format ? `${base} (${node.format})` : base }], node);
}

/**
 * An alternative of a `oneOf`/`anyOf` by its name: its named model, else its `title`, else its type ("Card |
 * Bank transfer" rather than "object | object").
 */
export function variantParts(node: SchemaNode): TypePart[] {
  const title = variantTitle(node);
  return title ? withNull([{ text: title }], node) : typeParts(node);
}

/** The name an alternative's own `title` gives it; a named model goes by its model's name. */
export const variantTitle = (node: SchemaNode): string | undefined => (node.ref ? undefined : node.title);

/** The type label as plain words. */
export const typeText = (node: SchemaNode): string =>
  typeParts(node)
    .map((part) => part.text)
    .join('');

function withNull(parts: TypePart[], node: SchemaNode): TypePart[] {
  return node.nullable ? [...parts, { text: ` | ${strings.types.null}` }] : parts;
}

function join(lists: TypePart[][], separator: string): TypePart[] {
  return lists.flatMap((parts, i) => (i ? [{ text: separator }, ...parts] : parts));
}
