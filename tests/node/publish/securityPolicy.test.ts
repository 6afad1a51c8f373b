import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import * as inlineScripts from '../../../src/browser/inlineScripts.ts';
import type { Site } from '../../../src/model/model.ts';
import { headersFile, withVercelHeaders } from '../../../src/publish/securityFiles.ts';
import { securityHeaders, securityPolicy } from '../../../src/publish/securityPolicy.ts';

const server = (url: string, variables: { name: string; default: string }[] = []) => ({ url, variables });
/** A site of two documents, with only what the policy reads. */
const site = (config: Record<string, unknown> = {}) =>
  ({
    config,
    documents: [
      {
        servers: [server('https://api.example.com/v1'), server('/relative')],
        operations: [{ servers: [server('https://{region}.eu.example.com', [{ name: 'region', default: 'fra' }])] }],
        webhooks: [],
      },
      {
        servers: [server('http://127.0.0.1:4010'), server('{scheme}://odd', []), server('//api.europeana.example/v2')],
        operations: [],
        webhooks: [],
      },
    ],
  }) as unknown as Site;

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

test('scripts: the site and a hash of each inline script as inlineScripts.ts holds it now', () => {
  const scripts = directives(securityPolicy(site()).header).get('script-src')!;
  const hashes = Object.values(inlineScripts).map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  assert.deepEqual(scripts, ["'self'", "'wasm-unsafe-eval'", ...hashes.sort()]);
});

test("connect-src: every document's, path's and operation's server origin, a host variable as a wildcard, a scheme-relative server with https, and the reader's computer", () => {
  const connect = directives(securityPolicy(site()).header).get('connect-src');
  assert.deepEqual(connect, [
    "'self'",
    'http://127.0.0.1:4010',
    'https://*.eu.example.com',
    'https://api.europeana.example',
    'https://api.example.com',
    'https://fra.eu.example.com',
    'http://127.0.0.1:*',
    'http://localhost:*',
  ]);
});

test('connect-src: the servers tryIt.servers adds, for every API or one; none of them, nor loopback, without try-it', () => {
  const servers = [{ url: 'https://staging.acme.example/v2', api: 'billing' }, { url: 'http://mock.internal:8080' }];
  const connect = directives(securityPolicy(site({ tryIt: { servers } })).header).get('connect-src')!;
  assert.ok(connect.includes('https://staging.acme.example'), connect.join(' '));
  assert.ok(connect.includes('http://mock.internal:8080'), connect.join(' '));
  const off = directives(securityPolicy(site({ tryIt: false })).header).get('connect-src')!;
  assert.deepEqual(
    off.filter((source) => source.includes('localhost') || source.endsWith(':*')),
    [],
  );
});

test('connect-src: the try-it proxy when the configuration names one', () => {
  const connect = directives(securityPolicy(site({ tryIt: { proxyUrl: 'https://proxy.example.net/p' } })).header).get(
    'connect-src',
  );
  assert.ok(connect?.includes('https://proxy.example.net'), connect?.join(' '));
});

test('the <meta> policy is the header without frame-ancestors, which browsers ignore there', () => {
  const { header, meta } = securityPolicy(site());
  assert.equal(directives(header).get('frame-ancestors')?.join(' '), "'self'");
  assert.equal(meta, header.replace(/; frame-ancestors 'self'$/, ''));
});

test('_headers and vercel.json carry the headers for every path, keeping what a copied file had', () => {
  const headers = securityHeaders(site());
  const file = headersFile(headers, '/old\n  X-Old: 1\n');
  assert.match(file, /^\/\*\n {2}Content-Security-Policy: default-src 'self'; /m);
  assert.match(file, /^ {2}X-Content-Type-Options: nosniff$/m);
  assert.ok(file.endsWith('/old\n  X-Old: 1\n'));
  const vercel = JSON.parse(
    withVercelHeaders(headers, JSON.stringify({ redirects: [{ source: '/a' }], headers: [{ source: '/x' }] }), 'v'),
  );
  assert.deepEqual(vercel.redirects, [{ source: '/a' }]);
  assert.equal(vercel.headers[0].source, '/(.*)');
  assert.deepEqual(
    vercel.headers[0].headers.map((h: { key: string }) => h.key),
    ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'],
  );
  assert.deepEqual(vercel.headers[1], { source: '/x' });
});
