import type { Element, Root, RootContent } from 'hast';
import type { ApiDocument, Description, NamedSchema, Operation } from '../model/model.ts';
import { bodyFields, mediaGroups, requestReading, schemaFields, type FieldTree } from './fields.ts';
import type { SearchFacts } from './searchFacts.ts';
import { longSummary, operationTitle } from './titles.ts';

/**
 * The words a reader searches for on a generated page: its title, method and path, operationId, summary and
 * description, and the names of its parameters and of its body's or model's fields (one level, as its field tables
 * show them). Examples, code samples, nested fields and responses are not among them.
 */
export interface SearchText {
  title: string;
  lines: string[];
  description?: Description;
  names: string[];
}

export function operationSearchText(doc: ApiDocument, op: Operation): SearchText {
  // One field table per schema the body's media types show (a JSON body and its form version may differ).
  const bodyNames = mediaGroups(op.requestBody?.content ?? []).flatMap(([media]) =>
    fieldNames(media.schema && bodyFields(doc, media.schema, requestReading(op, false))),
  );
  const title = operationTitle(op);
  // Method and path as the page's header and its twin write them, a webhook's name as its path; each once (an
  // operationId that was also the summary opened every excerpt three times).
  const lines = [`${op.method} ${op.path}`, op.operationId, longSummary(op)].filter(
    (line): line is string => line !== undefined && line !== title,
  );
  return {
    title,
    lines: [...new Set(lines)],
    description: op.description,
    names: [...new Set([...op.parameters.map((parameter) => parameter.name), ...bodyNames])],
  };
}

export function schemaSearchText(doc: ApiDocument, schema: NamedSchema): SearchText {
  const { description } = schema.schema;
  return {
    title: schema.name,
    lines: [],
    description,
    names: fieldNames(schemaFields(doc, schema)),
  };
}

/** The names in a schema's first field table: its properties, or its items' for an array of objects. */
function fieldNames(tree: FieldTree | undefined): string[] {
  if (!tree) return [];
  return [...tree.properties, ...(tree.items?.properties ?? [])].map((property) => property.name);
}

/** A record of Pagefind's node API (`addCustomRecord`), without its URL, which the page's address gives. */
export interface SearchRecord {
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/**
 * What the search index is handed for a generated page instead of the page (context/searchFeed.ts): its words as
 * text, each block a sentence as Pagefind writes a page's blocks (so excerpts read alike), with the page's language,
 * its result's title and metadata, and its filters. Nothing is written as HTML for Pagefind to parse back. The
 * description comes first: a result shows the title, method and path above its excerpt, which Pagefind takes from
 * the text's start unless the words searched for are further on.
 */
export function searchRecord(
  text: SearchText,
  { meta, filters }: Pick<SearchFacts, 'meta' | 'filters'>,
  language: string,
): SearchRecord {
  const paragraph = (words: string): Element => ({
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [{ type: 'text', value: words }],
  });
  const blocks = [text.title, ...text.lines].map(paragraph);
  const names = text.names.length > 0 ? [paragraph(text.names.join(' '))] : [];
  const byKey: Record<string, string[]> = {};
  for (const [key, value] of filters) (byKey[key] ??= []).push(value);
  return {
    content: [...(text.description?.tree.children ?? []), ...blocks, ...names]
      .map(sentences)
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
    language,
    meta: { title: text.title, ...Object.fromEntries(meta) },
    filters: byKey,
  };
}

/** Pagefind's sentences: a block (a paragraph, an item, a cell...) ends with a full stop unless it ends with one. */
const SENTENCES = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'td', 'div', 'ul', 'li', 'article', 'section']);
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'cite',
  'code',
  'del',
  'em',
  'i',
  'kbd',
  'q',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'var',
]);
const ENDS_WITHOUT_STOP = /[\p{L}\p{N}_'")$*]$/u;

function sentences(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  const inner = node.children.map(sentences).join('');
  if (node.type === 'root' || INLINE.has(node.tagName)) return inner;
  if (!SENTENCES.has(node.tagName)) return ` ${inner} `;
  return ` ${inner}${ENDS_WITHOUT_STOP.test(inner) ? '.' : ''} `;
}
