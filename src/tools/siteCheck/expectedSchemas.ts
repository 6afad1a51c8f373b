import type { ExpectedSchema } from './expectations.ts';
import { isObject, type Raw, type RefResolver } from './refs.ts';

/** Named schemas: `components.schemas` (OpenAPI 3) or `definitions` (Swagger 2.0). */
export function expectedSchemasOf(root: Raw, file: string, refs: RefResolver): Map<string, ExpectedSchema> {
  const named = isObject(root.components?.schemas)
    ? root.components.schemas
    : isObject(root.definitions)
      ? root.definitions
      : {};
  const schemas = new Map<string, ExpectedSchema>();
  for (const [name, schema] of Object.entries(named)) {
    const collected = { properties: new Set<string>(), required: new Set<string>() };
    collect(schema, file, refs, collected, new Set());
    const properties = new Map(
      [...collected.properties].map((property) => [property, collected.required.has(property)]),
    );
    schemas.set(name, { name, properties });
  }
  return schemas;
}

/**
 * Gathers the properties of a schema and of its `allOf` parts, through `$ref`s.
 * A name listed in any part's `required` is required: `allOf` parts all apply to the same object.
 */
function collect(
  node: unknown,
  file: string,
  refs: RefResolver,
  into: { properties: Set<string>; required: Set<string> },
  visiting: Set<unknown>,
): void {
  if (!isObject(node) || visiting.has(node)) return;
  visiting.add(node);
  if (typeof node.$ref === 'string') {
    const target = refs.follow({ $ref: node.$ref }, file);
    if (target) collect(target.value, target.file, refs, into, visiting);
  }
  const schema: Raw = node;
  if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) into.properties.add(name);
  if (Array.isArray(schema.required))
    for (const name of schema.required) if (typeof name === 'string') into.required.add(name);
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) collect(part, file, refs, into, visiting);
  visiting.delete(node);
}
