import { sample } from 'openapi-sampler';
import { mergedSchema } from './allOfMerge.ts';
import { asObject, isObject, type Raw } from '../../shared/rawValues.ts';

/** Which way a body travels: a request leaves read-only fields out (the server's), a response write-only ones. */
export type Direction = 'request' | 'response';

/** A generated example stays within this many characters pretty-printed: pages stay small. */
export const MAX_SAMPLE_CHARS = 6000;
/** Optional fields are shown this many object levels deep at most; required ones always, to REQUIRED_DEPTH. */
const OPTIONAL_DEPTH = 4;
const REQUIRED_DEPTH = 12;
/**
 * How an example that does not fit is made smaller, one step at a time: fewer optional fields in each object
 * first (the example keeps its shape), then fewer levels of them; required fields always stay.
 */
const SHRINK_STEPS = [
  { depth: OPTIONAL_DEPTH, width: Infinity },
  ...[8, 3, 1].map((width) => ({ depth: OPTIONAL_DEPTH, width })),
  ...[3, 2, 1].map((depth) => ({ depth, width: 1 })),
];

/**
 * A value for a (dereferenced, 3.1) schema, as a reader would write one: the schema's own `const`, `example`,
 * `examples`, `default` or first `enum` value before any invented one; `allOf` parts merged whatever their type;
 * the first alternative of a `oneOf`/`anyOf`; every required field, and as many optional ones as keep the example
 * under MAX_SAMPLE_CHARS. Read-only fields are left out of requests and write-only ones out of responses.
 * Leaf values (formats, patterns, limits) come from openapi-sampler.
 */
export function sampleOf(schema: unknown, direction?: Direction): unknown {
  if (!isObject(schema) || !Object.keys(schema).length) return undefined;
  // A schema many operations share (an error model) is sampled once a direction.
  const cached = samples.get(schema);
  const key = direction ?? 'any';
  if (cached && key in cached) return cached[key];
  const value = sampled(schema, direction);
  samples.set(schema, { ...cached, [key]: value });
  return value;
}

const samples = new WeakMap<object, Partial<Record<Direction | 'any', unknown>>>();

/**
 * A schema's example made elsewhere (another process, from its copy of the document: `documentSamples.ts`), for
 * `sampleOf` to give: an example depends on its schema and direction alone.
 */
export function rememberSample(schema: object, direction: Direction | undefined, value: unknown): void {
  samples.set(schema, { ...samples.get(schema), [direction ?? 'any']: value });
}

function sampled(schema: Raw, direction: Direction | undefined): unknown {
  for (const { depth, width } of SHRINK_STEPS) {
    try {
      const value = new Walk(schema, direction, depth, width, MAX_SAMPLE_CHARS).value(schema, 0);
      return found(value);
    } catch (error) {
      if (error !== TOO_LONG) throw error;
    }
  }
  return found(new Walk(schema, direction, 0, 0, Infinity).value(schema, 0));
}

const found = (value: unknown) => (value === NONE ? undefined : value);

/** Whether a field travels this way: read-only fields are the server's, write-only ones the client's. */
export function travels(field: Raw, direction: Direction | undefined): boolean {
  if (direction === 'request') return field.readOnly !== true;
  if (direction === 'response') return field.writeOnly !== true;
  return true;
}

/**
 * The value a schema itself gives: its constant, example, first of its examples, default, or first allowed value
 * (other than null, when the enum lists others).
 * A value the schema's own enums do not allow, at any level (`example: "a | b"`, an object example whose field is
 * outside that field's enum), is passed over; so is a default that is empty where the schema names what it holds
 * (`default: []`), at any level (`default: { background: {} }`), and an example that holds an object empty where
 * its schema names fields (`example: { targets: [{}] }`): they show nothing there. An example's empty list stays:
 * none is a value a reader meets (`emails: []`).
 */
export function declaredValue(raw: Raw): unknown {
  if (raw.const !== undefined) return raw.const;
  const given = [raw.example, Array.isArray(raw.examples) ? raw.examples[0] : undefined].find(
    (value) => value !== undefined && !misfits(value, raw, false),
  );
  if (given !== undefined) return given;
  if (raw.default !== undefined && !misfits(raw.default, raw, true)) return raw.default;
  // An enum's first value that says something: `null` listed first (Vercel's frameworks) only when it is all there is.
  const allowed = allowedValues(raw);
  return allowed?.find((value) => value !== null) ?? allowed?.[0];
}

