import { isDeepStrictEqual } from 'node:util';
import { EXAMPLE_CUT_LINE, type Description, type NamedSchema, type SchemaNode } from '../model/model.ts';
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
  | { kind: 'constraints'; values: string[] }
  /**
   * What an array's items say of each and their limits ("Each item: An IP address. max length 40"), beneath: its
   * items have no row of their own.
   */
  | { kind: 'item'; label: string; description?: Description; constraints: string[] };

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
  const constraintTexts = (of: SchemaNode) =>
    // `uniqueItems` is a flag: its words say it all.
    of.constraints.map(({ keyword, value }) => {
      const label = words.constraints[keyword] ?? keyword;
      return keyword === 'uniqueItems' ? label : `${label} ${value}`;
    });
  if (node.constraints.length) facts.push({ kind: 'constraints', values: constraintTexts(node) });
  const chain = itemChain(node);
  const item = scalarItem(chain);
  if (item?.enum)
    facts.push({
      kind: 'enum',
      label: words.itemAllowedValues,
      values: item.enum.map(inlineValue),
      notes: item.enumDescriptions,
    });
  const itemWords = itemDescription(node, chain);
  if (itemWords || item?.constraints.length)
    facts.push({
      kind: 'item',
      label: strings.reference.eachItem,
      ...(itemWords && { description: itemWords }),
      constraints: item ? constraintTexts(item) : [],
    });
  const examples = [...new Set([...ownExamples, ...node.examples])];
  if (examples.length) facts.push({ kind: 'examples', label: words.example, values: examples.map(inlineValue) });
  return facts;
}

/** An array's items, and theirs for an array of arrays, down to a named model or a value that is no array. */
function itemChain(node: SchemaNode): SchemaNode[] {
  const chain: SchemaNode[] = [];
  for (let item = node.items; item; item = item.ref ? undefined : item.items) chain.push(item);
  return chain;
}

/**
 * The value an array holds, past arrays of arrays, when it has no row of its own to show its allowed values and
 * limits: a scalar, not a model (whose page says them) nor an object or a choice (whose fields or branches do).
 */
function scalarItem(chain: SchemaNode[]): SchemaNode | undefined {
  const item = chain.at(-1);
  if (!item || item.ref || item.circular || item.properties.length || item.oneOf || item.anyOf) return undefined;
  return item;
}

/**
 * What an array's items say of each, beside the array's own words (a field shows its items' words as its own when
 * it has none: fields.ts `fieldDescription`); not a named model's, which its page says.
 */
function itemDescription(node: SchemaNode, chain: SchemaNode[]): Description | undefined {
  const said = chain.find((item) => item.description);
  if (!node.description || !said?.description || said.ref) return undefined;
  return isDeepStrictEqual(said.description.tree, node.description.tree) ? undefined : said.description;
}

/**
 * The schema whose small print a model's page shows: the model's own example, shown whole beside its fields, is the
 * first of its `examples`, and is not said again in a line above them.
 */
export const modelFactsNode = ({ schema, example }: NamedSchema): SchemaNode =>
  example && !example.generated ? { ...schema, examples: schema.examples.slice(1) } : schema;
