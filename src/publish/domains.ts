import {
  DEFAULT_REDIRECT_STATUS,
  REDIRECT_STATUSES,
  isDomainName,
  type Publish,
  type PublishInput,
  type RedirectStatus,
} from '../config/publishSchema.ts';
import { normalizeHost } from './domainName.ts';

export class DomainError extends Error {}

export type AddOptions = { redirectTo?: string; status?: number; platformHost?: string };
export type AddedDomain = { domain: string; role: 'primary' | 'redirect' };

export function parseDomain(input: string, what = 'domain'): string {
  const domain = normalizeHost(input);
  if (!isDomainName(domain)) {
    throw new DomainError(
      `${what} "${input}" is not a domain name: write it bare, like docs.example.com (no https://, no path, no port)`,
    );
  }
  return domain;
}

/** The first domain becomes primary; every later one redirects to the primary. */
export function addDomain(
  current: PublishInput | undefined,
  input: string,
  options: AddOptions = {},
): { publish: PublishInput; added: AddedDomain[] } {
  const domain = parseDomain(input);
  const platformHost = options.platformHost
    ? parseDomain(options.platformHost, '--platform-host')
    : current?.platformHost;
  if (!platformHost) {
    throw new DomainError(
      'no platform host is configured: pass --platform-host with the address the deployed site answers at now ' +
        '(e.g. user.github.io, site.netlify.app, project.pages.dev)',
    );
  }
  const redirects = [...(current?.redirects ?? [])];
  const status = redirectStatus(options.status ?? DEFAULT_REDIRECT_STATUS);
  let primaryDomain = current?.primaryDomain;
  const added: AddedDomain[] = [];

  const known = (name: string) => name === primaryDomain || redirects.some((redirect) => redirect.from === name);
  if (known(domain)) throw new DomainError(`${domain} is already configured (npm run domains -- list)`);

  const redirectTo = options.redirectTo === undefined ? undefined : parseDomain(options.redirectTo, '--redirect-to');
  if (redirectTo === domain) throw new DomainError(`${domain} cannot redirect to itself`);
  if (!primaryDomain) {
    primaryDomain = redirectTo ?? domain;
    added.push({ domain: primaryDomain, role: 'primary' });
  } else if (redirectTo && redirectTo !== primaryDomain) {
    throw new DomainError(
      `--redirect-to ${redirectTo}: the primary domain is ${primaryDomain}, and redirects point at the primary`,
    );
  }
  if (domain !== primaryDomain) {
    redirects.push({ from: domain, to: primaryDomain, status });
    added.push({ domain, role: 'redirect' });
  }
  return { publish: { ...current, platformHost, primaryDomain, redirects }, added };
}

function redirectStatus(status: number): RedirectStatus {
  const allowed: readonly number[] = REDIRECT_STATUSES;
  if (!allowed.includes(status))
    throw new DomainError(`--status ${status}: must be one of ${REDIRECT_STATUSES.join(', ')}`);
  return status as RedirectStatus;
}

export function removeDomain(current: PublishInput | undefined, input: string): PublishInput {
  const domain = parseDomain(input);
  const redirects = current?.redirects ?? [];
  if (current && redirects.some((redirect) => redirect.from === domain)) {
    return { ...current, redirects: redirects.filter((redirect) => redirect.from !== domain) };
  }
  if (current && current.primaryDomain === domain) {
    if (redirects.length > 0) {
      const names = redirects.map((redirect) => redirect.from).join(', ');
      throw new DomainError(`${domain} is the primary domain and ${names} redirect to it: remove those first`);
    }
    const { primaryDomain: _removed, ...rest } = current;
    return { ...rest, redirects: [] };
  }
  throw new DomainError(`${domain} is not configured (npm run domains -- list shows the configured domains)`);
}

export type ListedDomain = { domain: string; role: 'primary' | 'redirect'; to?: string; status?: number };

export function listDomains(publish: Publish | undefined): ListedDomain[] {
  if (!publish?.primaryDomain) return [];
  return [
    { domain: publish.primaryDomain, role: 'primary' },
    ...publish.redirects.map(({ from, to, status }) => ({ domain: from, role: 'redirect' as const, to, status })),
  ];
}
