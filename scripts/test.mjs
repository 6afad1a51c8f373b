// `npm test`: a type check, lint and format check, unit tests, a real build of the Petstore site, then browser tests
// against it on 127.0.0.1; and the corpus suite (npm run test:corpus) when its documents can be fetched here, else a
// line saying it was skipped. On CI (CI set, as CI services do) the corpus suite is required. Each step's seconds
// are printed when it ends, and all of them again at the end.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.CHROMIUM_PATH = findChromium();
// Every Node process of the suite (test files, builds, the command line) reuses the code Node compiled for the last.
process.env.NODE_COMPILE_CACHE = resolve('node_modules/.cache/node-compile-cache');

// The browser tests read the Petstore site built with the default configuration, whatever site.config.json says.
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/test-site.config.json', '{}\n');
const testConfig = { ...process.env, SITE_CONFIG: '.cache/test-site.config.json' };

const node = (title, args, env) => ({ title, command: process.execPath, args, env });
const npm = (title, script, env) => ({ title, command: 'npm', args: ['run', script], env });
const playwright = (title, args = [], env) =>
  node(title, ['node_modules/@playwright/test/cli.js', 'test', ...args], env);

const typeCheck = node('type check (astro check: TypeScript and .astro files)', ['scripts/astro.mjs', 'check']);
const lint = npm('lint (ESLint with the import boundaries, Prettier)', 'lint');
const unitTests = node('unit and integration tests', ['--test', '--test-concurrency=2', 'tests/node/**/*.test.ts']);
const serialBuilds = node('builds with guides of their own, or the Petstore’s', [
  '--test',
  '--test-concurrency=1',
  'tests/serial/*.test.ts',
]);
const packageTests = node(
  'package: the CLI, the Astro integration, init, the MCP server and the GitHub Action from the packed tarball',
  ['--test', '--test-concurrency=1', 'tests/package/*.test.ts'],
);
// npm run test:corpus, in its two parts: the builds of real third-party documents, then the browser tests.
const corpusBuilds = node('corpus suite: builds of real documents', [
  '--test',
  '--test-concurrency=1',
  'tests/corpus/*.test.ts',
]);
const corpusBrowser = playwright('corpus suite: browser tests', ['--config', 'playwright.corpus.config.ts']);
const petstoreBuild = npm('build the Petstore site', 'build', testConfig);
// The browser tests that read the Petstore site alone build nothing: they run beside the builds of tests/serial/,
// whose lane leaves most of a core idle; those that build sites of their own (with tests/support/astroBuild.ts or
// src/tools/astroBuild.ts, the one way a test builds) run with the corpus suite.
const ownSites = (spec) => /\/astroBuild\.ts['"]/.test(readFileSync(`tests/e2e/${spec}`, 'utf8'));
const specs = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts'));
const specsOf = (own) => specs.filter((spec) => ownSites(spec) === own).map((spec) => `tests/e2e/${spec}`);
const petstoreBrowserTests = playwright('browser tests of the Petstore site', specsOf(false), testConfig);
const browserTests = playwright('browser tests with sites of their own', specsOf(true), testConfig);

// Two cores: steps in one phase run side by side (each list of a phase one step after another), and phases one
// after another. Astro keeps ONE list of a project's MDX modules (.astro/content-modules.mjs), which every build in
// this folder and `astro check` write, and a build reads while it bundles: side by side run only steps whose builds
// list the same MDX guides, or that build nothing here (lint; the package's tests, in a folder of their own; the
// browser tests of the Petstore, built before). The Petstore's MDX guide ships with the Petstore alone; the corpus
// suite and the browser tests' own sites have none; tests/serial/ has guides of its own per build, and the builds and
// dev servers of the Petstore (with its MDX guide), so nothing else builds beside it. The unit tests' builds run two
// at a time: none of them lists an MDX guide (one that did beside one that did not failed either, now and then).
// Astro writes that list through one temporary file, so two processes starting at once can take each other's
// (`rename … content-modules.mjs.tmp`: ENOENT): the Petstore's build follows the type check, not beside it.
const started = performance.now();
const timings = [];
const running = new Set();
// The steps run in process groups of their own (stopRunning), which a Ctrl-C in the terminal does not reach.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.once(signal, () => {
    stopRunning();
    process.exit(code);
  });
