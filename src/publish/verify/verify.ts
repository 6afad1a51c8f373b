import type { Publish, Redirect } from '../../config/publishSchema.ts';
import { isApexDomain } from '../domainName.ts';
import { DomainError } from '../domains.ts';
import { checkApexRecords, checkCaa, checkSubdomainRecords } from './dnsRules.ts';
import { checkCertificate, checkRedirect } from './httpsRules.ts';
import { createDns, DnsQueryError, type Dns } from './resolver.ts';
import type { RuleResult, VerifyOptions } from './types.ts';

const DEFAULT_TIMEOUT_MS = 5000;

/** Every rule for the configured domains (or the one named), checked live against DNS and HTTPS. */
export async function verifyDomains(
  publish: Publish | undefined,
  only: string | undefined,
  options: VerifyOptions = {},
): Promise<RuleResult[]> {
  if (!publish?.primaryDomain) {
    throw new DomainError('no domain is configured yet: npm run domains -- add DOMAIN --platform-host HOST');
  }
  const domains = [publish.primaryDomain, ...publish.redirects.map((redirect) => redirect.from)];
  if (only !== undefined && !domains.includes(only)) {
    throw new DomainError(`${only} is not configured; configured: ${domains.join(', ')}`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const dns = createDns(options.resolver, timeoutMs);
  const results: RuleResult[] = [];
  for (const domain of only === undefined ? domains : [only]) {
    const redirect = publish.redirects.find((entry) => entry.from === domain);
    results.push(...(await verifyDomain(dns, publish, domain, redirect, { ...options, timeoutMs })));
  }
  return results;
}

async function verifyDomain(
  dns: Dns,
  publish: Publish,
  domain: string,
  redirect: Redirect | undefined,
  options: VerifyOptions & { timeoutMs: number },
): Promise<RuleResult[]> {
  const { platformHost, certificateAuthority } = publish;
  const now = options.now ?? new Date();
  try {
    const results = isApexDomain(domain)
      ? await checkApexRecords(dns, domain, platformHost)
      : await checkSubdomainRecords(dns, domain, platformHost);
    const pointsAtPlatform = results.every((result) => result.status === 'pass');
    results.push(await checkCaa(dns, domain, certificateAuthority));

    const [address] = await dns.addresses(domain);
    if (!pointsAtPlatform || !address) {
      results.push({
        domain,
        rule: 'certificate',
        status: 'fail',
        message: `not checked: ${domain} ${address ? 'does not point at the platform' : 'does not resolve to an address'} yet, and the certificate is issued only after that verifies`,
        fix: 'Fix the DNS rules above first. DNS changes can take up to 48 hours. Then verify again.',
      });
      return results;
    }
    const endpoint = {
      address,
      port: options.httpsPort ?? 443,
      servername: domain,
      extraCa: options.extraCa,
      timeoutMs: options.timeoutMs,
    };
    results.push(await checkCertificate(endpoint, certificateAuthority, now));
    if (redirect) results.push(...(await checkRedirect(endpoint, redirect, now)));
    return results;
  } catch (error) {
    if (!(error instanceof DnsQueryError)) throw error;
    return [
      {
        domain,
        rule: 'dns-server',
        status: 'fail',
        message: error.message,
        fix: 'Check that the DNS server answers (--resolver HOST:PORT chooses another one) and run verify again.',
      },
    ];
  }
}
