import assert from 'node:assert/strict';
import { createSocket } from 'node:dgram';
import { after, before, describe, test } from 'node:test';
import { publishSchema } from '../../../src/config/publishSchema.ts';
import { verifyPassed } from '../../../src/publish/verify/report.ts';
import type { RuleResult } from '../../../src/publish/verify/types.ts';
import { verifyDomains } from '../../../src/publish/verify/verify.ts';
import { createTestCertificates, type TestCertificates } from './helpers/certificates.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dnsServer.ts';
import { startHttpsServer, type TestHttpsServer } from './helpers/httpsServer.ts';
import { createTempProject, runDomains } from './helpers/project.ts';

// Every address in the zone is on loopback: 127.0.0.1 is the platform, 127.0.0.2 an "old server" nobody listens on.
const PLATFORM = 'platform.test';
const ZONE = {
  [PLATFORM]: { A: ['127.0.0.1'] },
  'example.test': { A: ['127.0.0.1'], CAA: [{ tag: 'issue' as const, value: 'letsencrypt.org' }] },
  'docs.example.test': { CNAME: PLATFORM },
  'www.example.test': { CNAME: PLATFORM },
  'typo.example.test': { CNAME: 'platfrom.test' },
  'taken.example.test': { A: ['127.0.0.2'] },
  'nocert.example.test': { CNAME: PLATFORM },
  'stale.example.test': { CNAME: PLATFORM },
  'temp.example.test': { CNAME: PLATFORM },
  'cached.example.test': { CNAME: PLATFORM },
  'nopath.example.test': { CNAME: PLATFORM },
  'missing.example.test': { CNAME: PLATFORM },
  'unflattened.test': { A: ['127.0.0.2'] },
  'noalias.test': { TXT: ['v=spf1 -all'] },
  'locked.test': { CAA: [{ tag: 'issue' as const, value: 'digicert.com' }] },
  'docs.locked.test': { CNAME: PLATFORM },
};
const PROVISIONED = [
  'example.test',
  'docs.example.test',
  'www.example.test',
  'temp.example.test',
  'cached.example.test',
  'nopath.example.test',
  'missing.example.test',
  'unflattened.test',
  'docs.locked.test',
];
const toDocs = (path: string) => `https://docs.example.test${path}`;

let dns: TestDnsServer;
let https: TestHttpsServer;
let certificates: TestCertificates;

before(async () => {
  certificates = createTestCertificates();
  const provisioned = certificates.issue(PROVISIONED);
  const byName = Object.fromEntries(PROVISIONED.map((name) => [name, provisioned]));
  dns = await startDnsServer(ZONE);
  https = await startHttpsServer({
    certificates: { ...byName, 'stale.example.test': certificates.issue(['stale.example.test'], -1) },
    // What a platform serves before it has a certificate for your domain: its own.
    fallback: certificates.issue([PLATFORM, `*.${PLATFORM}`]),
    hosts: {
      'www.example.test': { status: 301, location: toDocs },
      'example.test': { status: 301, location: toDocs },
      'temp.example.test': { status: 302, location: toDocs },
      'cached.example.test': {
        status: 301,
        location: toDocs,
        headers: { 'cache-control': 'public, max-age=31536000' },
      },
      'nopath.example.test': { status: 301, location: () => 'https://docs.example.test/' },
      'missing.example.test': { status: 200, headers: { 'cache-control': 'max-age=600', age: '120' } },
    },
  });
});

after(async () => {
  await dns?.close();
  await https?.close();
  certificates?.remove();
});

type Verified = { code: number | null; ok: boolean; results: RuleResult[] };

function loopbackOptions() {
  return [
    '--resolver',
    dns.address,
    '--https-port',
    String(https.port),
    '--ca',
    certificates.caFile,
    '--timeout',
    '2000',
  ];
}

/** The command itself, as a user runs it: exit code and --json output. */
async function verifyCommand(publish: Record<string, unknown>, args: string[] = []): Promise<Verified> {
  const project = createTempProject({ title: 'Kept', publish: { platformHost: PLATFORM, ...publish } });
  try {
    const run = await runDomains(project.dir, ['verify', ...args, '--json', ...loopbackOptions()]);
    assert.equal(run.stderr, '', 'verify wrote to stderr');
    return { code: run.code, ...(JSON.parse(run.stdout) as { ok: boolean; results: RuleResult[] }) };
  } finally {
    project.remove();
  }
}

/** The same checks in this process, which saves starting Node for every case. */
async function verify(publish: Record<string, unknown>): Promise<Verified> {
  const results = await verifyDomains(publishSchema.parse({ platformHost: PLATFORM, ...publish }), undefined, {
    resolver: dns.address,
    httpsPort: https.port,
    extraCa: certificates.ca,
    timeoutMs: 2000,
  });
  const ok = verifyPassed(results);
  return { code: ok ? 0 : 1, ok, results };
}

function rule(results: RuleResult[], domain: string, name: RuleResult['rule']): RuleResult {
  const found = results.find((result) => result.domain === domain && result.rule === name);
  assert.ok(found, `no ${name} result for ${domain} in ${JSON.stringify(results, null, 2)}`);
  return found;
}

