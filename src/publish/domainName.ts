import { parse } from 'tldts';

/** An apex domain (example.com, example.co.uk) has no label in front of its registrable domain. */
export function isApexDomain(domain: string): boolean {
  return subdomainLabel(domain) === '';
}

/** The part in front of the registrable domain: "docs" for docs.example.com, "" for an apex. */
export function subdomainLabel(domain: string): string {
  return parse(domain).subdomain ?? '';
}

/** The registrable domain: example.com for docs.example.com. */
export function registrableDomain(domain: string): string {
  return parse(domain).domain ?? domain;
}

/** Lower case, no trailing dot: the form DNS answers are compared in. */
export function normalizeHost(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}
