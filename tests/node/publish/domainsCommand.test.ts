import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { addDomain, removeDomain } from '../../../src/publish/domains.ts';
import { createTempProject, runDomains } from './helpers/project.ts';

test('add, list and remove edit site.config.json and keep the other keys', async () => {
  const project = createTempProject({
    title: 'Pet Store',
    accentColor: '#112233',
    links: [{ label: 'Home', href: '/' }],
  });
  try {
    const first = await runDomains(project.dir, ['add', 'docs.example.com', '--platform-host', 'user.github.io']);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /Added docs\.example\.com as the primary domain/);
    assert.match(first.stdout, /^ {2}CNAME {2}docs {2}user\.github\.io {2}3600 {2}example\.com$/m);
    assert.match(first.stdout, /DNS changes can take up to 48 hours/);

    const apex = await runDomains(project.dir, ['add', 'example.com', '--redirect-to', 'docs.example.com']);
    assert.equal(apex.code, 0, apex.stderr);
    assert.match(apex.stdout, /Added example\.com as a redirect to docs\.example\.com/);
    assert.match(apex.stdout, /^ {2}ALIAS\/ANAME {2}@ {5}user\.github\.io {2}3600 {2}example\.com$/m);
    assert.match(apex.stdout, /Warning: .*Not every DNS provider supports these/);

    assert.equal((await runDomains(project.dir, ['add', 'www.example.com', '--status', '308'])).code, 0);
    assert.deepEqual(project.readConfig(), {
      title: 'Pet Store',
      accentColor: '#112233',
      links: [{ label: 'Home', href: '/' }],
      publish: {
        platformHost: 'user.github.io',
        primaryDomain: 'docs.example.com',
        redirects: [
          { from: 'example.com', to: 'docs.example.com', status: 301 },
          { from: 'www.example.com', to: 'docs.example.com', status: 308 },
        ],
      },
    });

    const list = await runDomains(project.dir, ['list']);
    assert.match(list.stdout, /^primary {3}docs\.example\.com {2}\(CNAME docs → user\.github\.io\)$/m);
    assert.match(list.stdout, /^redirect {2}example\.com → docs\.example\.com {2}301 /m);
    assert.match(list.stdout, /^redirect {2}www\.example\.com → docs\.example\.com {2}308 /m);

    const removed = await runDomains(project.dir, ['remove', 'example.com']);
    assert.equal(removed.code, 0, removed.stderr);
    assert.deepEqual(project.readConfig().publish.redirects, [
      { from: 'www.example.com', to: 'docs.example.com', status: 308 },
    ]);
    assert.deepEqual(readdirSync(project.dir), ['site.config.json'], 'a temporary file was left behind');
  } finally {
    project.remove();
  }
});

test('mistakes exit 2 with a message, and leave site.config.json as it was', async () => {
  const project = createTempProject({
    publish: {
      platformHost: 'site.netlify.app',
      primaryDomain: 'docs.example.com',
      redirects: [{ from: 'www.example.com', to: 'docs.example.com' }],
    },
  });
  try {
    const before = JSON.stringify(project.readConfig());
    const cases: [string[], RegExp][] = [
      [['add', 'https://docs.example.com/'], /domain "https:\/\/docs\.example\.com\/" is not a domain name/],
      [['add', 'new.example.com', '--status', '303'], /--status 303: must be one of 301, 302, 307, 308/],
      [
        ['remove', 'docs.example.com'],
        /docs\.example\.com is the primary domain and www\.example\.com redirect to it: remove those first/,
      ],
      [['verify', '--resolver', 'not a server'], /--resolver not a server: must be HOST:PORT/],
      [['rename'], /unknown command "rename"/],
    ];
    for (const [args, message] of cases) {
      const run = await runDomains(project.dir, args);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stdout}${run.stderr}`);
      assert.match(run.stderr, message);
    }
    assert.equal(JSON.stringify(project.readConfig()), before);
  } finally {
    project.remove();
  }
});

test('the domain rules behind the command refuse duplicates, a second primary and unknown names', () => {
  const publish = {
    platformHost: 'site.netlify.app',
    primaryDomain: 'docs.example.com',
    redirects: [{ from: 'www.example.com', to: 'docs.example.com' }],
  };
  assert.throws(() => addDomain(publish, 'WWW.example.com.'), /www\.example\.com is already configured/);
  assert.throws(
    () => addDomain(publish, 'new.example.com', { redirectTo: 'other.example.com' }),
    /--redirect-to other\.example\.com: the primary domain is docs\.example\.com/,
  );
  assert.throws(() => addDomain(undefined, 'docs.example.com'), /no platform host is configured: pass --platform-host/);
  assert.throws(() => removeDomain(publish, 'nope.example.com'), /nope\.example\.com is not configured/);
  assert.deepEqual(removeDomain({ ...publish, redirects: [] }, 'docs.example.com'), {
    platformHost: 'site.netlify.app',
    redirects: [],
  });
  const first = addDomain({ platformHost: 'site.netlify.app' }, 'www.example.com', { redirectTo: 'example.com' });
  assert.deepEqual(first.added, [
    { domain: 'example.com', role: 'primary' },
    { domain: 'www.example.com', role: 'redirect' },
  ]);
});

test('an invalid site.config.json is reported with its location and never rewritten', async () => {
  const project = createTempProject();
  try {
    writeFileSync(join(project.dir, 'site.config.json'), '{\n  "title": "x",\n}\n');
    const run = await runDomains(project.dir, ['add', 'docs.example.com', '--platform-host', 'user.github.io']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /site\.config\.json:2:15: invalid JSON: a comma after the last item/);
  } finally {
    project.remove();
  }
});
