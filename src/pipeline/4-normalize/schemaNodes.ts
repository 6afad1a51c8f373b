import type { Property, SchemaNode } from '../../model/model.ts';
import { ANNOTATIONS } from '../3-resolve/resolveDocument.ts';
import { descriptionOf } from './descriptions.ts';
import { mergedSchema } from './allOfMerge.ts';
import { enumDescriptionsOf } from './enumDescriptions.ts';
import { externalDocsOf } from './externalDocs.ts';
import { asObject, display, isObject, stringOr, type Raw } from '../../shared/rawValues.ts';

/** Inline (anonymous) schemas deeper than this are cut off: real documents nest far less. */
const MAX_DEPTH = 12;

/** The JSON Schema limits a schema node keeps, in the order they are shown. */
const CONSTRAINTS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
];

/**
 * Turns dereferenced (3.1) schema objects into SchemaNodes. A schema object that is one of the document's
 * named schemas becomes a reference by name, so nothing is expanded twice and cycles end at a link.
 */
export class SchemaNormalizer {
  private readonly names = new Map<object, string>();
  private readonly cache = new WeakMap<object, SchemaNode>();

  constructor(named: Record<string, unknown>) {
    for (const [name, schema] of Object.entries(named)) {
      if (schema && typeof schema === 'object' && !this.names.has(schema)) this.names.set(schema, name);
    }
  }

  nameOf(schema: unknown): string | undefined {
    return schema && typeof schema === 'object' ? this.names.get(schema) : undefined;
  }

  /** A named schema's own definition, expanded one level (its properties; nested named schemas are links). */
  definition(schema: unknown): SchemaNode {
    const raw = asObject(schema);
    const view = withoutNullAlternatives(raw);
    const named = view === raw ? undefined : this.namedTarget(view);
    return named ? this.reference(view, named) : this.expand(raw, new Set(), 0);
  }

  /** Any schema met in an operation or a property: a link when it is named, else expanded. */
  node(schema: unknown): SchemaNode {
    return this.walk(schema, new Set(), 0);
  }

  /**
   * The named schema a node stands for: itself, or the one named part of an annotated `allOf` wrapper — `allOf:
   * [$ref]` beside annotations, or `allOf: [$ref, { description }]`, the other parts annotations only.
   */
  private namedTarget(raw: Raw): { name: string; schema: Raw } | undefined {
    const own = this.names.get(raw);
    if (own) return { name: own, schema: raw };
    if (!Array.isArray(raw.allOf) || !isAnnotation(raw)) return undefined;
    const parts: Raw[] = raw.allOf.map(asObject);
    // A part may itself be such a wrapper: 3.1's "or null" around a 3.0 `allOf: [$ref, { description }]`.
    const targets = parts.map((part) => (this.names.has(part) || part.allOf ? this.namedTarget(part) : undefined));
    const found = targets.filter((target) => target !== undefined);
    if (found.length !== 1) return undefined;
    return parts.every((part, i) => targets[i] || isAnnotation(part, false)) ? found[0] : undefined;
  }

  private walk(schema: unknown, stack: Set<object>, depth: number): SchemaNode {
    const raw = asObject(schema);
    const view = withoutNullAlternatives(raw);
    const named = this.namedTarget(raw) ?? (view === raw ? undefined : this.namedTarget(view));
    if (named) return this.reference(this.names.has(raw) ? raw : view, named);
    if (stack.has(raw) || depth > MAX_DEPTH) return { ...emptyNode(), circular: true };
    const cached = this.cache.get(raw);
    if (cached) return cached;
    const node = this.expand(raw, stack, depth);
    this.cache.set(raw, node);
    return node;
  }

  /** A use of a named schema: a link by its name, with what this use adds (an annotated `allOf: [$ref]`). */
  private reference(wrapper: Raw, named: { name: string; schema: Raw }): SchemaNode {
    const raw = wrapper === named.schema ? wrapper : ownAnnotations(wrapper, named.schema);
    const { types, nullable } = typesOf(named.schema);
    // A bare reference adds nothing to the named schema's own text (shown on its page); an annotated one may.
    const description = raw === named.schema ? undefined : descriptionOf(raw.description);
    const node: SchemaNode = {
      ...emptyNode(),
      ref: named.name,
      types,
      nullable: nullable || raw.nullable === true,
      description,
    };
    if (raw === named.schema) return node;
    // An annotated reference: its own flags, default and examples describe this use of the named schema.
    return {
      ...node,
      readOnly: raw.readOnly === true,
      writeOnly: raw.writeOnly === true,
      deprecated: raw.deprecated === true,
      default: raw.default === undefined ? undefined : display(raw.default),
      examples: examplesOf(raw),
    };
  }

