import { decodeUri } from './decodeUri.ts';

/** JSON pointers (RFC 6901) as they appear after `#` in a `$ref`, and as findings name places. */

/** `['paths', '/pets', 'get']` → `#/paths/~1pets/get`. */
export function encodePointer(segments: (string | number)[]): string {
  return `#${segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;
}

/** `#/paths/~1pets/get` (or `/paths/~1pets/get`, or URI-encoded) → `['paths', '/pets', 'get']`. */
export function decodePointer(pointer: string): string[] {
  const bare = pointer.replace(/^#/, '');
  if (bare === '' || bare === '/') return bare === '/' ? [''] : [];
  return bare
    .slice(1)
    .split('/')
    .map((segment) => decodeUri(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value a pointer names inside `root`, or `found: false` with the longest prefix that exists. */
export function followPointer(
  root: unknown,
  pointer: string,
): { found: true; value: unknown } | { found: false; missing: string; parent: string } {
  let node = root;
  const segments = decodePointer(pointer);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next =
      Array.isArray(node) && /^\d+$/.test(segment)
        ? node[Number(segment)]
        : node && typeof node === 'object' && Object.hasOwn(node, segment)
          ? (node as Record<string, unknown>)[segment]
          : undefined;
    if (next === undefined) return { found: false, missing: segment, parent: encodePointer(segments.slice(0, i)) };
    node = next;
  }
  return { found: true, value: node };
}
