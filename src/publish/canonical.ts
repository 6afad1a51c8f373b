import type { SiteConfig } from '../config/siteConfigSchema.ts';

/**
 * The canonical address of a page, on the site's address (`site`, on the primary domain when one is configured:
 * config/siteAddress.ts). `pathname` is the page's path as served (Astro.url.pathname, base included).
 */
export function canonicalUrl(config: SiteConfig, pathname: string): string | undefined {
  if (!config.site) return undefined;
  // Leading slashes collapsed so "//other.host/x" can never name another host.
  const path = `/${pathname.split(/[?#]/)[0].replace(/^\/+/, '')}`;
  return new URL(path, new URL(config.site).origin).href;
}