  private expand(raw: Raw, stack: Set<object>, depth: number): SchemaNode {
    stack.add(raw);
    const child = (value: unknown) => this.walk(value, stack, depth + 1);
    const merged = mergedSchema(withoutNullAlternatives(raw));
    const { types, nullable } = typesOf(merged);
    const required = new Set<string>(Array.isArray(merged.required) ? merged.required : []);
    const values = Array.isArray(merged.enum) ? merged.enum.map(display) : undefined;
    const node: SchemaNode = {
      ...emptyNode(),
      types,
      nullable,
      format: stringOr(merged.format) ?? contentFormatOf(merged),
      title: stringOr(merged.title),
      description: descriptionOf(merged.description),
      externalDocs: externalDocsOf(merged.externalDocs),
      enum: values,
      enumDescriptions: values && enumDescriptionsOf(merged, values),
      const: merged.const === undefined ? undefined : display(merged.const),
      default: merged.default === undefined ? undefined : display(merged.default),
      examples: examplesOf(merged),
      readOnly: merged.readOnly === true,
      writeOnly: merged.writeOnly === true,
      deprecated: merged.deprecated === true,
      constraints: [
        ...CONSTRAINTS.filter((key) => merged[key] !== undefined && typeof merged[key] !== 'boolean').map(
          (keyword) => ({ keyword, value: display(merged[keyword]) }),
        ),
        // A flag rather than a limit, kept among them: a change between versions tightens or relaxes it alike.
        ...(merged.uniqueItems === true ? [{ keyword: 'uniqueItems', value: 'true' }] : []),
      ],
      properties: Object.entries(asObject(merged.properties)).map(([name, value]): Property => ({
        name,
        required: required.has(name),
        schema: child(value),
      })),
      additionalProperties:
        typeof merged.additionalProperties === 'boolean'
          ? merged.additionalProperties
          : merged.additionalProperties
            ? child(merged.additionalProperties)
            : undefined,
      items:
        merged.items && typeof merged.items === 'object' && !Array.isArray(merged.items)
          ? child(merged.items)
          : undefined,
      // 2020-12 `prefixItems`; draft-04 style `items: [...]` means the same.
      prefixItems: Array.isArray(merged.prefixItems)
        ? merged.prefixItems.map(child)
        : Array.isArray(merged.items)
          ? merged.items.map(child)
          : undefined,
      patternProperties: merged.patternProperties
        ? Object.entries(asObject(merged.patternProperties)).map(([pattern, value]) => ({
            pattern,
            schema: child(value),
          }))
        : undefined,
      not: merged.not && typeof merged.not === 'object' ? child(merged.not) : undefined,
      oneOf: Array.isArray(merged.oneOf) ? merged.oneOf.map(child) : undefined,
      anyOf: Array.isArray(merged.anyOf) ? merged.anyOf.map(child) : undefined,
      discriminator: this.discriminatorOf(merged),
    };
    stack.delete(raw);
    return node;
  }

  private discriminatorOf(raw: Raw): SchemaNode['discriminator'] {
    const discriminator = raw.discriminator;
    if (!discriminator || typeof discriminator.propertyName !== 'string') return undefined;
    const mapping = Object.entries(asObject(discriminator.mapping)).map(([value, target]) => ({
      value,
      ref: typeof target === 'string' ? target.split('/').pop()! : (this.nameOf(target) ?? value),
    }));
    return { propertyName: discriminator.propertyName, mapping };
  }
}

/** Only annotations (and `allOf` where `allowAllOf`): keywords that describe a use of a schema, not its shape. */
function isAnnotation(raw: Raw, allowAllOf = true): boolean {
  return Object.keys(raw).every((key) => ANNOTATIONS.has(key) && (allowAllOf || key !== 'allOf'));
}

