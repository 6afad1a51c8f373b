import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteConfigSchema } from '../../../src/config/siteConfigSchema.ts';
import { canonicalUrl } from '../../../src/publish/canonical.ts';
import { hostFiles } from '../../../src/publish/hostFiles.ts';

const config = (input: object) => siteConfigSchema.parse(input);
const withRedirects = config({
  publish: {
    platformHost: 'site.netlify.app',
    primaryDomain: 'docs.example.com',
    redirects: [
      { from: 'www.example.com', to: 'docs.example.com' },
      { from: 'example.com', to: 'docs.example.com', status: 308 },
    ],
  },
});

test('no publish section, or no primary domain yet: no host files', () => {
  assert.deepEqual(hostFiles(config({})), []);
  assert.deepEqual(hostFiles(config({ publish: { platformHost: 'user.github.io' } })), []);
});

test('a primary domain alone gives the GitHub Pages CNAME file and nothing else', () => {
  const files = hostFiles(config({ publish: { platformHost: 'user.github.io', primaryDomain: 'docs.example.com' } }));
  assert.deepEqual(files, [{ path: 'CNAME', content: 'docs.example.com\n' }]);
});

test('_redirects sends each redirect domain, path kept, to the primary with its status, forced over existing pages', () => {
  const redirects = hostFiles(withRedirects).find((file) => file.path === '_redirects');
  assert.ok(redirects);
  const rules = redirects.content.split('\n').filter((line) => line && !line.startsWith('#'));
  assert.deepEqual(rules, [
    'https://www.example.com/* https://docs.example.com/:splat 301!',
    'http://www.example.com/* https://docs.example.com/:splat 301!',
    'https://example.com/* https://docs.example.com/:splat 308!',
    'http://example.com/* https://docs.example.com/:splat 308!',
  ]);
});

test('vercel.json carries the same redirects, matched on the host', () => {
  const vercel = hostFiles(withRedirects).find((file) => file.path === 'vercel.json');
  assert.ok(vercel);
  assert.deepEqual(JSON.parse(vercel.content), {
    redirects: [
      {
        source: '/:path*',
        has: [{ type: 'host', value: 'www.example.com' }],
        destination: 'https://docs.example.com/:path*',
        statusCode: 301,
      },
      {
        source: '/:path*',
        has: [{ type: 'host', value: 'example.com' }],
        destination: 'https://docs.example.com/:path*',
        statusCode: 308,
      },
    ],
  });
});

test('canonical URLs use the primary domain, else site, else none', () => {
  assert.equal(canonicalUrl(withRedirects, '/docs/pets/list-pets/'), 'https://docs.example.com/docs/pets/list-pets/');
  assert.equal(
    canonicalUrl(withRedirects, 'guides/custom-domains/?tab=1#x'),
    'https://docs.example.com/guides/custom-domains/',
  );
  assert.equal(canonicalUrl(withRedirects, '//evil.example/'), 'https://docs.example.com/evil.example/');
  assert.equal(
    canonicalUrl(config({ site: 'https://api.example.org/base/' }), '/base/'),
    'https://api.example.org/base/',
  );
  assert.equal(canonicalUrl(config({}), '/'), undefined);
});
