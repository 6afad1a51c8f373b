import type { ApiDocument, Operation } from '../model/model.ts';

let configuredBase: string | undefined;

/** Build hooks run outside Astro's page bundle, where `BASE_URL` is not Astro's `base`: they set it here. */
export function useBase(value: string): void {
  configuredBase = value;
}

/** The site's base path ("/" or "/docs/"), from Astro's `base`. */
const base = (): string => {
  const value = configuredBase ?? import.meta.env?.BASE_URL ?? '/';
  return value.endsWith('/') ? value : `${value}/`;
};

/** A page's Markdown twin: `/operations/get-pet/` → `/operations/get-pet.md`. */
export const markdownUrl = (pageUrl: string): string => pageUrl.replace(/\/$/, '.md');

export const siteUrl = (path = ''): string => `${base()}${path.replace(/^\//, '')}`;

const docRoot = (doc: Pick<ApiDocument, 'prefix'>) => siteUrl(doc.prefix ? `${doc.prefix}/` : '');

export const urls = {
  overview: (doc: Pick<ApiDocument, 'prefix'>) => docRoot(doc),
  operation: (doc: Pick<ApiDocument, 'prefix'>, op: Pick<Operation, 'kind' | 'slug'>) =>
    `${docRoot(doc)}${op.kind === 'webhook' ? 'webhooks' : 'operations'}/${op.slug}/`,
  tag: (doc: Pick<ApiDocument, 'prefix'>, slug: string) => `${docRoot(doc)}tags/${slug}/`,
  schema: (doc: Pick<ApiDocument, 'prefix'>, slug: string) => `${docRoot(doc)}schemas/${slug}/`,
  schemas: (doc: Pick<ApiDocument, 'prefix'>) => `${docRoot(doc)}schemas/`,
  deprecations: (doc: Pick<ApiDocument, 'prefix'>) => `${docRoot(doc)}deprecations/`,
  /** The document as written, for readers and the try-it client. */
  download: (doc: Pick<ApiDocument, 'prefix'>, format: 'json' | 'yaml') => `${docRoot(doc)}openapi.${format}`,
};