const allowedValues = (raw: Raw): unknown[] | undefined =>
  Array.isArray(raw.enum) && raw.enum.length ? raw.enum : undefined;
const isAllowed = (value: unknown, allowed: unknown[] | undefined) =>
  !allowed || allowed.some((option) => JSON.stringify(option) === JSON.stringify(value));

/**
 * Whether a value, or one of its items or fields a few levels down (each with its own schema), breaks its schema's
 * enum or constant, or is an object empty where its schema names fields (or, with `emptyLists`, a list empty where
 * it says what its items are).
 */
function misfits(value: unknown, raw: Raw, emptyLists: boolean, depth = 0): boolean {
  if (depth > 6) return false;
  if (!isAllowed(value, allowedValues(raw)) || (raw.const !== undefined && !isAllowed(value, [raw.const]))) return true;
  if (isEmptyShell(value, raw) && (emptyLists || !Array.isArray(value))) return true;
  if (Array.isArray(value)) {
    const items = mergedSchema(asObject(raw.items));
    return value.some((item) => misfits(item, items, emptyLists, depth + 1));
  }
  if (!isObject(value)) return false;
  const properties = asObject(raw.properties);
  return Object.entries(value).some(
    ([name, field]) =>
      isObject(properties[name]) && misfits(field, mergedSchema(properties[name]), emptyLists, depth + 1),
  );
}

const NONE = Symbol('no value');
const TOO_LONG = Symbol('too long');
const leaves = new WeakMap<object, unknown>();
const parts = new WeakMap<object, Map<string, { value: unknown; chars: number }>>();

class Walk {
  private readonly stack = new Set<object>();
  /** The schema sampled: its own example is shown as written; any other part's is completed (`completed`). */
  private readonly root: object;
  private chars = 0;
  private readonly direction: Direction | undefined;
  /** Below this many object levels, only required fields. */
  private readonly optionalDepth: number;
  /** At most this many optional fields an object. */
  private readonly optionalWidth: number;
  private readonly budget: number;

  /** What a sampled part depends on besides its schema and the levels left: parts sampled alike are reused. */
  private readonly kind: string;

  constructor(
    root: object,
    direction: Direction | undefined,
    optionalDepth: number,
    optionalWidth: number,
    budget: number,
  ) {
    this.root = root;
    this.direction = direction;
    this.optionalDepth = optionalDepth;
    this.optionalWidth = optionalWidth;
    this.budget = budget;
    this.kind = `${direction}|${optionalWidth}`;
  }

  value(schema: unknown, depth: number): unknown {
    const original = asObject(schema);
    if (this.stack.has(original) || depth > REQUIRED_DEPTH) return NONE;
    // A model met in many places (a user, a repository) is sampled once at each depth; where it loops back on an
    // ancestor the reused part may stop at another place, still a finite value of the schema.
    const levels = this.optionalDepth - depth;
    const key = `${this.kind}|${levels > 0 ? levels : `required at ${depth}`}${original === this.root ? '|root' : ''}`;
    const known = parts.get(original)?.get(key);
    if (known) return this.count(known.value, known.chars, false);
    const before = this.chars;
    const value = this.fresh(original, depth);
    if (!parts.has(original)) parts.set(original, new Map());
    parts.get(original)!.set(key, { value, chars: this.chars - before });
    return value;
  }

  private fresh(original: Raw, depth: number): unknown {
    const raw = mergedSchema(original);
    const declared = declaredValue(raw);
    this.stack.add(original);
    try {
      if (declared !== undefined) {
        const value = this.count(this.travelling(declared, raw), 0);
        // Inside an example the walk makes (a field's, a union's alternative's), an own example still holds the
        // fields its schema requires.
        return original === this.root ? value : this.completed(value, raw, depth);
      }
      const variant = firstVariant(raw);
      if (variant) return this.value(withVariant(raw, variant), depth);
      const type = typeOf(raw);
      if (type === 'object') return this.object(raw, depth);
      if (type === 'array') return this.array(raw, depth);
      if (type === 'null') return this.count(null, 4);
      if (type === undefined) return this.count(null, 4);
      return this.count(leafValue(raw, type), 0);
    } finally {
      this.stack.delete(original);
    }
  }

