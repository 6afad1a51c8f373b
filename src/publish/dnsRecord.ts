import { isApexDomain, registrableDomain, subdomainLabel } from './domainName.ts';

export const RECORD_TTL = 3600;

export type DnsRecordToCreate = {
  domain: string;
  /** CNAME for a subdomain; ALIAS or ANAME (the provider's name for CNAME flattening) for an apex. */
  type: 'CNAME' | 'ALIAS/ANAME';
  /** The name as the registrar's DNS settings want it: the subdomain label, or "@" for the apex. */
  name: string;
  /** The DNS zone the record belongs in. */
  zone: string;
  value: string;
  ttl: number;
};

export function dnsRecordFor(domain: string, platformHost: string): DnsRecordToCreate {
  const apex = isApexDomain(domain);
  return {
    domain,
    type: apex ? 'ALIAS/ANAME' : 'CNAME',
    name: apex ? '@' : subdomainLabel(domain),
    zone: registrableDomain(domain),
    value: platformHost,
    ttl: RECORD_TTL,
  };
}

export const APEX_NOTE =
  'A domain without a subdomain needs an ALIAS or ANAME record instead of a CNAME. Not every DNS provider supports these; ' +
  'if yours does not, use a subdomain such as www as the primary domain, or move the domain to a provider that does.';

export const PROPAGATION_NOTE = 'DNS changes can take up to 48 hours.';
