import type { SiteConfig } from './siteConfigSchema.ts';

/** A server `tryIt.servers` in site.config.json adds to the try-it client. */
export interface SiteServer {
  url: string;
  description?: string;
  /** The API it is for; every API when absent. */
  api?: string;
}

/** Every server the configuration adds, whichever API it is for; none when try-it is off. */
export function siteServers(config: Pick<SiteConfig, 'tryIt'>): SiteServer[] {
  return typeof config.tryIt === 'object' ? (config.tryIt.servers ?? []) : [];
}

/** The servers the configuration adds to one API's try-it: those for every API and those that name it. */
export const siteServersFor = (config: Pick<SiteConfig, 'tryIt'>, api: string): SiteServer[] =>
  siteServers(config).filter((server) => server.api === undefined || server.api === api);

/** The configured CORS proxy, if any. */
export const proxyUrlOf = (config: Pick<SiteConfig, 'tryIt'>): string | undefined =>
  typeof config.tryIt === 'object' ? config.tryIt.proxyUrl : undefined;