  private object(raw: Raw, depth: number): Record<string, unknown> {
    const required = new Set<string>(Array.isArray(raw.required) ? raw.required : []);
    const fields = Object.entries(asObject(raw.properties)).filter(([, property]) =>
      travels(mergedSchema(asObject(property)), this.direction),
    );
    const out: Record<string, unknown> = {};
    let optional = 0;
    for (const [name, property] of fields) {
      const isRequired = required.has(name);
      if (!isRequired && (depth >= this.optionalDepth || optional >= this.optionalWidth)) continue;
      const value = this.value(property, depth + 1);
      const field = mergedSchema(asObject(property));
      if (isRequired) out[name] = this.field(name, value === NONE ? emptyOf(field) : value);
      // An optional object cut down to nothing says less than leaving it out ("message": {}).
      else if (value !== NONE && !isEmptyShell(value, field)) {
        out[name] = this.field(name, value);
        optional++;
      }
    }
    // Nor is an object shown empty where its schema names fields: past the levels of optional fields, its first.
    if (!Object.keys(out).length) {
      const first = this.firstShown(fields, depth);
      if (first) out[first[0]] = this.field(...first);
    }
    const extra = raw.additionalProperties;
    const room = depth < this.optionalDepth && this.optionalWidth > 0;
    if (!fields.length && isObject(extra) && room) {
      const value = this.value(extra, depth + 1);
      if (value !== NONE) out.additionalProp1 = value;
    }
    return out;
  }

  /**
   * The first field with a value that is not empty; failing that, the first with an empty one (`"featureFlags": []`,
   * its own example; `"properties": {}`, whose fields are all read-only in a request), which says more than `{}`.
   */
  private firstShown(fields: [string, unknown][], depth: number): [string, unknown] | undefined {
    let empty: [string, unknown] | undefined;
    for (const [name, property] of fields) {
      const value = this.value(property, depth + 1);
      if (value === NONE) continue;
      if (!isEmptyShell(value, mergedSchema(asObject(property)))) return [name, value];
      empty ??= [name, value];
    }
    return empty;
  }

  /** A field's value, its name counted. */
  private field(name: string, value: unknown): unknown {
    this.count(undefined, name.length + 6);
    return value;
  }

  private array(raw: Raw, depth: number): unknown[] {
    if (Array.isArray(raw.prefixItems))
      return raw.prefixItems.map((item: unknown) => this.value(item, depth + 1)).filter((v: unknown) => v !== NONE);
    if (raw.maxItems === 0) return [];
    const item = this.value(raw.items, depth + 1);
    // An item cut down to nothing says less than no item at all.
    if (item === NONE || (item === null && !isObject(raw.items))) return [];
    if (isEmptyShell(item, mergedSchema(asObject(raw.items)))) return [];
    const count = Math.min(Math.max(1, Number(raw.minItems) || 1), 10);
    return Array.from({ length: count }, () => item);
  }

  /**
   * A declared value with the required fields it lacks, sampled: its own, its fields' and its items' (each by its
   * own schema, a union's by the alternative whose required fields it holds, else the first), so that an author's
   * example of a part (`records: [{ "id": "123" }]`) still holds what the part's items require.
   */
  private completed(value: unknown, raw: Raw, depth: number): unknown {
    if (depth > REQUIRED_DEPTH) return value;
    if (Array.isArray(value)) {
      if (!isObject(raw.items)) return value;
      const items = mergedSchema(raw.items);
      return value.map((item) => this.completed(item, items, depth + 1));
    }
    if (!isObject(value)) return value;
    const { properties, required } = shapeFor(value, raw);
    const fields = Object.entries(value).map(([name, field]): [string, unknown] => [
      name,
      isObject(properties[name]) ? this.completed(field, mergedSchema(properties[name]), depth + 1) : field,
    ]);
    const missing = [...required].filter(
      (name) =>
        !(name in value) && isObject(properties[name]) && travels(mergedSchema(properties[name]), this.direction),
    );
    const added = missing.map((name) => {
      const sampled = this.value(properties[name], depth + 1);
      return [name, sampled === NONE ? emptyOf(mergedSchema(asObject(properties[name]))) : sampled];
    });
    return Object.fromEntries([...fields, ...added]);
  }

  /** A declared value as it travels: an object example keeps only the fields that go this way. */
  private travelling(value: unknown, raw: Raw): unknown {
    return this.direction ? withoutFields(value, raw, this.direction) : value;
  }

  /** Counts what a value adds to the pretty-printed example; past the budget the walk starts again, smaller. */
  private count<T>(value: T, extra: number, measure = true): T {
    this.chars += extra + (measure && value !== undefined ? (JSON.stringify(value)?.length ?? 4) + 4 : 0);
    if (this.chars > this.budget) throw TOO_LONG;
    return value;
  }
}

