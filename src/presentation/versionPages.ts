import type { ApiDocument } from '../model/model.ts';
import { indexOf } from '../model/documentIndex.ts';
import { hasChangesPage } from './changeLog.ts';
import { hasDeprecations } from './deprecations.ts';
import type { SiteUrls } from './urls.ts';

/**
 * The same page in another version of the API: the page's path under its version's overview, kept when that
 * version has the operation, webhook, model or tag it shows, else that version's overview.
 */
export function samePageIn(
  urls: SiteUrls,
  from: ApiDocument,
  to: ApiDocument,
  pathname: string,
): { url: string; same: boolean } {
  const overview = urls.overview(to);
  const root = urls.overview(from);
  const path = pathname.endsWith('/') || pathname.endsWith('.md') ? pathname : `${pathname}/`;
  if (!path.startsWith(root)) return { url: overview, same: false };
  const rest = path.slice(root.length);
  return exists(to, rest) ? { url: `${overview}${rest}`, same: true } : { url: overview, same: rest === '' };
}

/** Whether a version has the page at `rest` (`operations/list-pets/`), a path under its overview. */
function exists(doc: ApiDocument, rest: string): boolean {
  const [section, slug, ...more] = rest.split('/').filter(Boolean);
  if (more.length > 0) return false;
  const index = indexOf(doc);
  if (!section) return true;
  if (!slug) {
    if (section === 'schemas') return true;
    if (section === 'deprecations') return hasDeprecations(doc);
    if (section === 'changes') return hasChangesPage(doc);
    return false;
  }
  if (section === 'operations') return index.operationBySlug.get(slug)?.kind === 'operation';
  if (section === 'webhooks') return index.operationBySlug.get(slug)?.kind === 'webhook';
  if (section === 'schemas') return doc.schemas.some((schema) => schema.slug === slug);
  if (section === 'tags') return doc.tags.some((tag) => tag.slug === slug);
  return false;
}