/** What an annotated wrapper says of its named part: its own keywords first, then its other parts', in order. */
function ownAnnotations(wrapper: Raw, named: Raw): Raw {
  const { allOf, ...own } = wrapper;
  const parts = (Array.isArray(allOf) ? allOf : [])
    .filter((part) => part !== named)
    .map((part) => (Array.isArray(asObject(part).allOf) ? ownAnnotations(part, named) : asObject(part)));
  const result: Raw = {};
  for (const part of [own, ...parts])
    for (const [key, value] of Object.entries(part)) if (result[key] === undefined) result[key] = value;
  return result;
}

/** Keywords an "or null" alternative may carry besides its type: they describe it, they do not widen it. */
const NULL_ANNOTATIONS = new Set(['type', 'title', 'description', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

/** `{ type: 'null' }` (or `const: null`) with nothing else that constrains: the alternative "or null". */
function isNullOnly(value: unknown): boolean {
  if (!isObject(value)) return false;
  const type = Array.isArray(value.type) && value.type.length === 1 ? value.type[0] : value.type;
  const isNull = type === 'null' || (value.const === null && type === undefined);
  return (
    isNull && Object.keys(value).every((key) => NULL_ANNOTATIONS.has(key) || (key === 'const' && value.const === null))
  );
}

/**
 * "Or null" written as an alternative — 3.1's `anyOf: [X, { type: 'null' }]`, the upgrader's form of a 3.0
 * `nullable` beside a `$ref`, the 3.0 mistake the check warns about — reads as X, nullable: "X | null" rather
 * than a choice between X and null. Other alternatives stay alternatives, the whole nullable.
 */
function withoutNullAlternatives(raw: Raw): Raw {
  for (const key of ['anyOf', 'oneOf']) {
    const alternatives: unknown[] | undefined = Array.isArray(raw[key]) ? raw[key] : undefined;
    if (!alternatives?.some(isNullOnly)) continue;
    const others = alternatives.filter((alternative) => !isNullOnly(alternative));
    const { [key]: _alternatives, ...rest } = raw;
    if (others.length === 0) return { ...rest, type: 'null' };
    if (others.length > 1) return { ...rest, [key]: others, nullable: true };
    return { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), others[0]], nullable: true };
  }
  return raw;
}

function typesOf(raw: Raw): { types: string[]; nullable: boolean } {
  // Names only: a type that is none (an object, a mistake the check warns about) says nothing.
  const declared = [raw.type].flat(2).filter((type): type is string => typeof type === 'string');
  const types = declared.filter((type) => type !== 'null');
  const nullable = raw.nullable === true || declared.includes('null') || (raw.const === null && declared.length === 0);
  if (types.length === 0) {
    if (raw.properties || raw.additionalProperties || raw.patternProperties) types.push('object');
    else if (raw.items || raw.prefixItems) types.push('array');
    else if (raw.contentMediaType || raw.contentEncoding) types.push('string');
  }
  // A copy of its own length: an array made by filter or push keeps room for more, on every schema node.
  return { types: types.slice(), nullable };
}

/** 3.1 writes binary content as `contentMediaType` / `contentEncoding` where 3.0 wrote `format: binary`. */
function contentFormatOf(raw: Raw): string | undefined {
  if (typeof raw.contentEncoding === 'string') return raw.contentEncoding;
  if (typeof raw.contentMediaType === 'string')
    return raw.contentMediaType === 'application/octet-stream' ? 'binary' : raw.contentMediaType;
  return undefined;
}

/**
 * `example` (3.0's, which some 3.1 documents keep beside the list), then `examples`, each once: a schema's own
 * example, the one its model's page shows whole (examples.ts `ownSchemaExample`), comes first.
 */
function examplesOf(raw: Raw): string[] {
  const values = [
    ...(raw.example === undefined ? [] : [raw.example]),
    ...(Array.isArray(raw.examples) ? raw.examples : []),
  ];
  return [...new Set(values.map(display))];
}

export function emptyNode(): SchemaNode {
  return {
    types: [],
    nullable: false,
    examples: [],
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    constraints: [],
    properties: [],
  };
}
