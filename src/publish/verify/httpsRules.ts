import type { PeerCertificate } from 'node:tls';
import type { Redirect } from '../../config/publishSchema.ts';
import { fetchCertificate, fetchResponse, type Endpoint } from './https.ts';
import type { RuleResult } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Path asked of a redirect domain: the Location must keep it. */
export const REDIRECT_PROBE_PATH = '/domains-verify/path-kept';

export function certificateAdvice(domain: string, authority: string): string {
  return (
    'After verification the host issues a certificate automatically, usually within a couple of minutes. ' +
    `If there is none after 30 minutes: confirm ${domain} still verifies (the DNS rules above), ` +
    `check that no CAA record blocks ${authority}, then verify again to trigger a fresh attempt ` +
    `(npm run domains -- verify ${domain}, and Re-verify or renew in the host's settings). ` +
    'A browser warning that the connection is not private means the same: the certificate is not yet provisioned, or an old certificate is cached.'
  );
}

export async function checkCertificate(endpoint: Endpoint, authority: string, now: Date): Promise<RuleResult> {
  const domain = endpoint.servername;
  const where = `${endpoint.address} port ${endpoint.port}`;
  const outcome = await fetchCertificate(endpoint);
  const fail = (message: string): RuleResult => ({
    domain,
    rule: 'certificate',
    status: 'fail',
    message,
    fix: certificateAdvice(domain, authority),
  });
  if (!outcome.ok) return fail(`no certificate: HTTPS to ${domain} (${where}) failed: ${outcome.error}`);
  const { certificate } = outcome;
  const expires = new Date(certificate.valid_to);
  if (outcome.identityError) {
    return fail(`no certificate for ${domain} yet: the server presents one for ${certificateNames(certificate)}`);
  }
  if (expires.getTime() <= now.getTime()) {
    return fail(`the certificate for ${domain} expired on ${isoDate(expires)}: an old certificate is still served`);
  }
  if (!outcome.trusted) {
    return fail(`the certificate for ${domain} is not trusted (${outcome.trustError})`);
  }
  const daysLeft = Math.floor((expires.getTime() - now.getTime()) / DAY_MS);
  const issuer = certificate.issuer?.O ?? certificate.issuer?.CN ?? 'unknown issuer';
  return {
    domain,
    rule: 'certificate',
    status: 'pass',
    message: `certificate valid for ${domain}, issued by ${issuer}, expires ${isoDate(expires)} (in ${daysLeft} day${daysLeft === 1 ? '' : 's'})`,
  };
}

export async function checkRedirect(endpoint: Endpoint, redirect: Redirect, now: Date): Promise<RuleResult[]> {
  const { from, to, status: expected } = redirect;
  const outcome = await fetchResponse(endpoint, REDIRECT_PROBE_PATH);
  const cachingFix =
    'Redirect problems are often caused by caching: a browser keeps a permanent redirect it has seen, and a CDN keeps responses with a max-age. ' +
    `After a change, purge the host's cache and check in a private window or with curl -sI https://${from}/.`;
  const fail = (message: string): RuleResult => ({
    domain: from,
    rule: 'redirect',
    status: 'fail',
    message,
    fix:
      `Deploy the current build (it carries _redirects for Netlify and vercel.json for Vercel) and add ${from} to the host's domain settings; ` +
      `on GitHub Pages and Cloudflare Pages set the redirect in the host's settings (docs/publishing.md). ${cachingFix}`,
  });
  if (!outcome.ok) return [fail(`https://${from}${REDIRECT_PROBE_PATH} failed: ${outcome.error}`)];

  const results: RuleResult[] = [];
  const location = firstHeader(outcome.headers.location);
  const target = location ? safeUrl(location, `https://${from}`) : undefined;
  if (outcome.status !== expected) {
    const got = location ? `${outcome.status} → ${location}` : `${outcome.status} without a redirect`;
    results.push(
      fail(
        `https://${from}${REDIRECT_PROBE_PATH} answered ${got}; expected ${expected} → https://${to}${REDIRECT_PROBE_PATH}`,
      ),
    );
  } else if (!target || target.hostname !== to) {
    results.push(
      fail(`${from} answers ${expected} but its Location ${location ?? '(none)'} is not on the primary domain ${to}`),
    );
  } else if (target.pathname !== REDIRECT_PROBE_PATH) {
    results.push(fail(`${from} answers ${expected} → ${location}: the path ${REDIRECT_PROBE_PATH} is dropped`));
  } else {
    results.push({
      domain: from,
      rule: 'redirect',
      status: 'pass',
      message: `${from} answers ${expected} → ${location} (path kept)`,
    });
  }

  const caching = cachingHeaders(outcome.headers, now);
  if (caching.length > 0) {
    results.push({
      domain: from,
      rule: 'redirect-caching',
      status: 'warn',
      message: `the response from ${from} carries caching headers (${caching.join('; ')}) that can hide a changed redirect`,
      fix: cachingFix,
    });
  }
  return results;
}

function cachingHeaders(headers: Record<string, string | string[] | undefined>, now: Date): string[] {
  const found: string[] = [];
  const cacheControl = firstHeader(headers['cache-control']);
  if (cacheControl && /(?:^|,)\s*(?:s-maxage|max-age)\s*=\s*0*[1-9]/i.test(cacheControl))
    found.push(`Cache-Control: ${cacheControl}`);
  const expires = firstHeader(headers.expires);
  if (expires && Date.parse(expires) > now.getTime()) found.push(`Expires: ${expires}`);
  const age = firstHeader(headers.age);
  if (age) found.push(`Age: ${age}`);
  for (const name of ['x-cache', 'cf-cache-status', 'x-vercel-cache']) {
    const value = firstHeader(headers[name]);
    if (value && /hit/i.test(value)) found.push(`${name}: ${value}`);
  }
  return found;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeUrl(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

function certificateNames(certificate: PeerCertificate): string {
  const altNames = certificate.subjectaltname?.split(',').map((name) => name.trim().replace(/^DNS:/, ''));
  return altNames?.length ? altNames.join(', ') : (certificate.subject?.CN ?? 'no name');
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
