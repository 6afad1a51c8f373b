import type { ApiDocument, Description, SchemaNode } from '../../model/model.ts';
import { indexOf } from '../../model/documentIndex.ts';
import { shownMapping } from '../../presentation/discriminatorMapping.ts';
import { fieldDescription, fieldId, fieldTitle, type FieldRow, type FieldTree } from '../../presentation/fields.ts';
import type { PageHeadings } from '../../presentation/headingAnchors.ts';
import type { Strings } from '../../presentation/strings/catalog.ts';
import { sentenceParts } from '../../presentation/strings/sentence.ts';
import { repeatedFields } from '../../presentation/twins/repeatedFields.ts';
import { variantTitle } from '../../presentation/typeParts.ts';
import type { SiteUrls } from '../../presentation/urls.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { pageHeadings } from '../layout/pageHeadings.ts';
import { urlsOf, wordsOf } from '../pageLanguage.ts';
import { htmlOf } from '../text/descriptionHtml.ts';
import { externalDocsHtml } from '../text/externalDocsHtml.ts';
import { rowFactsHtml, typeLabelHtml } from './schemaHtml.ts';

// A field table as HTML: a plain function rather than a component, as a large site writes tens of thousands of rows
// and nested tables, and Astro's work per row and per nested component cost more than their markup.

/** What every field or parameter table of one page shares. */
export interface TablePage {
  strings: Strings;
  urls: SiteUrls;
  doc: ApiDocument;
  /** The page's headings, among which a description's headings take their ids (components/layout/pageHeadings.ts). */
  headings: PageHeadings;
}

/** The tables' share of the page being rendered (a component's `Astro.locals` and `Astro.url`). */
export const tablePage = (locals: App.Locals, url: URL, doc: ApiDocument): TablePage => ({
  strings: wordsOf(url),
  urls: urlsOf(url),
  doc,
  headings: pageHeadings(locals, url),
});

/** What a row of a field or parameter table shows. `flagged`: a deprecated row says so beside its name too. */
export interface TableRow {
  name: string;
  required: boolean;
  schema: SchemaNode;
  description?: Description;
  /** A parameter's own examples (its schema's are the schema's). */
  examples?: string[];
  flagged?: boolean;
}

/**
 * A row's three cells: its name and flags, its type with the small print that fits the line, its description with
 * the rest of it, and `below` (what the row's nested fields are) at the end.
 */
export function rowCellsHtml(page: TablePage, row: TableRow, below = ''): string {
  const { strings, urls, doc, headings } = page;
  const words = strings.reference;
  const facts = rowFactsHtml(strings, urls.links(doc), row.schema, row.examples);
  const flags =
    (row.required ? `<span class="required">${escapeHtml(words.required)}</span>` : '') +
    (row.flagged ? `<span class="flag">${escapeHtml(words.deprecatedFlag)}</span>` : '');
  const title = fieldTitle(row.name, row.schema, row.description);
  const description =
    (title ? `<p class="field-title">${escapeHtml(title)}</p>` : '') +
    (row.description ? `<div class="description">${htmlOf(urls, doc, row.description, headings)}</div>` : '') +
    externalDocsHtml(row.schema.externalDocs, words.moreDocumentation);
  return (
    `<td><code>${escapeHtml(row.name)}</code>${flags}</td>` +
    `<td>${typeLabelHtml(strings, urls, doc, row.schema, true)}${facts.line}</td>` +
    `<td>${description}${facts.notes}${below}</td>`
  );
}

/** One tree's tables. */
interface Table {
  page: TablePage;
  /** Its nested lists shown once: each repeat's path below the top table, with the path of the first showing. */
  repeats: Map<string, string>;
  /** The top table's id prefix, which every row id continues. */
  root: string;
}

/**
 * The fields of `fields` as tables, their nested fields inside; row ids continue `idPrefix` (`request-body.address`).
 * `contract`: the top table's rows carry the contract's data-property/data-required (a named schema's own element).
 */
export function schemaBodyHtml(page: TablePage, fields: FieldTree, idPrefix: string, contract = false): string {
  return treeHtml({ page, repeats: repeatedFields(page.doc, fields), root: idPrefix }, fields, idPrefix, contract);
}

