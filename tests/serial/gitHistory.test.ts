// The changelog from git history: a temporary repository made here, commit by commit (a rename, a commit that
// changes nothing a client sees); a shallow clone of it warns how to fetch the history and the build goes on.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { dump, load } from 'js-yaml';
import { gitReleases } from '../../src/pipeline/5-site/gitHistory.ts';
import { astroBuildSync, buildDir, ROOT } from '../support/astroBuild.ts';

const seed = load(readFileSync(join(ROOT, 'openapi/petstore.yaml'), 'utf8')) as Record<string, any>;
const work = mkdtempSync(join(tmpdir(), 'changes-git-'));
const repo = join(work, 'repo');
const git = (args: string[], cwd = repo, date?: string) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...(date ? { GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
const commit = (message: string, date: string) => {
  git(['add', '-A']);
  git(['commit', '-q', '-m', message], repo, date);
  return git(['rev-parse', 'HEAD']);
};
const variant = (edit: (doc: Record<string, any>) => void) => {
  const doc = structuredClone(seed);
  edit(doc);
  return dump(doc, { lineWidth: 120 });
};

const hashes: Record<string, string> = {};
before(() => {
  mkdirSync(join(repo, 'openapi'), { recursive: true });
  git(['init', '-q', '-b', 'main']);
  writeFileSync(
    join(repo, 'openapi/store.yaml'),
    variant((doc) => {
      doc.info.version = '0.9.0';
      delete doc.paths['/pets/{petId}'].delete;
    }),
  );
  hashes.first = commit('0.9.0', '2026-01-10');
  writeFileSync(
    join(repo, 'openapi/store.yaml'),
    variant(() => {}),
  );
  hashes.second = commit('1.0.0: delete a pet', '2026-02-01');
  // Renamed, and only a description edited: the same API for a client, so no release of its own.
  git(['mv', 'openapi/store.yaml', 'openapi/petstore.yaml']);
  writeFileSync(
    join(repo, 'openapi/petstore.yaml'),
    variant((doc) => (doc.info.description = 'A pet store, renamed.')),
  );
  hashes.rename = commit('rename', '2026-02-15');
  writeFileSync(
    join(repo, 'openapi/petstore.yaml'),
    variant((doc) => {
      doc.info.version = '1.1.0';
      doc.info.description = 'A pet store, renamed.';
      doc.paths['/pets'].get.parameters.push({ name: 'shop', in: 'query', required: true, schema: { type: 'string' } });
    }),
  );
  hashes.third = commit('1.1.0: a shop is required', '2026-03-05');
});
after(() => rmSync(work, { recursive: true, force: true }));

test('changes: each commit that changed the document is a release, newest first, following the rename', async () => {
  const history = await gitReleases(join(repo, 'openapi/petstore.yaml'));
  assert.ok('releases' in history, 'warning' in history ? history.warning : '');
  assert.deepEqual(history.warnings, []);
  const summary = history.releases.map((r) => ({
    version: r.version,
    previousVersion: r.previousVersion,
    date: r.date,
    commit: r.commit,
    rules: r.changes.map((c) => `${c.level} ${c.rule}`),
  }));
  assert.deepEqual(summary, [
    {
      version: '1.1.0',
      previousVersion: '1.0.0',
      date: '2026-03-05',
      commit: hashes.third,
      rules: ['breaking request-parameter-added-required'],
    },
    {
      version: '1.0.0',
      previousVersion: '0.9.0',
      date: '2026-02-01',
      commit: hashes.second,
      rules: ['non-breaking operation-added'],
    },
    { version: '0.9.0', previousVersion: undefined, date: '2026-01-10', commit: hashes.first, rules: [] },
  ]);
  assert.equal(history.releases[1].changes[0].operation?.path, '/pets/{petId}');
});

test('changes: with changes.git on, the build context’s model fills each document’s releases; off, it leaves them out', async () => {
  const { createBuildContext } = await import('../../src/context/createBuildContext.ts');
  const config = join(work, 'site.config.json');
  const saved = { SITE_CONFIG: process.env.SITE_CONFIG, OPENAPI_DIR: process.env.OPENAPI_DIR };
  Object.assign(process.env, { SITE_CONFIG: config, OPENAPI_DIR: join(repo, 'openapi') });
  try {
    writeFileSync(config, JSON.stringify({ changes: { git: true } }));
    const site = await createBuildContext().site();
    assert.deepEqual(
      site.documents[0].releases?.map((r) => r.version),
      ['1.1.0', '1.0.0', '0.9.0'],
    );
    writeFileSync(config, JSON.stringify({ changes: { git: false } }));
    // A changed configuration is a new context (astro dev restarts on it).
    assert.equal((await createBuildContext().site()).documents[0].releases, undefined);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});

test('changes: a limit keeps the newest commits only', async () => {
  const history = await gitReleases(join(repo, 'openapi/petstore.yaml'), { limit: 2 });
  assert.ok('releases' in history);
  assert.deepEqual(
    history.releases.map((r) => r.version),
    ['1.1.0', '1.0.0'],
  );
});

test('changes: a shallow clone warns how to fetch the history, and the build goes on without the changelog', async () => {
  const shallow = join(work, 'shallow');
  git(['clone', '-q', '--depth', '1', `file://${repo}`, shallow], work);
  const history = await gitReleases(join(shallow, 'openapi/petstore.yaml'));
  assert.ok('warning' in history);
  assert.match(history.warning, /shallow clone/);
  assert.match(history.warning, /git fetch --unshallow/);
  assert.match(history.warning, /fetch-depth: 0/);

  const out = buildDir('changes-shallow');
  const config = join(out, '..', `${out.split('/').pop()}.config.json`);
  writeFileSync(config, JSON.stringify({ changes: { git: true } }));
  const build = astroBuildSync({ SITE_CONFIG: config, OPENAPI_DIR: join(shallow, 'openapi'), OUT_DIR: out });
  try {
    assert.equal(build.status, 0, build.output.slice(-3000));
    assert.match(build.output, /shallow clone without the history; fetch it with `git fetch --unshallow`/);
    assert.ok(existsSync(join(out, 'operations/listPets/index.html')) || existsSync(join(out, 'index.html')));
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(`${out}-astro-cache`, { recursive: true, force: true });
    rmSync(config, { force: true });
  }
});

test('changes: outside a repository, or without git, a warning and no changelog', async () => {
  const loose = join(work, 'loose');
  mkdirSync(loose);
  writeFileSync(
    join(loose, 'api.yaml'),
    variant(() => {}),
  );
  const outside = await gitReleases(join(loose, 'api.yaml'));
  assert.ok('warning' in outside);
  assert.match(outside.warning, /not in a git repository/);

  const path = process.env.PATH;
  process.env.PATH = join(work, 'no-such-folder');
  try {
    const noGit = await gitReleases(join(repo, 'openapi/petstore.yaml'));
    assert.ok('warning' in noGit);
    assert.match(noGit.warning, /git is not installed/);
  } finally {
    process.env.PATH = path;
  }
});

test('changes: an older version reads the files it $refs as they were in its commit, not as they are now', async () => {
  const split = join(repo, 'split');
  mkdirSync(join(split, 'shared'), { recursive: true });
  const owner = (properties: Record<string, unknown>) =>
    writeFileSync(join(split, 'shared/owner.yaml'), dump({ type: 'object', properties }));
  const api = (version: string) =>
    writeFileSync(
      join(split, 'api.yaml'),
      dump({
        openapi: '3.1.0',
        info: { title: 'Owners', version },
        paths: {
          '/owner': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: './shared/owner.yaml' } } },
                },
              },
            },
          },
        },
      }),
    );
  owner({ name: { type: 'string' } });
  api('1.0.0');
  commit('owners 1.0.0', '2026-04-01');
  owner({ name: { type: 'string' }, email: { type: 'string' } });
  api('2.0.0');
  commit('owners 2.0.0: an email', '2026-05-01');
  // Now, uncommitted: neither version had this.
  owner({ phone: { type: 'string' } });

  const history = await gitReleases(join(split, 'api.yaml'));
  assert.ok('releases' in history, 'warning' in history ? history.warning : '');
  assert.deepEqual(history.warnings, []);
  assert.deepEqual(
    history.releases[0].changes.map((c) => `${c.level} ${c.rule} ${c.location}`),
    ['non-breaking response-property-added response-200.email'],
  );
});
