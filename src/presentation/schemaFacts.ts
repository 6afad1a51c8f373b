import { EXAMPLE_CUT_LINE, type Description, type SchemaNode } from '../model/model.ts';
import type { Strings } from './strings/catalog.ts';
import { typeText } from './typeParts.ts';

/** The small print of one schema, as data: pages render it as markup, twins as text. */
export type SchemaFact =
  | { kind: 'flags'; flags: { name: string; label: string }[] }
  /** `notes`: what each value means, where the document says. */
  | { kind: 'enum'; label: string; values: string[]; notes?: (Description | undefined)[] }
  | { kind: 'not' | 'examples'; label: string; values: string[] }
  | { kind: 'not-type'; label: string; text: string }
  | { kind: 'const' | 'default'; label: string; value: string }
  | { kind: 'constraints'; values: string[] };

/** The facts a field's or parameter's line shows beside its name and type; the others are notes beneath. */
export const LINE_FACTS: ReadonlySet<SchemaFact['kind']> = new Set(['flags', 'constraints']);

/**
 * The most characters of one value a field's line shows (an example, a default, an allowed value), on pages and in
 * twins alike: documents put whole responses in a field's `example` (docs/performance.md, the largest APIs), and
 * its pages were that large. The examples panel shows a body's example, cut as every example is.
 */
export const INLINE_VALUE_CHARS = 500;

/** The value, cut past INLINE_VALUE_CHARS (never inside a character) and ended with `…`. */
export function inlineValue(value: string): string {
  if (value.length <= INLINE_VALUE_CHARS) return value;
  const high = value.charCodeAt(INLINE_VALUE_CHARS - 1);
  const end = high >= 0xd800 && high <= 0xdbff ? INLINE_VALUE_CHARS - 1 : INLINE_VALUE_CHARS;
  return `${value.slice(0, end)}${EXAMPLE_CUT_LINE}`;
}

/** `ownExamples`: a parameter's own examples, shown before its schema's. */
export function schemaFacts(strings: Strings, node: SchemaNode, ownExamples: string[] = []): SchemaFact[] {
  const words = strings.facts;
  const facts: SchemaFact[] = [];
  const flags = [
    node.readOnly && { name: 'readonly', label: words.readOnly },
    node.writeOnly && { name: 'writeonly', label: words.writeOnly },
    node.deprecated && { name: 'deprecated', label: words.deprecated },
  ].filter((flag) => flag !== false);
  if (flags.length) facts.push({ kind: 'flags', flags });
  if (node.enum)
    facts.push({
      kind: 'enum',
      label: words.allowedValues,
      values: node.enum.map(inlineValue),
      notes: node.enumDescriptions,
    });
  if (node.const !== undefined) facts.push({ kind: 'const', label: words.constant, value: inlineValue(node.const) });
  if (node.not) {
    const values = node.not.const !== undefined ? [node.not.const] : node.not.enum;
    facts.push(
      values
        ? { kind: 'not', label: words.mustNotBe, values: values.map(inlineValue) }
        : { kind: 'not-type', label: words.mustNotBe, text: typeText(strings, node.not) },
    );
  }
  if (node.default !== undefined)
    facts.push({ kind: 'default', label: words.default, value: inlineValue(node.default) });
  if (node.constraints.length) {
    const label = (keyword: string) => words.constraints[keyword] ?? keyword;
    facts.push({
      kind: 'constraints',
      // `uniqueItems` is a flag: its words say it all.
      values: node.constraints.map(({ keyword, value }) =>
        keyword === 'uniqueItems' ? label(keyword) : `${label(keyword)} ${value}`,
      ),
    });
  }
  const examples = [...new Set([...ownExamples, ...node.examples])];
  if (examples.length) facts.push({ kind: 'examples', label: words.example, values: examples.map(inlineValue) });
  return facts;
}
