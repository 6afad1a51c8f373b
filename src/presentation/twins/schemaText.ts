import { indexOf } from '../../model/documentIndex.ts';
import type { ApiDocument, ExternalDocs, SchemaNode } from '../../model/model.ts';
import { descriptionMarkdown, lineMarkdown, type LinkUrls } from '../descriptions.ts';
import { fieldDescription, fieldPath, fieldTitle, type FieldTree } from '../fields.ts';
import { schemaFacts } from '../schemaFacts.ts';
import { shownMapping } from '../discriminatorMapping.ts';
import type { Strings } from '../strings/catalog.ts';
import { sentenceParts } from '../strings/sentence.ts';
import { typeParts, variantTitle } from '../typeParts.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { code } from '../markdownText.ts';
import { perTwinSet } from './perTwinSet.ts';

/** A schema's type in Markdown, its named schemas linked to their twins. */
export function typeMarkdown(strings: Strings, doc: ApiDocument, urls: SiteUrls, node: SchemaNode): string {
  const schemas = indexOf(doc).schemaByName;
  return typeParts(strings, node)
    .map((part) => {
      const target = part.ref ? schemas.get(part.ref) : undefined;
      return target ? `[${part.text}](${markdownUrl(urls.schema(doc, target.slug))})` : part.text;
    })
    .join('');
}

/** The small print under a field, as one line of text (the page's SchemaFacts); `links` for allowed values' words. */
export function factsText(strings: Strings, links: LinkUrls, node: SchemaNode, ownExamples?: string[]): string {
  return schemaFacts(strings, node, ownExamples)
    .map((fact) => {
      switch (fact.kind) {
        case 'flags':
          return `(${fact.flags.map((flag) => flag.label).join(', ')})`;
        case 'constraints':
          return `${fact.values.join(' · ')}.`;
        case 'not-type':
          return `${fact.label} ${fact.text}.`;
        case 'item': {
          const said = fact.description ? lineMarkdown(fact.description, links) : '';
          const limits = fact.constraints.length ? `${fact.constraints.join(' · ')}.` : '';
          return [fact.label, said, limits].filter(Boolean).join(' ');
        }
        case 'const':
        case 'default':
          return `${fact.label} ${code(fact.value)}.`;
        case 'enum': {
          const note = (i: number) => {
            const text = fact.notes?.[i];
            return text ? ` (${lineMarkdown(text, links)})` : '';
          };
          return `${fact.label} ${fact.values.map((value, i) => `${code(value)}${note(i)}`).join(', ')}.`;
        }
        default:
          return `${fact.label} ${fact.values.map(code).join(', ')}.`;
      }
    })
    .join(' ');
}

/** An External Documentation Object as a Markdown link. */
export const externalDocsMarkdown = (strings: Strings, docs: ExternalDocs) =>
  `[${docs.description ?? strings.reference.moreDocumentation}](${docs.url})`;

/** A field's description and facts as one line. */
export function notesText(strings: Strings, doc: ApiDocument, urls: SiteUrls, node: SchemaNode): string {
  const text = fieldDescription(node);
  const description = text ? descriptionMarkdown(text, urls.twinLinks(doc)) : '';
  const more = node.externalDocs && externalDocsMarkdown(strings, node.externalDocs);
  return [description, more, factsText(strings, urls.twinLinks(doc), node)]
    .filter(Boolean)
    .join(' ')
    .replace(/\n+/g, ' ');
}

/** A title as a sentence of its own before the description ("The ID of the job." rather than "The ID of the job"). */
export const titleText = (title: string) => (/[.!?。]$/.test(title) ? title : `${title}.`);

/** A field's type and notes, once for each set of twins: the same models come back in thousands of bodies. */
const fieldText = perTwinSet((strings, doc, urls, node: SchemaNode) => ({
  type: typeMarkdown(strings, doc, urls, node),
  notes: notesText(strings, doc, urls, node),
}));

