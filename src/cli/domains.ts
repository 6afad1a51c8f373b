// npm run domains -- <add|verify|remove|list>: custom domains in site.config.json "publish", checked live.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CONFIG_FILE, ConfigError, loadSiteConfig } from '../config/loadSiteConfig.ts';
import type { PublishInput } from '../config/publishSchema.ts';
import { readRawConfig, writeRawConfig } from '../publish/configFile.ts';
import { APEX_NOTE, PROPAGATION_NOTE, dnsRecordFor } from '../publish/dnsRecord.ts';
import { addDomain, DomainError, listDomains, parseDomain, removeDomain } from '../publish/domains.ts';
import { formatResults, verifyPassed } from '../publish/verify/report.ts';
import { verifyDomains } from '../publish/verify/verify.ts';

const USAGE = `Usage: npm run domains -- <command> [options]

  add DOMAIN [--redirect-to PRIMARY] [--status 301|302|307|308] [--platform-host HOST]
        Record a custom domain (the first one becomes primary, later ones redirect to it)
        and print the DNS record to create.
  verify [DOMAIN] [--resolver HOST:PORT] [--json]
        Check DNS, CAA, the certificate and the redirects live; exit code 0 only when every rule passes.
        Also: --https-port N (port of the HTTPS checks), --ca FILE (trust one more CA), --timeout MS.
  remove DOMAIN
        Take a domain out of ${CONFIG_FILE}; the next build stops emitting it.
  list [--json]
        Show the primary domain and the redirects with their status codes.`;

class UsageError extends Error {}

const root = process.cwd();

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'redirect-to': { type: 'string' },
      status: { type: 'string' },
      'platform-host': { type: 'string' },
      resolver: { type: 'string' },
      json: { type: 'boolean', default: false },
      'https-port': { type: 'string' },
      ca: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, domain, ...extra] = positionals;
  if (values.help || command === undefined) {
    console.log(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  switch (command) {
    case 'add':
      return add(requireDomain(domain, 'add'), values);
    case 'remove':
      return remove(requireDomain(domain, 'remove'));
    case 'list':
      return list(values.json);
    case 'verify':
      return verify(domain, values);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function requireDomain(domain: string | undefined, command: string): string {
  if (!domain) throw new UsageError(`${command} needs a DOMAIN, e.g. npm run domains -- ${command} docs.example.com`);
  return domain;
}

function integerOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} ${value}: must be a whole number`);
  return Number(value);
}

function savePublish(publish: PublishInput): void {
  writeRawConfig(root, { ...readRawConfig(root), publish });
}

function currentPublish(): PublishInput | undefined {
  loadSiteConfig(root); // refuses to edit a configuration that is already invalid, with its own message
  return readRawConfig(root).publish as PublishInput | undefined;
}

function add(domain: string, values: { 'redirect-to'?: string; status?: string; 'platform-host'?: string }): number {
  const { publish, added } = addDomain(currentPublish(), domain, {
    redirectTo: values['redirect-to'],
    status: integerOption('status', values.status),
    platformHost: values['platform-host'],
  });
  savePublish(publish);
  const config = loadSiteConfig(root);
  const platformHost = config.publish!.platformHost;
  for (const entry of added) {
    const role = entry.role === 'primary' ? 'the primary domain' : `a redirect to ${config.publish!.primaryDomain}`;
    console.log(`Added ${entry.domain} as ${role} in ${CONFIG_FILE}.`);
  }
  console.log('\nCreate this DNS record at your registrar (in its DNS settings):\n');
  const records = added.map((entry) => dnsRecordFor(entry.domain, platformHost));
  const rows = [
    ['Type', 'Name', 'Value', 'TTL', 'Zone'],
    ...records.map((record) => [record.type, record.name, record.value, String(record.ttl), record.zone]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd()}`,
    );
  if (records.some((record) => record.type === 'ALIAS/ANAME')) console.log(`\nWarning: ${APEX_NOTE}`);
  console.log(
    `\nAlso add ${added.map((entry) => entry.domain).join(' and ')} in your host's domain settings, run npm run build and deploy` +
      ` (the build writes CNAME, _redirects and vercel.json).\n${PROPAGATION_NOTE} Then: npm run domains -- verify`,
  );
  return 0;
}

function remove(domain: string): number {
  const name = parseDomain(domain);
  const before = currentPublish();
  savePublish(removeDomain(before, name));
  const files = before?.primaryDomain === name ? 'CNAME' : '_redirects or vercel.json';
  console.log(`Removed ${name} from ${CONFIG_FILE}: the next npm run build no longer writes it into ${files}.`);
  console.log(
    `Also remove ${name} in your host's domain settings (it stops serving traffic immediately) and delete its DNS record at your registrar.`,
  );
  return 0;
}

function list(json: boolean): number {
  const publish = loadSiteConfig(root).publish;
  const domains = listDomains(publish);
  if (json) {
    console.log(JSON.stringify({ platformHost: publish?.platformHost ?? null, domains }, null, 2));
    return 0;
  }
  if (!publish) {
    console.log(`No publish section in ${CONFIG_FILE} yet: npm run domains -- add DOMAIN --platform-host HOST`);
    return 0;
  }
  console.log(`Platform host: ${publish.platformHost}`);
  console.log(`Certificate authority (CAA must allow it): ${publish.certificateAuthority}`);
  if (domains.length === 0) console.log('No custom domain yet.');
  for (const entry of domains) {
    const record = dnsRecordFor(entry.domain, publish.platformHost);
    const dns = `${record.type} ${record.name} → ${record.value}`;
    console.log(
      entry.role === 'primary'
        ? `primary   ${entry.domain}  (${dns})`
        : `redirect  ${entry.domain} → ${entry.to}  ${entry.status}  (${dns})`,
    );
  }
  return 0;
}

async function verify(
  domain: string | undefined,
  values: { resolver?: string; json: boolean; 'https-port'?: string; ca?: string; timeout?: string },
): Promise<number> {
  const publish = loadSiteConfig(root).publish;
  let extraCa: string | undefined;
  if (values.ca) {
    try {
      extraCa = readFileSync(values.ca, 'utf8');
    } catch (error) {
      throw new UsageError(`--ca ${values.ca}: cannot read it (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  if (values.resolver !== undefined && !/^(\[[0-9a-f:.]+\]|[^:\s]+)(:\d+)?$/i.test(values.resolver)) {
    throw new UsageError(`--resolver ${values.resolver}: must be HOST:PORT, e.g. 127.0.0.1:5353 or [::1]:53`);
  }
  const results = await verifyDomains(publish, domain === undefined ? undefined : parseDomain(domain), {
    resolver: values.resolver,
    httpsPort: integerOption('https-port', values['https-port']),
    extraCa,
    timeoutMs: integerOption('timeout', values.timeout),
  });
  const passed = verifyPassed(results);
  if (values.json) {
    console.log(JSON.stringify({ ok: passed, results }, null, 2));
  } else {
    console.log(
      formatResults(results, (name) =>
        name === publish?.primaryDomain ? `${name} (primary)` : `${name} (redirects to ${publish?.primaryDomain})`,
      ),
    );
  }
  return passed ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`domains: ${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof DomainError || error instanceof ConfigError) {
    console.error(`domains: ${(error as Error).message}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
