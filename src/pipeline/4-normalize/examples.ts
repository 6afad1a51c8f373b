import { sample } from 'openapi-sampler';
import { EXAMPLE_CUT_LINE, type Example } from '../../model/model.ts';
import { type Raw, asObject } from '../../shared/rawValues.ts';
import { formBodyText } from './formBody.ts';
import { mergedSchema } from './allOfMerge.ts';
import { type Direction, MAX_SAMPLE_CHARS, sampleOf } from './schemaSample.ts';

export type { Direction } from './schemaSample.ts';

/** An example's text; past MAX_SAMPLE_CHARS cut after its last whole line there, and ended with EXAMPLE_CUT_LINE. */
export function pretty(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  if (text.length <= MAX_SAMPLE_CHARS) return text;
  const lineEnd = text.lastIndexOf('\n', MAX_SAMPLE_CHARS);
  return `${text.slice(0, lineEnd > 0 ? lineEnd : MAX_SAMPLE_CHARS)}\n${EXAMPLE_CUT_LINE}`;
}

const isXml = (mediaType: string) => /[/+]xml\b/i.test(mediaType);
const isForm = (mediaType: string) => /^application\/x-www-form-urlencoded\b/i.test(mediaType);

/** The shiki grammar an example of a media type is highlighted with. */
export function exampleGrammar(mediaType: string): string {
  if (/[/+]json\b/i.test(mediaType)) return 'json';
  if (isXml(mediaType)) return 'xml';
  if (/[/+]ya?ml\b/i.test(mediaType)) return 'yaml';
  return 'text';
}

/** One example of a body before it is written out: its value, or only where it is (`externalValue`). */
export interface ExampleValue {
  name?: string;
  value?: unknown;
  /** The address of an example the document keeps elsewhere. */
  external?: string;
  generated: boolean;
}

/**
 * The examples of a media type: its own `example`/`examples` (named; one kept elsewhere by its address), else the
 * schema's, else one sampled from the schema (`generated`), without the fields that do not travel that way. When
 * the document's examples are all elsewhere, a sampled one follows them: the page shows what samples send.
 */
export function exampleValues(holder: Raw, schema: unknown, direction: Direction): ExampleValue[] {
  if (holder.example !== undefined) return [{ value: holder.example, generated: false }];
  const named = namedExamples(holder);
  if (named.some((example) => example.value !== undefined)) return named;
  const value = sampleOf(schema, direction);
  if (value === undefined) return named;
  const raw = mergedSchema(asObject(schema));
  const declared = raw.example !== undefined || (Array.isArray(raw.examples) && raw.examples.length > 0);
  return [...named, { value, generated: !declared }];
}

/** Whether `exampleValues` samples the holder's schema: it has no example of its own with a value. */
export const wantsSample = (holder: Raw): boolean =>
  holder.example === undefined && !namedExamples(holder).some((example) => example.value !== undefined);

function namedExamples(holder: Raw): ExampleValue[] {
  return Object.entries(asObject(holder.examples)).flatMap(([key, entry]): ExampleValue[] => {
    const { summary, value, externalValue } = asObject(entry);
    const name = typeof summary === 'string' && summary ? summary : key;
    if (value !== undefined) return [{ name, value, generated: false }];
    return typeof externalValue === 'string' ? [{ name, external: externalValue, generated: false }] : [];
  });
}

/** An example as a page shows it: XML for an XML media type, a form as its fields, JSON for other structures. */
export function shownExample(example: ExampleValue, schema: unknown, mediaType: string): Example {
  const { name, value, external, generated } = example;
  const labels = { ...(name === undefined ? {} : { name }), generated };
  if (external !== undefined) return { ...labels, value: '', grammar: 'text', external };
  const shown = isXml(mediaType) ? asXml(value, schema) : isForm(mediaType) ? formBodyText(value) : value;
  return { ...labels, value: pretty(shown), grammar: typeof shown === 'string' ? exampleGrammar(mediaType) : 'json' };
}

/** A named schema's example for its page: its own, else one sampled from it (marked generated). */
export function schemaExample(schema: unknown): Example | undefined {
  const own = ownSchemaExample(schema);
  const value = own ?? sampleOf(schema);
  return value === undefined ? undefined : { value: pretty(value), grammar: 'json', generated: own === undefined };
}

/** A schema's own example: its `example`, else the first of its `examples`. */
export function ownSchemaExample(schema: unknown): unknown {
  const raw = mergedSchema(asObject(schema));
  return raw.example ?? (Array.isArray(raw.examples) ? raw.examples[0] : undefined);
}

/** A value as XML, named and shaped as the schema's `xml` says (openapi-sampler's XML writer); text stays text. */
function asXml(value: unknown, schema: unknown): unknown {
  if (typeof value === 'string' || value === null || typeof value !== 'object') return value;
  try {
    return sample({ example: value, xml: asObject(schema).xml } as any, { format: 'xml', quiet: true } as any);
  } catch {
    return value;
  }
}