let skipped = false;
// On CI the corpus suite is required: without its documents the run ends at once.
const corpusProbe = corpusUnavailable().then((reason) => {
  if (reason && process.env.CI) fail({ title: 'the corpus suite (it cannot run on CI)', reason, status: 1 });
  return reason;
});
const corpusPhase = async () => {
  const reason = await corpusProbe;
  // The corpus's builds are the longer list: its browser tests (their own ports and sites) follow the browser tests.
  if (!reason) return [[corpusBuilds], [browserTests, corpusBrowser]];
  console.log(
    `⚠ skipped the corpus suite (tests/corpus/): ${reason}; run it with \`npm run test:corpus\` where the npm registry and ../shared/corpus can be reached`,
  );
  skipped = true;
  return [[browserTests]];
};
const phases = [
  [[typeCheck, petstoreBuild], [lint]],
  [[unitTests]],
  [[serialBuilds], [packageTests, petstoreBrowserTests]],
  corpusPhase,
];

for (const phase of phases) {
  const lanes = typeof phase === 'function' ? await phase() : phase;
  // The first list prints as it goes; the others each print a step whole when it ends. A failure ends the run.
  await Promise.all(
    lanes.map(async (lane, index) => {
      const failed = await runInTurn(lane, index === 0);
      if (failed) fail(failed);
    }),
  );
}
console.log('\n⏱ seconds per step (steps of one phase ran side by side):');
for (const { title, seconds } of timings) console.log(`  ${String(seconds).padStart(4)} s  ${title}`);
console.log(`  ${String(secondsSince(started)).padStart(4)} s  in all`);
console.log(skipped ? '\n✔ all tests passed; skipped: the corpus suite (see above)' : '\n✔ all tests passed');

/** Ends the run: what failed and why, the steps still running stopped. */
function fail({ title, status, reason = `exit ${status}` }) {
  console.error(`✖ ${title} failed (${reason})`);
  stopRunning();
  process.exit(status ?? 1);
}

/**
 * Stops every step still running with what it started, as Ctrl-C would: each runs in a process group of its own,
 * which is sent SIGINT. Playwright then stops the preview server it started; sent SIGTERM, or a signal to the step
 * alone, it left the server running on its port, and the next run found the port taken.
 */
function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Ended meanwhile.
    }
  }
}

/** The steps of one list, one after another, until one fails: its title and exit status, if one does. */
async function runInTurn(steps, printAsItGoes) {
  for (const step of steps) {
    const outcome = await run(step, printAsItGoes);
    if (outcome.status !== 0) return outcome;
  }
}

/** A step, its output printed as it goes or kept and printed in one piece when it ends, then its seconds. */
function run({ title, command, args, env = process.env }, printAsItGoes) {
  const stepStarted = performance.now();
  if (printAsItGoes) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: printAsItGoes ? 'inherit' : 'pipe', detached: true });
    running.add(child);
    let output = '';
    const keep = (chunk) => (output += chunk);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('close', (status) => {
      running.delete(child);
      const seconds = secondsSince(stepStarted);
      if (!printAsItGoes) console.log(`\n▶ ${title}\n${output}`);
      console.log(`⏱ ${title}: ${seconds} s`);
      timings.push({ title, seconds });
      resolve({ title, status });
    });
  });
}

function secondsSince(start) {
  return Math.round((performance.now() - start) / 1000);
}

/**
 * Why the corpus suite cannot run here (its documents can neither be fetched nor found in .cache/), if it cannot:
 * asked at once, while the first steps run, and timed.
 */
function corpusUnavailable() {
  const probeStarted = performance.now();
  // Without a registry, fail at once rather than after npm's retries.
  const probe = spawn(process.execPath, ['tests/corpus/fetchCorpus.ts'], {
    env: { ...process.env, npm_config_fetch_retries: '0' },
  });
  let stderr = '';
  probe.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    probe.on('close', (status) => {
      timings.push({ title: 'fetch the corpus suite’s documents', seconds: secondsSince(probeStarted) });
      resolve(status === 0 ? undefined : stderr.trim().split('\n').at(-1) || `exit ${status}`);
    }),
  );
}

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else install Debian's chromium when apt-get can be used. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      'No Chromium found: set CHROMIUM_PATH, or install Debian\'s "chromium" package (apt-get install chromium).',
    );
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get (once)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/bin/chromium';
}
