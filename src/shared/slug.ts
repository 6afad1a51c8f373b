import { sha256Hex } from './digest.ts';
import { basename, extname } from 'node:path';

/** A document's id, and its URL prefix in a site of several documents: its file name's slug. */
export const documentId = (file: string): string => slugify(basename(file, extname(file)));

/**
 * The longest slug: a page's slug names its folder and its twin's file, which a file system holds to 255 bytes
 * (Microsoft Graph beta's operationIds spell out whole navigation paths).
 */
export const MAX_SLUG = 200;

/**
 * A URL-safe slug: lower case, runs of anything else than letters and digits folded into '-'. Past MAX_SLUG it is
 * cut and ends with a hash of the whole, so two long names that begin alike stay apart.
 */
export function slugify(text: string): string {
  const slug =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item';
  if (slug.length <= MAX_SLUG) return slug;
  const hash = sha256Hex(slug).slice(0, 8);
  return `${slug.slice(0, MAX_SLUG - hash.length - 1).replace(/-+$/, '')}-${hash}`;
}

/** Hands out slugs unique within one namespace: a repeated slug gets -2, -3... */
export class SlugSet {
  private used = new Set<string>();

  /** An id the namespace holds already (written as it is): no slug handed out later repeats it. */
  reserve(id: string): void {
    this.used.add(id);
  }

  take(text: string): string {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

/** The overview's `id` for one security scheme, so operations can link to it. */
export const securityAnchor = (scheme: { slug: string }): string => `security-${scheme.slug}`;
