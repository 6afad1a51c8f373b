import { asObject, isObject, type Raw } from '../../shared/rawValues.ts';

const merged = new WeakMap<object, Raw>();

/**
 * A schema with its `allOf` parts folded in, whatever their `type`: properties united (a property two parts define
 * is both at once, merged the same way), required lists united, the schemas of a list's items or of further fields
 * that two parts give both at once too (a page's `items: {}` and its variant's `items: Contact`), and for any other
 * keyword the first word wins — the schema's own, then its parts in order. The result is made once per schema
 * object, so it keeps its identity from one call to the next.
 */
export function mergedSchema(raw: Raw, parents = new Set<object>()): Raw {
  if (!Array.isArray(raw.allOf)) return raw;
  const done = merged.get(raw);
  if (done) return done;
  if (parents.has(raw)) return raw; // a part that contains the schema itself: nothing more to fold in
  parents.add(raw);
  const { allOf, ...own } = raw;
  const parts = [own, ...allOf.map((part: unknown) => mergedSchema(asObject(part), parents))];
  parents.delete(raw);
  const result = foldParts(parts);
  merged.set(raw, result);
  return result;
}

/** Keywords whose value is one schema every value there meets: where two parts give one, both hold. */
const SUBSCHEMAS = new Set(['items', 'additionalProperties']);

function foldParts(parts: Raw[]): Raw {
  const result: Raw = {};
  const properties = new Map<string, unknown[]>();
  const subschemas = new Map<string, unknown[]>();
  const required = new Set<string>();
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) {
        for (const [name, schema] of Object.entries(value))
          properties.set(name, [...(properties.get(name) ?? []), schema]);
      } else if (key === 'required' && Array.isArray(value)) value.forEach((name) => required.add(String(name)));
      else if (SUBSCHEMAS.has(key) && isObject(value)) subschemas.set(key, [...(subschemas.get(key) ?? []), value]);
      else if (result[key] === undefined) result[key] = value;
    }
  }
  if (properties.size) {
    result.properties = Object.fromEntries(
      [...properties].map(([name, schemas]) => [name, schemas.length === 1 ? schemas[0] : schemaOfParts(schemas)]),
    );
    result.type ??= 'object';
  }
  for (const [key, schemas] of subschemas) result[key] ??= schemas.length === 1 ? schemas[0] : schemaOfParts(schemas);
  if (required.size) result.required = [...required];
  return result;
}

/**
 * One property (or list item) that several parts define (a trait's `type: string`, a variant's `enum: [FRAME]`):
 * both hold.
 */
function schemaOfParts(schemas: unknown[]): unknown {
  const distinct = [...new Set(schemas)];
  // A part that says only "an object" (`items: { type: object, properties: {} }`) adds nothing to a model beside it,
  // which so stays itself: a link to its page rather than its fields copied.
  const saying = distinct.filter((schema) => !anyObject(schema));
  const kept = saying.length ? saying : distinct;
  return kept.length === 1 ? kept[0] : mergedSchema({ allOf: kept });
}

const anyObject = (schema: unknown): boolean =>
  isObject(schema) &&
  Object.entries(schema).every(
    ([key, value]) =>
      (key === 'type' && value === 'object') || (key === 'properties' && isObject(value) && !Object.keys(value).length),
  );
