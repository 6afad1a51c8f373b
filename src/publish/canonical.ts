import type { SiteConfig } from '../config/siteConfigSchema.ts';

/**
 * The canonical address of a page: on the primary domain when one is configured, else on `site`.
 * `pathname` is the page's path as served (Astro.url.pathname, base included).
 */
export function canonicalUrl(config: SiteConfig, pathname: string): string | undefined {
  const origin = config.publish?.primaryDomain
    ? `https://${config.publish.primaryDomain}`
    : config.site && new URL(config.site).origin;
  if (!origin) return undefined;
  // Leading slashes collapsed so "//other.host/x" can never name another host.
  const path = `/${pathname.split(/[?#]/)[0].replace(/^\/+/, '')}`;
  return new URL(path, origin).href;
}
