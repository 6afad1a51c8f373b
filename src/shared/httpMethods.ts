/** Every HTTP method a path item may hold, in the order the specification lists them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;

/** The methods of a given OpenAPI version (`2.0`, `3.1.0`, `3.2`…): `query` exists from 3.2 on. */
export function methodsOf(version: string): readonly string[] {
  return version.startsWith('3.2') ? METHODS : METHODS.filter((method) => method !== 'query');
}
