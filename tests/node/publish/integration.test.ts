import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createBuildContext } from '../../../src/context/createBuildContext.ts';
import { hostFiles } from '../../../src/integration/hostFiles.ts';
import { createTempProject, type TempProject } from './helpers/project.ts';

const publish = {
  platformHost: 'site.netlify.app',
  primaryDomain: 'docs.example.com',
  redirects: [{ from: 'www.example.com', to: 'docs.example.com' }],
};

/** Runs the integration's astro:build:done hook the way Astro does, on `project`/dist, in the project's context. */
async function buildDone(project: TempProject): Promise<{ dist: string; logged: string[] }> {
  createBuildContext(project.dir);
  const dist = join(project.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  const logged: string[] = [];
  const logger = { info: (message: string) => logged.push(message), warn: () => {}, error: () => {}, debug: () => {} };
  const hook = hostFiles().hooks['astro:build:done'];
  assert.ok(hook);
  await hook({ dir: pathToFileURL(`${dist}/`), pages: [], assets: new Map(), logger } as never);
  return { dist, logged };
}

test('the build writes CNAME, _redirects and vercel.json from site.config.json', async () => {
  const project = createTempProject({ publish });
  try {
    const { dist, logged } = await buildDone(project);
    assert.equal(readFileSync(join(dist, 'CNAME'), 'utf8'), 'docs.example.com\n');
    assert.match(
      readFileSync(join(dist, '_redirects'), 'utf8'),
      /^https:\/\/www\.example\.com\/\* https:\/\/docs\.example\.com\/:splat 301!$/m,
    );
    assert.equal(
      JSON.parse(readFileSync(join(dist, 'vercel.json'), 'utf8')).redirects[0].has[0].value,
      'www.example.com',
    );
    assert.deepEqual(logged, ['wrote CNAME', 'wrote _redirects', 'wrote vercel.json']);
  } finally {
    project.remove();
  }
});

test('after a domain is removed from the configuration the next build no longer emits it', async () => {
  const project = createTempProject({ publish: { ...publish, redirects: [] } });
  try {
    const { dist } = await buildDone(project);
    assert.equal(readFileSync(join(dist, 'CNAME'), 'utf8'), 'docs.example.com\n');
    assert.equal(existsSync(join(dist, '_redirects')), false);
    assert.equal(existsSync(join(dist, 'vercel.json')), false);
  } finally {
    project.remove();
  }
});

test('host files copied from public/ are kept, with the generated rules first', async () => {
  const project = createTempProject({ publish });
  try {
    const dist = join(project.dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, '_redirects'), '/old-page /new-page 301\n');
    writeFileSync(
      join(dist, 'vercel.json'),
      JSON.stringify({ cleanUrls: true, redirects: [{ source: '/a', destination: '/b' }] }),
    );
    await buildDone(project);
    const redirects = readFileSync(join(dist, '_redirects'), 'utf8');
    assert.ok(redirects.indexOf('www.example.com') < redirects.indexOf('/old-page /new-page 301'), redirects);
    const vercel = JSON.parse(readFileSync(join(dist, 'vercel.json'), 'utf8'));
    assert.equal(vercel.cleanUrls, true);
    assert.deepEqual(
      vercel.redirects.map((rule: { source: string }) => rule.source),
      ['/:path*', '/a'],
    );
  } finally {
    project.remove();
  }
});

test('a public/CNAME naming another domain stops the build with a message naming the file', async () => {
  const project = createTempProject({ publish });
  try {
    const dist = join(project.dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'CNAME'), 'old.example.com\n');
    await assert.rejects(buildDone(project), (error: Error) => {
      assert.match(
        error.message,
        /dist\/CNAME: says "old\.example\.com" but site\.config\.json publish\.primaryDomain is "docs\.example\.com"/,
      );
      return true;
    });
  } finally {
    project.remove();
  }
});

test('an invalid publish section fails the build with the configuration error', async () => {
  const project = createTempProject({
    publish: { platformHost: 'user.github.io', primaryDomain: 'https://docs.example.com' },
  });
  try {
    await assert.rejects(
      buildDone(project),
      /site\.config\.json: invalid site configuration:\n {2}\S*site\.config\.json:\d+:\d+: publish\.primaryDomain: must be a bare host name/,
    );
  } finally {
    project.remove();
  }
});