describe('npm run domains -- verify against a loopback DNS server and HTTPS server', () => {
  test('a correct CNAME, a flattened apex, CAA allowing the authority, certificates and 301 redirects: exit 0', async () => {
    const { code, ok, results } = await verifyCommand({
      primaryDomain: 'docs.example.test',
      redirects: [
        { from: 'www.example.test', to: 'docs.example.test' },
        { from: 'example.test', to: 'docs.example.test', status: 301 },
      ],
    });
    assert.deepEqual(
      results.filter((result) => result.status !== 'pass'),
      [],
    );
    assert.equal(code, 0);
    assert.equal(ok, true);
    assert.match(rule(results, 'docs.example.test', 'cname').message, /CNAME docs\.example\.test → platform\.test/);
    assert.match(rule(results, 'example.test', 'apex-alias').message, /flattened/);
    assert.match(rule(results, 'example.test', 'caa').message, /allow letsencrypt\.org/);
    assert.match(
      rule(results, 'docs.example.test', 'certificate').message,
      /issued by Domains Test CA, expires \d{4}-\d\d-\d\d \(in \d+ days?\)/,
    );
    assert.match(
      rule(results, 'www.example.test', 'redirect').message,
      /301 → https:\/\/docs\.example\.test\/domains-verify\/path-kept \(path kept\)/,
    );
    assert.ok(
      https.requests.includes('example.test/domains-verify/path-kept'),
      'the apex redirect was asked over HTTPS',
    );
  });

  test('rule 1: a CNAME value that differs from the platform host fails with the exact value to use', async () => {
    const { code, results } = await verify({ primaryDomain: 'typo.example.test' });
    const cname = rule(results, 'typo.example.test', 'cname');
    assert.equal(cname.status, 'fail');
    assert.match(cname.message, /→ platfrom\.test, but it must be exactly platform\.test/);
    assert.match(cname.fix ?? '', /exactly platform\.test/);
    assert.equal(code, 1);
  });

  test('rule 1: an existing A record on the same name blocks the CNAME', async () => {
    const { code, results } = await verify({ primaryDomain: 'taken.example.test' });
    const conflict = rule(results, 'taken.example.test', 'conflicting-records');
    assert.equal(conflict.status, 'fail');
    assert.match(conflict.message, /an existing A record \(127\.0\.0\.2\) on taken\.example\.test blocks the CNAME/);
    assert.match(conflict.fix ?? '', /Delete the A record\(s\) on taken .*name taken, value platform\.test, TTL 3600/);
    assert.equal(rule(results, 'taken.example.test', 'cname').status, 'fail');
    assert.match(
      rule(results, 'taken.example.test', 'certificate').message,
      /not checked: taken\.example\.test does not point at the platform yet/,
    );
    assert.equal(code, 1);
  });

  test('missing records point to the propagation delay', async () => {
    const { code, results } = await verify({ primaryDomain: 'absent.example.test' });
    const cname = rule(results, 'absent.example.test', 'cname');
    assert.equal(cname.status, 'fail');
    assert.match(
      cname.fix ?? '',
      /name absent, value platform\.test, TTL 3600\. DNS changes can take up to 48 hours\./,
    );
    assert.match(
      rule(results, 'absent.example.test', 'certificate').message,
      /not checked: absent\.example\.test does not resolve/,
    );
    assert.equal(code, 1);
  });

  test('an apex without flattening: an A record to another server, or no address at all', async () => {
    const stray = await verify({ primaryDomain: 'unflattened.test' });
    const apex = rule(stray.results, 'unflattened.test', 'apex-alias');
    assert.equal(apex.status, 'fail');
    assert.match(apex.message, /resolves to 127\.0\.0\.2, which is not an address of platform\.test \(127\.0\.0\.1\)/);
    assert.match(apex.fix ?? '', /ALIAS or ANAME .*Not every DNS provider supports these/);
    assert.equal(stray.code, 1);

    const none = await verify({ primaryDomain: 'noalias.test' });
    const missing = rule(none.results, 'noalias.test', 'apex-alias');
    assert.equal(missing.status, 'fail');
    assert.match(missing.fix ?? '', /name @, value platform\.test, TTL 3600.*DNS changes can take up to 48 hours/);
  });

  test('rule 2: a CAA record on a parent that names another authority blocks the certificate; naming ours passes', async () => {
    const blocked = await verify({ primaryDomain: 'docs.locked.test' });
    const caa = rule(blocked.results, 'docs.locked.test', 'caa');
    assert.equal(caa.status, 'fail');
    assert.match(caa.message, /CAA records on locked\.test allow only digicert\.com, which blocks letsencrypt\.org/);
    assert.match(caa.fix ?? '', /tag issue, value "letsencrypt\.org"/);
    assert.equal(blocked.code, 1);

    const allowed = await verify({ primaryDomain: 'docs.locked.test', certificateAuthority: 'digicert.com' });
    assert.equal(rule(allowed.results, 'docs.locked.test', 'caa').status, 'pass');
    assert.equal(allowed.code, 0);
  });

  test('rules 2 and 3: no certificate for the domain yet gives the seed advice', async () => {
    const { code, results } = await verify({ primaryDomain: 'nocert.example.test' });
    assert.equal(rule(results, 'nocert.example.test', 'cname').status, 'pass');
    const certificate = rule(results, 'nocert.example.test', 'certificate');
    assert.equal(certificate.status, 'fail');
    assert.match(
      certificate.message,
      /no certificate for nocert\.example\.test yet: the server presents one for platform\.test, \*\.platform\.test/,
    );
    assert.match(certificate.fix ?? '', /30 minutes: confirm nocert\.example\.test still verifies/);
    assert.match(certificate.fix ?? '', /no CAA record blocks letsencrypt\.org, then verify again/);
    assert.match(
      certificate.fix ?? '',
      /not private means the same: the certificate is not yet provisioned, or an old certificate is cached/,
    );
    assert.equal(code, 1);
  });

  test('rule 3: an old, expired certificate still served', async () => {
    const { code, results } = await verify({ primaryDomain: 'stale.example.test' });
    const certificate = rule(results, 'stale.example.test', 'certificate');
    assert.equal(certificate.status, 'fail');
    assert.match(certificate.message, /expired on \d{4}-\d\d-\d\d: an old certificate is still served/);
    assert.equal(code, 1);
  });

  test('rule 4: wrong status, dropped path and a missing redirect fail; caching headers warn', async () => {
    const { code, results } = await verify({
      primaryDomain: 'docs.example.test',
      redirects: ['temp', 'cached', 'nopath', 'missing'].map((label) => ({
        from: `${label}.example.test`,
        to: 'docs.example.test',
      })),
    });
    assert.match(
      rule(results, 'temp.example.test', 'redirect').message,
      /answered 302 → https:\/\/docs\.example\.test\/domains-verify\/path-kept; expected 301/,
    );
    assert.match(
      rule(results, 'nopath.example.test', 'redirect').message,
      /the path \/domains-verify\/path-kept is dropped/,
    );
    const missing = rule(results, 'missing.example.test', 'redirect');
    assert.match(missing.message, /answered 200 without a redirect/);
    assert.match(missing.fix ?? '', /Redirect problems are often caused by caching/);
    assert.equal(rule(results, 'missing.example.test', 'redirect-caching').status, 'warn');
    assert.equal(rule(results, 'cached.example.test', 'redirect').status, 'pass');
    const caching = rule(results, 'cached.example.test', 'redirect-caching');
    assert.equal(caching.status, 'warn');
    assert.match(caching.message, /Cache-Control: public, max-age=31536000/);
    assert.equal(code, 1);
  });

  test('verify DOMAIN checks that domain only, and warnings alone still exit 0', async () => {
    const { code, results } = await verifyCommand(
      { primaryDomain: 'docs.example.test', redirects: [{ from: 'cached.example.test', to: 'docs.example.test' }] },
      ['cached.example.test'],
    );
    assert.deepEqual([...new Set(results.map((result) => result.domain))], ['cached.example.test']);
    assert.equal(rule(results, 'cached.example.test', 'redirect-caching').status, 'warn');
    assert.equal(code, 0);
  });

  test('without --json each rule is printed as PASS or FAIL with its fix', async () => {
    const project = createTempProject({ publish: { platformHost: PLATFORM, primaryDomain: 'taken.example.test' } });
    try {
      const run = await runDomains(project.dir, ['verify', ...loopbackOptions()]);
      assert.equal(run.code, 1);
      assert.match(run.stdout, /^taken\.example\.test \(primary\)$/m);
      assert.match(run.stdout, /^ {2}FAIL {2}conflicting-records: an existing A record/m);
      assert.match(run.stdout, /^ {8}fix: Delete the A record/m);
      assert.match(run.stdout, /^ {2}PASS {2}caa: /m);
      assert.match(run.stdout, /^Result: \d+ of \d+ checks fail\.$/m);
    } finally {
      project.remove();
    }
  });

  test('a DNS server that does not answer is reported, not mistaken for missing records', async () => {
    const socket = createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const closedPort = socket.address().port;
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    const project = createTempProject({ publish: { platformHost: PLATFORM, primaryDomain: 'docs.example.test' } });
    try {
      const run = await runDomains(project.dir, [
        'verify',
        '--json',
        '--resolver',
        `127.0.0.1:${closedPort}`,
        '--timeout',
        '300',
      ]);
      const { results } = JSON.parse(run.stdout) as { results: RuleResult[] };
      assert.equal(rule(results, 'docs.example.test', 'dns-server').status, 'fail');
      assert.match(
        rule(results, 'docs.example.test', 'dns-server').message,
        new RegExp(`127\\.0\\.0\\.1:${closedPort} gave no answer`),
      );
      assert.equal(run.code, 1);
    } finally {
      project.remove();
    }
  });
});
