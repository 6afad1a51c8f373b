import type { ExternalDocs } from '../../model/model.ts';
import { asObject, stringOr } from '../../shared/rawValues.ts';
import { webLink } from '../../shared/webLink.ts';

/** An External Documentation Object, when its URL leads somewhere from the site's pages (shared/webLink.ts). */
export function externalDocsOf(raw: unknown): ExternalDocs | undefined {
  const docs = asObject(raw);
  const url = typeof docs.url === 'string' ? webLink(docs.url) : undefined;
  return url ? { url, description: stringOr(docs.description) } : undefined;
}
