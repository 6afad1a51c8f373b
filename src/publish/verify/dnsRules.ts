import { APEX_NOTE, PROPAGATION_NOTE, dnsRecordFor } from '../dnsRecord.ts';
import { normalizeHost } from '../domainName.ts';
import type { Dns } from './resolver.ts';
import type { RuleResult } from './types.ts';

/** A subdomain: one CNAME whose value is exactly the platform host, and nothing else on the name. */
export async function checkSubdomainRecords(dns: Dns, domain: string, platformHost: string): Promise<RuleResult[]> {
  const record = dnsRecordFor(domain, platformHost);
  const addRecord = `a CNAME record in the ${record.zone} zone: name ${record.name}, value ${platformHost}, TTL ${record.ttl}`;
  const cnames = (await dns.cname(domain)).map(normalizeHost);
  if (cnames.length > 0) {
    const value = cnames[0];
    const cname: RuleResult =
      value === platformHost
        ? { domain, rule: 'cname', status: 'pass', message: `CNAME ${domain} → ${value}` }
        : {
            domain,
            rule: 'cname',
            status: 'fail',
            message: `CNAME ${domain} → ${value}, but it must be exactly ${platformHost}`,
            fix: `Change the CNAME value to exactly ${platformHost}, as npm run domains -- list shows it (no typo, no extra label). ${PROPAGATION_NOTE}`,
          };
    return [
      cname,
      { domain, rule: 'conflicting-records', status: 'pass', message: `no other record on ${domain} (it has a CNAME)` },
    ];
  }

  const blocking = await blockingRecords(dns, domain);
  const conflict: RuleResult =
    blocking.length === 0
      ? { domain, rule: 'conflicting-records', status: 'pass', message: `no other record on ${domain}` }
      : {
          domain,
          rule: 'conflicting-records',
          status: 'fail',
          message: `an existing ${blocking.join(', ')} on ${domain} blocks the CNAME`,
          fix: `Delete the ${blocking.map((entry) => entry.split(' ')[0]).join('/')} record(s) on ${record.name} at your registrar, then add ${addRecord}: a name with a CNAME can hold no other record.`,
        };
  const cname: RuleResult = {
    domain,
    rule: 'cname',
    status: 'fail',
    message: `no CNAME record for ${domain}`,
    fix: `Add ${addRecord}. ${PROPAGATION_NOTE}`,
  };
  return [cname, conflict];
}

async function blockingRecords(dns: Dns, domain: string): Promise<string[]> {
  const found: string[] = [];
  for (const address of await dns.a(domain)) found.push(`A record (${address})`);
  for (const address of await dns.aaaa(domain)) found.push(`AAAA record (${address})`);
  for (const exchange of await dns.mx(domain)) found.push(`MX record (${exchange})`);
  for (const text of await dns.txt(domain)) found.push(`TXT record ("${text}")`);
  return found;
}

/** An apex cannot hold a CNAME: its ALIAS/ANAME must be flattened into the platform host's own addresses. */
export async function checkApexRecords(dns: Dns, domain: string, platformHost: string): Promise<RuleResult[]> {
  const rule = 'apex-alias';
  const addRecord = `an ALIAS or ANAME record in the ${domain} zone: name @, value ${platformHost}, TTL 3600`;
  const platformAddresses = await dns.addresses(platformHost);
  if (platformAddresses.length === 0) {
    return [
      {
        domain,
        rule,
        status: 'fail',
        message: `the platform host ${platformHost} does not resolve, so there is nothing to compare ${domain} with`,
        fix: `Check publish.platformHost in site.config.json and deploy the site first: a custom domain needs a successful deploy at ${platformHost}.`,
      },
    ];
  }
  const addresses = await dns.addresses(domain);
  if (addresses.length === 0) {
    return [
      {
        domain,
        rule,
        status: 'fail',
        message: `${domain} has no address: no ALIAS/ANAME record is answering`,
        fix: `Add ${addRecord}. ${APEX_NOTE} ${PROPAGATION_NOTE}`,
      },
    ];
  }
  const foreign = addresses.filter((address) => !platformAddresses.includes(address));
  if (foreign.length > 0) {
    return [
      {
        domain,
        rule,
        status: 'fail',
        message: `${domain} resolves to ${foreign.join(', ')}, which ${foreign.length === 1 ? 'is not an address' : 'are not addresses'} of ${platformHost} (${platformAddresses.join(', ')})`,
        fix: `Delete the A/AAAA records on @ that name other servers, and add ${addRecord}. ${APEX_NOTE} ${PROPAGATION_NOTE}`,
      },
    ];
  }
  return [
    {
      domain,
      rule,
      status: 'pass',
      message: `${domain} resolves to ${platformHost}'s addresses (${addresses.join(', ')}): the ALIAS/ANAME is flattened`,
    },
  ];
}

/** CAA: the closest name (the domain, then its parents) that has CAA records decides which authorities may issue. */
export async function checkCaa(dns: Dns, domain: string, authority: string): Promise<RuleResult> {
  const labels = domain.split('.');
  for (let index = 0; index < labels.length - 1; index++) {
    const name = labels.slice(index).join('.');
    const records = await dns.caa(name);
    if (records.length === 0) continue;
    const issuers = records
      .filter((record) => record.tag === 'issue')
      .map((record) => record.value.split(';')[0].trim().toLowerCase());
    if (issuers.length === 0 || issuers.includes(authority)) {
      return { domain, rule: 'caa', status: 'pass', message: `CAA records on ${name} allow ${authority}` };
    }
    const allowed = issuers.filter(Boolean);
    return {
      domain,
      rule: 'caa',
      status: 'fail',
      message: `CAA records on ${name} allow ${allowed.length ? `only ${allowed.join(', ')}` : 'no authority at all'}, which blocks ${authority} from issuing the certificate`,
      fix: `Add a CAA record on ${name}: flags 0, tag issue, value "${authority}" (keep the others if you still use those authorities), then verify again.`,
    };
  }
  return {
    domain,
    rule: 'caa',
    status: 'pass',
    message: `no CAA record on ${domain} or its parents: any authority may issue`,
  };
}
