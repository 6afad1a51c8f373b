import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadSiteConfig } from '../../../src/config/loadSiteConfig.ts';
import { createTempProject } from './helpers/project.ts';

function load(config: unknown) {
  const project = createTempProject(config);
  try {
    return loadSiteConfig(project.dir);
  } finally {
    project.remove();
  }
}

function loadError(config: unknown): string {
  try {
    load(config);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${error}`);
    return error.message;
  }
  assert.fail('the configuration was accepted');
}

test('publish fills in the defaults: redirects status 301 and CAA authority letsencrypt.org', () => {
  const config = load({
    publish: {
      platformHost: 'User.GitHub.io',
      primaryDomain: 'Docs.Example.com',
      redirects: [{ from: 'www.example.com', to: 'docs.example.com' }],
    },
  });
  assert.deepEqual(config.publish, {
    platformHost: 'user.github.io',
    primaryDomain: 'docs.example.com',
    redirects: [{ from: 'www.example.com', to: 'docs.example.com', status: 301 }],
    certificateAuthority: 'letsencrypt.org',
  });
});

test('302, 307 and 308 are accepted; other statuses are not', () => {
  for (const status of [302, 307, 308]) {
    const config = load({
      publish: {
        platformHost: 'site.netlify.app',
        primaryDomain: 'example.com',
        redirects: [{ from: 'www.example.com', to: 'example.com', status }],
      },
    });
    assert.equal(config.publish?.redirects[0].status, status);
  }
  const message = loadError({
    publish: {
      platformHost: 'site.netlify.app',
      primaryDomain: 'example.com',
      redirects: [{ from: 'www.example.com', to: 'example.com', status: 303 }],
    },
  });
  assert.match(message, /site\.config\.json: invalid site configuration/);
  assert.match(message, /publish\.redirects\.0\.status: must be one of 301, 302, 307, 308/);
});

test('a URL where a domain belongs is refused with the field and an example', () => {
  const message = loadError({
    publish: { platformHost: 'https://user.github.io/', primaryDomain: 'docs.example.com/guide' },
  });
  assert.match(
    message,
    /publish\.platformHost: must be a bare host name such as user\.github\.io \(no https:\/\/, no path, no port\)/,
  );
  assert.match(message, /publish\.primaryDomain: must be a bare host name such as docs\.example\.com/);
});

test('redirects must point at the primary domain, once each, and never at themselves', () => {
  const message = loadError({
    publish: {
      platformHost: 'project.pages.dev',
      primaryDomain: 'docs.example.com',
      redirects: [
        { from: 'www.example.com', to: 'example.com' },
        { from: 'docs.example.com', to: 'docs.example.com' },
        { from: 'old.example.com', to: 'docs.example.com' },
        { from: 'old.example.com', to: 'docs.example.com' },
      ],
    },
  });
  assert.match(message, /publish\.redirects\.0\.to: must be the primary domain "docs\.example\.com"/);
  assert.match(message, /publish\.redirects\.1\.from: is the primary domain; it cannot redirect to itself/);
  assert.match(message, /publish\.redirects\.3\.from: "old\.example\.com" is listed twice/);
  assert.match(
    loadError({
      publish: { platformHost: 'a.netlify.app', redirects: [{ from: 'www.example.com', to: 'example.com' }] },
    }),
    /redirects need a primaryDomain/,
  );
});

test('publish needs the platform host and knows no other keys', () => {
  assert.match(loadError({ publish: { primaryDomain: 'docs.example.com' } }), /publish\.platformHost:/);
  assert.match(
    loadError({ publish: { platformHost: 'user.github.io', domain: 'docs.example.com' } }),
    /publish: Unrecognized key: "domain"/,
  );
});
