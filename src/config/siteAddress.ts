/**
 * The address readers reach the site at, which canonical links, feeds, the sitemap and llms.txt all use: `site`,
 * moved onto the custom domain when one is set (`publish.primaryDomain`), as the host serves the site there (the
 * build writes it into CNAME, and the platform host and redirect domains send readers to it). `site` keeps its
 * path, the base path the site is built under.
 */
export function siteAddress(site: string | undefined, primaryDomain: string | undefined): string | undefined {
  if (!primaryDomain) return site;
  return new URL(site ? new URL(site).pathname : '/', `https://${primaryDomain}`).href;
}

/**
 * What is wrong when `site` names another address than the custom domain; undefined when they agree. `domainAt`
 * says where the domain is set.
 */
export function siteDomainMismatch(
  site: string | undefined,
  primaryDomain: string | undefined,
  domainAt = 'publish.primaryDomain',
): string | undefined {
  if (!site || !primaryDomain || new URL(site).origin === `https://${primaryDomain}`) return undefined;
  const address = siteAddress(site, primaryDomain);
  return (
    `"${site}" is not on the custom domain "${primaryDomain}" (${domainAt}): canonical links, feeds, ` +
    `the sitemap and llms.txt all use ${address}, where the host serves the site; set "site" to it, or remove "site"`
  );
}
