import type { SchemaNode } from '../model/model.ts';
import type { Strings } from './strings/catalog.ts';

/** A piece of a type label: words, or the name of a named schema (a link where rendered). */
export type TypePart = { text: string; ref?: string };

/** A schema's type as words and links: "array of [Pet]", "string (date-time)", "integer | null". */
export function typeParts(strings: Strings, node: SchemaNode): TypePart[] {
  const words = strings.types;
  if (node.ref) return withNull(strings, [{ text: node.ref, ref: node.ref }], node);
  if (node.circular) return [{ text: words.circular }];
  if (node.items && (node.types.includes('array') || node.types.length === 0)) {
    return withNull(strings, [{ text: words.arrayOf }, ...typeParts(strings, node.items)], node);
  }
  if (node.prefixItems?.length && !node.items) {
    const items = node.prefixItems.map((item) => typeParts(strings, item));
    return withNull(strings, [{ text: '[' }, ...join(items, ', '), { text: ']' }], node);
  }
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives && (node.types.length === 0 || (node.types.join() === 'object' && !node.properties.length))) {
    return withNull(
      strings,
      [
        { text: node.oneOf ? words.oneOf : words.anyOf },
        ...join(
          alternatives.map((variant) => variantParts(strings, variant)),
          ' | ',
        ),
      ],
      node,
    );
  }
  if (node.types.length === 0 && node.nullable && node.const === undefined && !node.enum) return [{ text: words.null }];
  const extra = node.additionalProperties;
  if (node.types.join() === 'object' && node.properties.length === 0 && extra && typeof extra === 'object') {
    return withNull(strings, [{ text: words.mapOf }, ...typeParts(strings, extra)], node);
  }
  const base = node.types.length ? node.types.join(' | ') : node.const !== undefined ? words.constant : words.any;
  return withNull(strings, [{ text: node.format ? `${base} (${node.format})` : base }], node);
}

/**
 * An alternative of a `oneOf`/`anyOf` by its name: its named model, else its `title`, else its type ("Card |
 * Bank transfer" rather than "object | object").
 */
export function variantParts(strings: Strings, node: SchemaNode): TypePart[] {
  const title = variantTitle(node);
  return title ? withNull(strings, [{ text: title }], node) : typeParts(strings, node);
}

/** The name an alternative's own `title` gives it; a named model goes by its model's name. */
export const variantTitle = (node: SchemaNode): string | undefined => (node.ref ? undefined : node.title);

/** The type label as plain words. */
export const typeText = (strings: Strings, node: SchemaNode): string =>
  typeParts(strings, node)
    .map((part) => part.text)
    .join('');

function withNull(strings: Strings, parts: TypePart[], node: SchemaNode): TypePart[] {
  return node.nullable ? [...parts, { text: ` | ${strings.types.null}` }] : parts;
}

function join(lists: TypePart[][], separator: string): TypePart[] {
  return lists.flatMap((parts, i) => (i ? [{ text: separator }, ...parts] : parts));
}
