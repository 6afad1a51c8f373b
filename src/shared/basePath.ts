/** A base path with one slash at each end: "/" or "/docs/", from "", "/", "docs", "/docs", "docs/" or "//docs//". */
export const basePath = (base: string): string => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
