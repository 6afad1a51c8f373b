import type { ApiDocument, NamedSchema, Operation } from '../model/model.ts';
import { escapeHtml } from '../shared/escapeHtml.ts';
import { descriptionHtml, type LinkUrls } from './descriptions.ts';
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
  description?: string;
  names: string[];
}

export function operationSearchText(doc: ApiDocument, op: Operation, links: LinkUrls): SearchText {
  // One field table per schema the body's media types show (a JSON body and its form version may differ).
  const bodyNames = mediaGroups(op.requestBody?.content ?? []).flatMap(([media]) =>
    fieldNames(media.schema && bodyFields(doc, media.schema, requestReading(op, false))),
  );
  return {
    title: operationTitle(op),
    // Method and path as the page's header and its twin write them, a webhook's name as its path.
    lines: [`${op.method} ${op.path}`, op.operationId, longSummary(op)].filter((line) => line !== undefined),
    description: op.description && descriptionHtml(op.description, links),
    names: [...new Set([...op.parameters.map((parameter) => parameter.name), ...bodyNames])],
  };
}

export function schemaSearchText(doc: ApiDocument, schema: NamedSchema, links: LinkUrls): SearchText {
  const { description } = schema.schema;
  return {
    title: schema.name,
    lines: [],
    description: description && descriptionHtml(description, links),
    names: fieldNames(schemaFields(doc, schema)),
  };
}

/** The names in a schema's first field table: its properties, or its items' for an array of objects. */
function fieldNames(tree: FieldTree | undefined): string[] {
  if (!tree) return [];
  return [...tree.properties, ...(tree.items?.properties ?? [])].map((property) => property.name);
}

/**
 * What the search index is handed for a generated page instead of the page (context/searchFeed.ts): the same
 * words in a document a few hundred bytes long, with the page's language, its result metadata and its filters. The
 * indexer then parses no tables, examples or code it would leave out: on GitHub's document, most of its time.
 */
export function searchDocument(
  text: SearchText,
  { meta, filters }: Pick<SearchFacts, 'meta' | 'filters'>,
  language: string,
): string {
  const paragraph = (line: string) => (line ? `<p>${escapeHtml(line)}</p>` : '');
  const span =
    (attribute: string) =>
    ([key, value]: [string, string]) =>
      `<span ${attribute}="${escapeHtml(key)}">${escapeHtml(value)}</span>`;
  return [
    `<html lang="${escapeHtml(language)}"><body><main data-pagefind-body>`,
    `<h1>${escapeHtml(text.title)}</h1>`,
    ...text.lines.map(paragraph),
    text.description ?? '',
    paragraph(text.names.join(' ')),
    '</main><div hidden>',
    ...meta.map(span('data-pagefind-meta')),
    ...filters.map(span('data-pagefind-filter')),
    '</div></body></html>',
  ].join('');
}