/** Nested field lists a table shows once (twins/repeatedFields.ts), and where below the table we are. */
export interface SharedFields {
  /** A repeat's path → the path of the first showing. */
  repeats: Map<string, string>;
  path?: string;
}

/** "Same fields as `pull_request.assignee`." */
const sameFieldsText = (strings: Strings, first: string) =>
  `${sentenceParts(strings.fields.sameFields, { field: first })
    .map((part) => (part.slot ? code(part.text) : part.text))
    .join('')}.`;

/**
 * The fields of a FieldTree as a nested list: the page's tables and lists, in the same order. `whole` on the
 * schema's own twin (a long discriminator mapping in full).
 */
export function fieldLines(
  strings: Strings,
  doc: ApiDocument,
  urls: SiteUrls,
  fields: FieldTree,
  depth = 0,
  whole = false,
  shared?: SharedFields,
): string[] {
  const words = strings.reference;
  /** The repeats' paths continue this one (undefined at the table's top). */
  const below = (name: string) => shared && { ...shared, path: fieldPath(shared.path, name) };
  const indent = '  '.repeat(depth);
  const type = (node: SchemaNode) => typeMarkdown(strings, doc, urls, node);
  const lines: string[] = [];
  for (const property of fields.properties) {
    const { type: typeText, notes } = fieldText(strings, doc, urls, property.schema);
    const flag = property.required ? words.required : words.optional;
    const title = fieldTitle(property.name, property.schema, fieldDescription(property.schema));
    const about = [title && titleText(title), notes].filter(Boolean).join(' ');
    lines.push(`${indent}- ${code(property.name)} (${typeText}, ${flag})${about ? `: ${about}` : ''}`);
    const first = shared && shared.repeats.get(fieldPath(shared.path, property.name));
    if (first !== undefined) lines.push(`${indent}  - ${sameFieldsText(strings, first)}`);
    else if (property.fields)
      lines.push(...fieldLines(strings, doc, urls, property.fields, depth + 1, false, below(property.name)));
  }
  if (fields.items)
    lines.push(
      `${indent}- ${words.eachItem}`,
      ...fieldLines(strings, doc, urls, fields.items, depth + 1, false, shared),
    );
  if (fields.alternatives) {
    lines.push(`${indent}- ${fields.alternatives.exactlyOne ? words.exactlyOneOf : words.anyOf}`);
    fields.alternatives.options.forEach((option, index) => {
      const title = variantTitle(option.schema);
      lines.push(`${indent}  - ${title ? `**${title}** ` : ''}${type(option.schema)}`);
      if (option.fields)
        lines.push(...fieldLines(strings, doc, urls, option.fields, depth + 2, false, below(`option-${index + 1}`)));
    });
  }
  const { node } = fields;
  if (node.discriminator) {
    const schemas = indexOf(doc).schemaByName;
    const { shown, more } = shownMapping(node.discriminator, whole);
    const mapping = shown.map((m) => {
      const target = schemas.get(m.ref);
      return `${code(m.value)} → ${target ? `[${m.ref}](${markdownUrl(urls.schema(doc, target.slug))})` : m.ref}`;
    });
    if (more) mapping.push(words.moreMappings(more));
    lines.push(
      `${indent}- ${words.discriminatedBy} ${code(node.discriminator.propertyName)}${mapping.length ? `: ${mapping.join(', ')}` : ''}`,
    );
  }
  if (fields.tuple) {
    lines.push(`${indent}- ${words.itemsByPosition}`);
    fields.tuple.forEach((item, index) => {
      lines.push(`${indent}  - ${type(item.schema)}`);
      if (item.fields)
        lines.push(...fieldLines(strings, doc, urls, item.fields, depth + 2, false, below(String(index))));
    });
  }
  for (const { pattern, schema } of node.patternProperties ?? []) {
    lines.push(`${indent}- ${words.propertiesMatching} ${code(pattern)}: ${type(schema)}`);
  }
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) {
    const extra = node.additionalProperties === true ? words.any : type(node.additionalProperties);
    lines.push(`${indent}- ${words.additionalProperties} ${extra}`);
  }
  return lines;
}