/** A schema's `oneOf` and `anyOf` alternatives, in that order. */
const alternativesOf = (raw: Raw): unknown[] => [
  ...(Array.isArray(raw.oneOf) ? raw.oneOf : []),
  ...(Array.isArray(raw.anyOf) ? raw.anyOf : []),
];

/** The schema's first alternative that is not just `null`. */
function firstVariant(raw: Raw): Raw | undefined {
  const variants = alternativesOf(raw);
  if (!variants.length) return undefined;
  const chosen = variants.find((v) => typeOf(mergedSchema(asObject(v))) !== 'null') ?? variants[0];
  return asObject(chosen);
}

/** A schema with one of its alternatives: the alternative's fields beside the schema's own. */
function withVariant(raw: Raw, variant: Raw): Raw {
  const { oneOf: _oneOf, anyOf: _anyOf, ...own } = raw;
  return Object.keys(own).some((key) => key === 'properties' || key === 'required')
    ? mergedSchema({ allOf: [own, variant] })
    : variant;
}

/** The first type the schema allows other than null, else the one it implies by its keywords. */
function typeOf(raw: Raw): string | undefined {
  const declared: unknown[] = Array.isArray(raw.type) ? raw.type : raw.type === undefined ? [] : [raw.type];
  const type = declared.find((t) => t !== 'null');
  if (typeof type === 'string') return type;
  if (raw.properties || raw.additionalProperties || raw.patternProperties) return 'object';
  if (raw.items || raw.prefixItems) return 'array';
  if (raw.format || raw.pattern || raw.minLength !== undefined || raw.contentMediaType) return 'string';
  return declared.length ? 'null' : undefined;
}

/** A string, number, integer or boolean as openapi-sampler makes it (formats, patterns, limits), once a schema. */
function leafValue(raw: Raw, type: string): unknown {
  if (leaves.has(raw)) return leaves.get(raw);
  let value: unknown;
  try {
    value = sample({ ...raw, type } as never, { quiet: true } as never);
  } catch {
    value = null;
  }
  leaves.set(raw, value);
  return value;
}

/** What stands for a required field that cannot be sampled (a loop back to itself). */
function emptyOf(field: Raw): unknown {
  const type = typeOf(field);
  return type === 'object' ? {} : type === 'array' ? [] : null;
}

/**
 * Whether a value is an empty list of a schema that says what its items are, or an empty object of one that names
 * fields (`properties: {}` names none: `{}` is all such an object holds).
 */
function isEmptyShell(value: unknown, field: Raw): boolean {
  if (Array.isArray(value)) return value.length === 0 && field.items !== undefined;
  return isObject(value) && Object.keys(value).length === 0 && Object.keys(asObject(field.properties)).length > 0;
}

type Shape = { properties: Raw; required: Set<string> };

const shapeOfMerged = (raw: Raw): Shape => ({
  properties: asObject(raw.properties),
  required: new Set<string>(Array.isArray(raw.required) ? raw.required : []),
});

/** An object schema's properties and required names, `allOf` parts merged; the first alternative of a union. */
function shapeOf(schema: unknown): Shape {
  const raw = mergedSchema(asObject(schema));
  const variant = firstVariant(raw);
  return shapeOfMerged(variant ? mergedSchema(withVariant(raw, variant)) : raw);
}

/** A value's shape in a (merged) schema: of a union, the first alternative whose required fields it holds. */
function shapeFor(value: Raw, raw: Raw): Shape {
  const variants = alternativesOf(raw);
  const held = variants
    .map((variant) => shapeOfMerged(mergedSchema(withVariant(raw, asObject(variant)))))
    .find((shape) => [...shape.required].every((name) => name in value));
  return held ?? shapeOf(raw);
}

/** A value without the fields that do not travel this way (read-only in requests, write-only in responses). */
export function withoutFields(value: unknown, schema: unknown, direction: Direction, depth = 0): unknown {
  if (depth > REQUIRED_DEPTH) return value;
  if (Array.isArray(value))
    return value.map((item) => withoutFields(item, asObject(schema).items, direction, depth + 1));
  if (!isObject(value)) return value;
  const { properties } = shapeOf(schema);
  if (!Object.keys(properties).length) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, field]) => {
      const fieldSchema = properties[name];
      if (fieldSchema === undefined) return [[name, field]];
      if (!travels(mergedSchema(asObject(fieldSchema)), direction)) return [];
      return [[name, withoutFields(field, fieldSchema, direction, depth + 1)]];
    }),
  );
}