function treeHtml(table: Table, fields: FieldTree, idPrefix: string, contract = false): string {
  const { strings, urls, doc } = table.page;
  const words = strings.reference;
  const { node } = fields;
  let html = '';
  if (fields.properties.length > 0) {
    html +=
      `<table class="properties"><thead><tr><th>${escapeHtml(words.field)}</th>` +
      `<th>${escapeHtml(words.typeColumn)}</th><th>${escapeHtml(words.description)}</th></tr></thead><tbody>` +
      fields.properties.map((property) => rowHtml(table, property, idPrefix, contract)).join('') +
      '</tbody></table>';
  }
  if (fields.items) {
    html += `<div class="schema-items"><p>${escapeHtml(words.eachItem)}</p>${treeHtml(table, fields.items, idPrefix)}</div>`;
  }
  if (fields.alternatives) {
    const options = fields.alternatives.options.map((option, index) => {
      const title = variantTitle(option.schema);
      return (
        '<li>' +
        (title ? `<strong class="alternative-title">${escapeHtml(title)} </strong>` : '') +
        typeLabelHtml(strings, urls, doc, option.schema) +
        (option.fields ? treeHtml(table, option.fields, fieldId(idPrefix, `option-${index + 1}`)) : '') +
        '</li>'
      );
    });
    const heading = fields.alternatives.exactlyOne ? words.exactlyOneOf : words.anyOf;
    html += `<div class="schema-alternatives"><p>${escapeHtml(heading)}</p><ol>${options.join('')}</ol></div>`;
  }
  if (node.discriminator) {
    // A long mapping in full only on the schema's own page (`contract`), its first values elsewhere.
    const mapping = shownMapping(node.discriminator, contract);
    const schemas = indexOf(doc).schemaByName;
    const values = mapping.shown.map((m, i) => {
      const target = schemas.get(m.ref);
      const ref = target
        ? `<a class="type-ref" href="${escapeHtml(urls.schema(doc, target.slug))}">${escapeHtml(m.ref)}</a>`
        : escapeHtml(m.ref);
      return `${i > 0 ? ', ' : ''}<code>${escapeHtml(m.value)}</code> → ${ref}`;
    });
    const more = mapping.more > 0 ? escapeHtml(`, ${words.moreMappings(mapping.more)}`) : '';
    html +=
      `<p class="schema-discriminator">${escapeHtml(words.discriminatedBy)} ` +
      `<code>${escapeHtml(node.discriminator.propertyName)}</code>` +
      (values.length > 0 ? `: ${values.join('')}${more}` : '') +
      '</p>';
  }
  if (fields.tuple) {
    const items = fields.tuple.map(
      (item, index) =>
        '<li>' +
        typeLabelHtml(strings, urls, doc, item.schema) +
        (item.fields ? treeHtml(table, item.fields, fieldId(idPrefix, String(index))) : '') +
        '</li>',
    );
    html += `<div class="schema-tuple"><p>${escapeHtml(words.itemsByPosition)}</p><ol>${items.join('')}</ol></div>`;
  }
  for (const { pattern, schema } of node.patternProperties ?? []) {
    html +=
      `<p class="schema-additional">${escapeHtml(words.propertiesMatching)} <code>${escapeHtml(pattern)}</code>: ` +
      `${typeLabelHtml(strings, urls, doc, schema)}</p>`;
  }
  const additional = node.additionalProperties;
  if (additional !== undefined && additional !== false) {
    const type = additional === true ? escapeHtml(words.any) : typeLabelHtml(strings, urls, doc, additional);
    html += `<p class="schema-additional">${escapeHtml(words.additionalProperties)} ${type}</p>`;
  }
  return html;
}

function rowHtml(table: Table, property: FieldRow, idPrefix: string, contract: boolean): string {
  const { strings } = table.page;
  const words = strings.reference;
  const { name, schema } = property;
  const id = fieldId(idPrefix, name);
  const marks = contract ? ` data-property="${escapeHtml(name)}" data-required="${property.required}"` : '';
  // The first showing of the row's nested fields, when the row repeats them: its path below the top table.
  const first = table.repeats.get(id.slice(table.root.length + 1));
  let below = '';
  if (first !== undefined) {
    const parts = sentenceParts(strings.fields.sameFields, { field: first }).map((part) =>
      part.slot
        ? `<a href="#${escapeHtml(fieldId(table.root, part.text))}"><code>${escapeHtml(part.text)}</code></a>`
        : escapeHtml(part.text),
    );
    below = `<p class="same-fields">${parts.join('')}</p>`;
  } else if (property.fields) {
    below =
      `<details class="nested"><summary>${escapeHtml(words.fieldsOf)} <code>${escapeHtml(name)}</code></summary>` +
      `${treeHtml(table, property.fields, id)}</details>`;
  }
  const cells = rowCellsHtml(
    table.page,
    { name, required: property.required, schema, description: fieldDescription(schema) },
    below,
  );
  return `<tr id="${escapeHtml(id)}"${marks}${schema.deprecated ? ' class="deprecated"' : ''}>${cells}</tr>`;
}
