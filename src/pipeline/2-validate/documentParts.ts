import { decodePointer, encodePointer } from '../../shared/jsonPointer.ts';

/**
 * The parts of a document a page can do without: an example, and what the site shows only where a `$ref` uses it
 * (a component other than a schema, a schema's `$defs` entry). A mistake inside one of them is left out with a
 * warning rather than stopping the build (docs/openapi-support.md, "Stop or warn").
 */

/** Keys whose members are names (of properties, components, media types, status codes…), never keywords. */
const NAMED_MAPS = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
  'schemas',
  'responses',
  'parameters',
  'headers',
  'requestBodies',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'paths',
  'webhooks',
  'x-webhooks',
  'content',
  'encoding',
  'variables',
  'mapping',
  'scopes',
]);
const EXAMPLE_KEYS = new Set(['example', 'examples', 'x-example', 'x-examples']);
/** Components the site shows only where something `$ref`s them (every named schema has its own page). */
const USED_BY_REF = new Set([
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'links',
  'callbacks',
  'pathItems',
]);

type Path = readonly string[];

/**
 * The example a place is in, as the part to leave out: one named example of an `examples` map (or one item of a
 * schema's list), else the whole `example`. The outermost one: what an example holds is data, whatever its keys.
 */
export function exampleAt(path: Path): string[] | undefined {
  for (let i = 1; i < path.length; i++) {
    if (!EXAMPLE_KEYS.has(path[i]) || NAMED_MAPS.has(path[i - 1])) continue;
    const many = path[i].endsWith('examples') && i + 1 < path.length;
    return path.slice(0, many ? i + 2 : i + 1);
  }
  return undefined;
}

/**
 * The part a place is in that the site shows only where a `$ref` uses it: a component other than a schema
 * (`#/components/responses/NotFound`, Swagger 2.0's `#/parameters/limit`), or an entry of a schema's `$defs` or
 * `definitions` (not Swagger 2.0's top-level `definitions`: its named schemas have pages).
 */
export function unshownPartAt(path: Path): string[] | undefined {
  if (path[0] === 'components' && USED_BY_REF.has(path[1]) && path.length >= 3) return path.slice(0, 3);
  if ((path[0] === 'parameters' || path[0] === 'responses') && path.length >= 2) return path.slice(0, 2);
  for (let i = 2; i + 1 < path.length; i++) {
    if ((path[i] === '$defs' || path[i] === 'definitions') && !NAMED_MAPS.has(path[i - 1])) return path.slice(0, i + 2);
  }
  return undefined;
}

/** Every place a local `$ref` of the document points to, as a path (`#/components/schemas/Pet` → its segments). */
export function localTargets(data: unknown): string[][] {
  const refs = new Set<string>();
  const stack: unknown[] = [data];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string' && record.$ref.startsWith('#')) refs.add(record.$ref);
    for (const key in record) if (record[key] && typeof record[key] === 'object') stack.push(record[key]);
  }
  return [...refs].map(decodePointer);
}

/** Whether a `$ref` points to the part or into it. */
export const isReferenced = (part: Path, targets: readonly Path[]): boolean =>
  targets.some((target) => target.length >= part.length && part.every((segment, i) => segment === target[i]));

/** The part a place is in that nothing refers to and the site does not show on its own, as a pointer. */
export function unusedPartAt(path: Path, targets: () => readonly Path[]): string | undefined {
  const part = unshownPartAt(path);
  return part && !isReferenced(part, targets()) ? encodePointer(part) : undefined;
}

/** Removes the parts at these pointers from the document (a list's items by position, the last first). */
export function removeParts(data: unknown, pointers: readonly string[]): void {
  const paths = pointers.map(decodePointer).sort((a, b) => compareIndex(b.at(-1)!, a.at(-1)!));
  for (const path of paths) {
    let parent: unknown = data;
    for (const segment of path.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[segment];
    const last = path.at(-1)!;
    if (Array.isArray(parent) && /^\d+$/.test(last)) parent.splice(Number(last), 1);
    else if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
  }
}

const compareIndex = (a: string, b: string) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : 0);
