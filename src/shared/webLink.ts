/** What a reader's browser follows from any page of a site: an address with its scheme, or a network-path one. */
const ABSOLUTE = /^(https?|mailto):|^\/\//i;

/**
 * A document's link as an address that leads somewhere from any page of the site: an absolute one as it is, a
 * bare host written `www.…` (which GitHub's Markdown links too) with `https://` before it; undefined for one
 * relative to the author's own website (`/guides/x`, `docs.html`) or of another scheme (`javascript:`).
 */
export function webLink(href: string): string | undefined {
  const trimmed = href.trim();
  if (ABSOLUTE.test(trimmed)) return trimmed;
  if (/^www\.[^\s/.]+\.[^\s]/i.test(trimmed)) return `https://${trimmed}`;
  return undefined;
}
