/** A base path with one slash at each end: "/" or "/docs/", from "", "/", "docs", "/docs", "docs/" or "//docs//". */
export const basePath = (base: string): string => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** The longest base path every one of `bases` lies under: "/docs/" for "/docs/" and "/docs/de/"; "/" for none. */
export function commonBase(bases: string[]): string {
  const [first = [], ...rest] = bases.map((base) => base.split('/').filter(Boolean));
  let length = 0;
  while (length < first.length && rest.every((other) => other[length] === first[length])) length += 1;
  return basePath(first.slice(0, length).join('/'));
}
