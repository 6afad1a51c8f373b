// `npm test`: a type check, lint and format check, unit tests, a real build of the Petstore site, then browser tests
// against it on 127.0.0.1; and the corpus suite (npm run test:corpus) when its documents can be fetched here, else a
// line saying it was skipped. On CI (CI set, as CI services do) the corpus suite is required.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.CHROMIUM_PATH = findChromium();

// The browser tests read the Petstore site built with the default configuration, whatever site.config.json says.
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/test-site.config.json', '{}\n');
const testConfig = { ...process.env, SITE_CONFIG: '.cache/test-site.config.json' };

// The type check and the lint each keep one core busy: they run side by side, each printed whole when it ends.
const sideBySide = [
  ['type check (astro check: TypeScript and .astro files)', process.execPath, ['scripts/astro.mjs', 'check']],
  ['lint (ESLint with the import boundaries, Prettier)', 'npm', ['run', 'lint']],
];
const steps = [
  ['unit and integration tests', process.execPath, ['--test', '--test-concurrency=2', 'tests/node/**/*.test.ts']],
  // Builds with guides of their own, one at a time: Astro lists a project's MDX modules in one shared file, which
  // a build beside them would read.
  ['builds with guides of their own', process.execPath, ['--test', '--test-concurrency=1', 'tests/serial/*.test.ts']],
  // The same one-at-a-time builds, of real third-party documents fetched from the npm registry by ../shared/corpus.
  ['corpus suite', 'npm', ['run', 'test:corpus'], process.env, corpusUnavailable],
  ['build the Petstore site', 'npm', ['run', 'build'], testConfig],
  ['browser tests', process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], testConfig],
];
for (const outcome of sideBySide.map(([title, command, args]) => runQuietly(title, command, args)))
  await printWhenDone(outcome);
// The package as a user installs it: packed, installed offline from npm's cache into a folder of its own, where it
// builds with an Astro folder of its own. It shares nothing with the builds in this folder, so it runs beside the
// one-at-a-time ones (each keeps one core busy), printed whole when it ends, before the Petstore's build.
const packageStep = () =>
  runQuietly(
    'package: the CLI, the Astro integration, init, the MCP server and the GitHub Action from the packed tarball',
    process.execPath,
    ['--test', '--test-concurrency=1', 'tests/package/*.test.ts'],
  );
let alongside;
const skipped = [];
for (const [title, command, args, env = process.env, unavailable] of steps) {
  if (title === 'builds with guides of their own') alongside = packageStep();
  if (title === 'build the Petstore site') await printWhenDone(alongside);
  console.log(`\n▶ ${title}`);
  const reason = unavailable?.();
  if (reason && process.env.CI) {
    console.error(`✖ ${title} cannot run on CI: ${reason}`);
    process.exit(1);
  }
  if (reason) {
    console.log(
      `⚠ skipped the ${title} (tests/corpus/): ${reason}; run it with \`npm run test:corpus\` where the npm registry and ../shared/corpus can be reached`,
    );
    skipped.push(title);
    continue;
  }
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`✖ ${title} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}
console.log(
  skipped.length ? `\n✔ all tests passed; skipped: the ${skipped.join(', ')} (see above)` : '\n✔ all tests passed',
);

/** A step run quietly, printed in one piece once it ends; a failure ends the run. */
async function printWhenDone(outcome) {
  const { title, status, output } = await outcome;
  console.log(`\n▶ ${title}\n${output}`);
  if (status !== 0) {
    console.error(`✖ ${title} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

/** A command run with its output kept, to be printed in one piece. */
function runQuietly(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args);
    let output = '';
    const keep = (chunk) => (output += chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (status) => resolve({ title, status, output }));
  });
}

/** Why the corpus suite cannot run here (its documents can neither be fetched nor found in .cache/), or nothing. */
function corpusUnavailable() {
  const probe = spawnSync(process.execPath, ['tests/corpus/fetchCorpus.ts'], {
    encoding: 'utf8',
    // Without a registry, fail at once rather than after npm's retries.
    env: { ...process.env, npm_config_fetch_retries: '0' },
  });
  return probe.status === 0 ? undefined : probe.stderr.trim().split('\n').at(-1) || `exit ${probe.status}`;
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
