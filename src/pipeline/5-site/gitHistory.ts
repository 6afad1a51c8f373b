import { execFile } from 'node:child_process';
import { dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Release } from '../../model/changes.ts';
import { releasesOf, type DatedVersion } from '../../changes/releases.ts';
import type { SiteConfig } from '../../config/siteConfigSchema.ts';
import type { ApiDocument } from '../../model/model.ts';
import { DocumentError } from '../1-load/documentError.ts';
import { documentFromText } from '../1-load/sourceFiles.ts';
import { documentOf } from './documentOf.ts';

const run = promisify(execFile);
/** Room for the largest documents we build (docs/performance.md). */
const MAX_BUFFER = 256 * 1024 * 1024;
const gitIn = (cwd: string) => (args: string[]) =>
  run('git', args, { cwd, maxBuffer: MAX_BUFFER, encoding: 'utf8' }).then((out) => out.stdout);

export type GitHistory = { releases: Release[]; warnings: string[] } | { warning: string };

/** How to give the build the history a shallow clone left out. */
export const UNSHALLOW_HINT =
  'fetch it with `git fetch --unshallow` (in GitHub Actions: `fetch-depth: 0` in actions/checkout)';

/**
 * The releases of one document from its git history: each commit that changed the file (following renames),
 * newest first, with the commit's date, hash and the document's `info.version` then. Commits that changed
 * nothing a client sees (formatting, descriptions of the same version) are left out, except the first.
 * Without git, outside a repository or in a shallow clone, a warning says so and the build goes on without it.
 * An older version that does not parse or resolve is left out with a warning naming the commit, file and line.
 * The files an older version `$ref`s are read from its commit too, as they were then.
 */
export async function gitReleases(file: string, options: { limit?: number; today?: string } = {}): Promise<GitHistory> {
  let root: string;
  try {
    root = (await gitIn(dirname(file))(['rev-parse', '--show-toplevel'])).trim();
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      warning: missing
        ? `${file}: no changelog from git history: git is not installed (or not on the PATH)`
        : `${file}: no changelog from git history: the file is not in a git repository`,
    };
  }
  const git = gitIn(root);
  if ((await git(['rev-parse', '--is-shallow-repository'])).trim() === 'true') {
    return {
      warning: `${file}: no changelog from git history: this is a shallow clone without the history; ${UNSHALLOW_HINT}`,
    };
  }
  const limit = options.limit ?? 50;
  // One record a commit: hash, date and, after a blank line, the file's path in that commit (it may have moved).
  const log = await git([
    'log',
    '--follow',
    `--max-count=${limit}`,
    '--format=%x00%H%x09%cs',
    '--name-only',
    '--',
    relative(root, file),
  ]);
  const commits = log
    .split('\0')
    .filter((record) => record.trim())
    .map((record) => {
      const [head, ...rest] = record.trim().split('\n');
      const [commit, date] = head.split('\t');
      return {
        commit,
        date,
        path: rest
          .map((line) => line.trim())
          .filter(Boolean)
          .pop(),
      };
    })
    .filter((c): c is { commit: string; date: string; path: string } => Boolean(c.commit && c.path));

  // `astro dev` loads the site again on every edit: the history only changes with a new commit.
  const key = `${file}\0${options.today}\0${log}`;
  const known = cache.get(key);
  if (known) return known;
  const history = historyOf(root, commits, options.today);
  cache.set(key, history);
  return history;
}

const cache = new Map<string, Promise<GitHistory>>();

async function historyOf(
  root: string,
  commits: { commit: string; date: string; path: string }[],
  today: string | undefined,
): Promise<GitHistory> {
  const git = gitIn(root);
  const warnings: string[] = [];
  const versions: (DatedVersion & { text: string })[] = [];
  for (const { commit, date, path } of commits.reverse()) {
    let text: string;
    try {
      text = await git(['show', `${commit}:${path}`]);
    } catch {
      continue; // the commit deleted the file
    }
    if (versions.at(-1)?.text === text) continue;
    try {
      const source = documentFromText(`${join(root, path)}@${commit.slice(0, 7)}`, text, extname(path));
      const readFile = (file: string) => git(['show', `${commit}:${relative(root, file)}`]);
      const document: ApiDocument = await documentOf(source, { prefix: '', tryIt: false, examples: false, readFile });
      versions.push({ document, date, commit, text });
    } catch (error) {
      // An old version the pipeline cannot take (or no longer can) only costs the changelog one release.
      const where = error instanceof DocumentError ? '' : `${join(root, path)}@${commit.slice(0, 7)}: `;
      warnings.push(`left out of the changelog: ${where}${(error as Error).message}`);
    }
  }
  const releases = releasesOf(versions, { today });
  // Newest first: keep a release that changed something, or the version number, and the first one.
  const kept = releases.filter(
    (r, i) => i === releases.length - 1 || r.changes.length || r.version !== r.previousVersion,
  );
  return { releases: kept, warnings };
}

/** Fills a document's `releases` from git when `changes.git` is on; a reason it cannot is printed once, as a warning. */
export async function withGitReleases(doc: ApiDocument, changes: SiteConfig['changes']): Promise<ApiDocument> {
  if (!changes?.git) return doc;
  const history = await gitReleases(doc.sourceFile, { limit: changes.limit });
  if ('warning' in history) {
    console.warn(`warning: ${history.warning}`);
    return doc;
  }
  for (const warning of history.warnings) console.warn(`warning: ${warning}`);
  return Object.assign(doc, { releases: history.releases });
}
