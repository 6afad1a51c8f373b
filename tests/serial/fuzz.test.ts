// Fuzzed documents: real documents mutated a few hundred times with fixed seeds (a key deleted, a value's type
// changed, a $ref broken, a key given twice, deep nesting, huge strings, odd Unicode in names and paths, a $ref
// cycle through files, an empty file, binary bytes). Each one either makes a site or stops with one clear report
// naming the file and the place, no stack trace. All go through validate → resolve → normalize in this process;
// a seeded sample also through a real `npm run build`, which must leave the output folder as it was when it
// stops, and make a site the contract checker passes when it does not. Serial: the sample's builds have no
// Petstore guides. A seed that once failed is kept in FIXED_SEEDS (tests/fixtures/fuzz/ has its document).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { load } from 'js-yaml';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { astroBuild, buildDir } from '../support/astroBuild.ts';
import { mutate, random, type Mutant } from '../support/mutations.ts';
import { checkFolder, errorsOf, formatReport } from '../../src/pipeline/2-validate/checkDocuments.ts';
import { DocumentError } from '../../src/pipeline/1-load/documentError.ts';
import { documentOf } from '../../src/pipeline/5-site/documentOf.ts';

const SEED = 20261122;
const MUTATIONS = 300;
const BUILT = 10;
const SOURCES = [
  'openapi/petstore.yaml',
  'tests/fixtures/features/features-3-1.yaml',
  'tests/fixtures/features/legacy-2-0.yaml',
  'tests/fixtures/features/untagged-3-0.json',
  'tests/fixtures/features/sections-3-2.yml',
];
/**
 * Seeds that once failed, kept so they are tried on every run whatever SEED and MUTATIONS say:
 * 20261163, a schema 1000 levels deep (the schema validator ran out of stack); 20261292, a 2.0 parameter `{}`
 * (no error, then the upgrader threw).
 */
const FIXED_SEEDS = [20261163, 20261292];

const work = buildDir('fuzz');
after(() => rmSync(work, { recursive: true, force: true }));
const sources = SOURCES.map((file) => {
  const text = readFileSync(file, 'utf8');
  return { file, text, ext: extname(file), data: extname(file) === '.json' ? JSON.parse(text) : load(text) };
});

const seeds = [...new Set([...FIXED_SEEDS, ...Array.from({ length: MUTATIONS }, (_, i) => SEED + i)])];
function mutantOf(seed: number): Mutant & { source: string } {
  const source = sources[seed % sources.length];
  return { ...mutate(seed, source.text, source.data, source.ext), source: source.file };
}

function writeFolder(dir: string, files: Mutant['files']): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

const STACK = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

/** What is wrong with how one mutant went through the pipeline in this process; undefined when all is well. */
async function inProcess(seed: number): Promise<string | undefined> {
  const mutant = mutantOf(seed);
  const dir = join(work, 'in-process', String(seed));
  writeFolder(dir, mutant.files);
  const started = performance.now();
  try {
    const checks = checkFolder(dir);
    const errors = errorsOf(checks);
    if (errors.length) {
      const report = formatReport(checks, { cwd: dir });
      for (const error of errors) {
        if (!error.file.startsWith(dir)) return `an error names no file of the folder: ${error.message}`;
        if (error.line === undefined && !error.pointer && !/empty|no OpenAPI document/.test(error.message))
          return `an error names no place: ${error.message}`;
      }
      if (STACK.test(report)) return `a stack trace in the report:\n${report}`;
    } else {
      for (const check of checks) await documentOf(check.source!, { prefix: 'api', tryIt: true });
    }
  } catch (error) {
    // A DocumentError after the checks is how the build reports a document it cannot read: file and place.
    if (!(error instanceof DocumentError)) return `threw ${(error as Error).stack ?? error}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  return seconds > 60 ? `took ${seconds.toFixed(1)} s` : undefined;
}

describe('fuzzed documents', () => {
  it(`go through validate, resolve and normalize in this process: ${seeds.length} mutants, a report or a model`, async () => {
    const failures: string[] = [];
    for (const seed of seeds) {
      const problem = await inProcess(seed);
      if (problem) {
        const mutant = mutantOf(seed);
        failures.push(`seed ${seed} (${mutant.source}: ${mutant.what}): ${problem.slice(0, 2000)}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  // A seeded sample, chosen by its own generator so it is the same on every run.
  const pickSample = random(SEED);
  const sample = [...new Set(Array.from({ length: BUILT * 3 }, () => seeds[Math.floor(pickSample() * seeds.length)]))];
  for (const seed of sample.slice(0, BUILT)) {
    const mutant = mutantOf(seed);
    it(`seed ${seed}: ${mutant.source}, ${mutant.what.slice(0, 80)}: a real build makes a site or stops cleanly`, async () => {
      const openapiDir = join(work, `build-${seed}`, 'openapi');
      const outDir = join(work, `build-${seed}`, 'out');
      writeFolder(openapiDir, mutant.files);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'marker.txt'), 'left by the test\n');
      const run = await astroBuild(openapiDir, outDir);
      assert.ok(run.seconds < 60, `took ${run.seconds.toFixed(1)} s`);
      if (run.status === 0) {
        const main = Object.keys(mutant.files).find((name) => name.startsWith('api.'))!;
        const { problems } = await checkSite({ distDir: outDir, documentFile: join(openapiDir, main) });
        assert.deepEqual(problems, []);
        return;
      }
      assert.equal(run.status, 1, run.stderr.slice(-3000));
      assert.doesNotMatch(run.stderr, STACK, 'no stack trace');
      assert.match(run.stderr, /^✖ \d+ errors? in \d+ files?: the API reference was not built\.$/m);
      assert.match(run.stderr, new RegExp(`^error: \\S*api\\.\\w+(:\\d+:\\d+)?[ :]`, 'm'), 'names the file');
      assert.deepEqual(readdirSync(outDir), ['marker.txt'], 'the output folder is left as it was');
      assert.ok(existsSync(join(outDir, 'marker.txt')));
    });
  }
});
