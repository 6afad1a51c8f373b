import type { ApiDocument, Description, SchemaNode } from '../../model/model.ts';
import { indexOf } from '../../model/documentIndex.ts';
import { leadAndRestHtml, type LinkUrls } from '../../presentation/descriptions.ts';
import { LINE_FACTS, schemaFacts, type SchemaFact } from '../../presentation/schemaFacts.ts';
import type { Strings } from '../../presentation/strings/catalog.ts';
import { typeParts } from '../../presentation/typeParts.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import type { SiteUrls } from '../../presentation/urls.ts';

// A schema's type label and small print as HTML: plain functions rather than components, as every row of a field
// table shows both (a large site has tens of thousands) and a component costs Astro's rendering many times more.
// TypeLabel.astro and SchemaFacts.astro render them where a component reads better.

/** "array of [Pet]": the type's words, its named schemas linked to their pages; in a `.type` span unless `bare`. */
export function typeLabelHtml(
  strings: Strings,
  urls: SiteUrls,
  doc: ApiDocument,
  node: SchemaNode,
  bare = false,
): string {
  const schemas = indexOf(doc).schemaByName;
  const parts = typeParts(strings, node).map((part) => {
    const target = part.ref ? schemas.get(part.ref) : undefined;
    const text = escapeHtml(part.text);
    return target ? `<a class="type-ref" href="${escapeHtml(urls.schema(doc, target.slug))}">${text}</a>` : text;
  });
  return bare ? parts.join('') : `<span class="type">${parts.join('')}</span>`;
}

const CLASSES = {
  enum: 'schema-enum',
  not: 'schema-not',
  examples: 'schema-examples',
  const: 'schema-const',
  default: 'schema-default',
};

/**
 * The small print of one schema: flags, enum values, default, constraints, examples. `links`: where the words of
 * allowed values link to.
 */
export const schemaFactsHtml = (strings: Strings, links: LinkUrls, node: SchemaNode): string =>
  schemaFacts(strings, node)
    .map((fact) => factHtml(fact, links))
    .join('');

/**
 * A field row's small print in its two places: the flags and constraints on the row's line after the type, the
 * rest beneath with the description. `ownExamples`: a parameter's own.
 */
export function rowFactsHtml(
  strings: Strings,
  links: LinkUrls,
  node: SchemaNode,
  ownExamples?: string[],
): { line: string; notes: string } {
  const facts = schemaFacts(strings, node, ownExamples);
  return {
    line: facts
      .filter((fact) => LINE_FACTS.has(fact.kind))
      .map((fact) => factHtml(fact, links))
      .join(''),
    notes: facts
      .filter((fact) => !LINE_FACTS.has(fact.kind))
      .map((fact) => factHtml(fact, links))
      .join(''),
  };
}

const code = (value: string) => `<code>${escapeHtml(value)}</code>`;

/** Allowed values the document explains: a value a line, with what it means. */
const enumListHtml = (label: string, values: string[], notes: (Description | undefined)[], links: LinkUrls) =>
  `<div class="schema-enum">${escapeHtml(label)}<ul class="enum-values">${values
    .map((value, i) => `<li>${valueLineHtml(value, notes[i], links)}</li>`)
    .join('')}</ul></div>`;

/** A value and what it means: its first paragraph on the value's line, any others beneath. */
function valueLineHtml(value: string, note: Description | undefined, links: LinkUrls): string {
  if (!note) return code(value);
  const { lead, rest } = leadAndRestHtml(note, links);
  return lineAndRestHtml(lead ? `${code(value)} — ${lead}` : code(value), rest);
}

/**
 * A line and the paragraphs of a text that go on beneath it, each line a paragraph of its own then (a right-to-left
 * site sets each in the direction of its words).
 */
const lineAndRestHtml = (line: string, rest: string) => (rest ? `<p>${line}</p>${rest}` : line);

function factHtml(fact: SchemaFact, links: LinkUrls): string {
  switch (fact.kind) {
    case 'flags':
      return `<span class="schema-flags">${fact.flags
        .map((flag) => `<span class="flag flag-${flag.name}">${escapeHtml(flag.label)}</span>`)
        .join('')}</span>`;
    case 'constraints':
      return `<span class="schema-constraints">${escapeHtml(fact.values.join(' · '))}</span>`;
    case 'not-type':
      return `<div class="schema-not">${escapeHtml(fact.label)} ${escapeHtml(fact.text)}</div>`;
    case 'item':
      return itemHtml(fact, links);
    case 'const':
    case 'default':
      return `<div class="${CLASSES[fact.kind]}">${escapeHtml(fact.label)} ${code(fact.value)}</div>`;
    case 'enum':
      if (fact.notes) return enumListHtml(fact.label, fact.values, fact.notes, links);
      return valuesHtml(fact);
    default:
      return valuesHtml(fact);
  }
}

/** "Each item:", what the items say of each and their limits; paragraphs after the first beneath. */
function itemHtml({ label, description, constraints }: Extract<SchemaFact, { kind: 'item' }>, links: LinkUrls) {
  const { lead, rest } = description ? leadAndRestHtml(description, links) : { lead: '', rest: '' };
  const limits = constraints.length
    ? `<span class="schema-constraints">${escapeHtml(constraints.join(' · '))}</span>`
    : '';
  const line = [escapeHtml(label), lead, limits].filter(Boolean).join(' ');
  return `<div class="schema-item-facts">${lineAndRestHtml(line, rest)}</div>`;
}

/** A label and its values on one line: "Allowed values: `a`, `b`". */
const valuesHtml = (fact: Extract<SchemaFact, { kind: 'enum' | 'not' | 'examples' }>) =>
  `<div class="${CLASSES[fact.kind]}">${escapeHtml(fact.label)} ${fact.values.map(code).join(', ')}</div>`;
