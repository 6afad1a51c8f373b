import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repository = resolve(import.meta.dirname, '../..');
// Per checkout: a run in another checkout (another branch's tests) keeps its own installs.
const INSTALLED = `aor-installed-${createHash('sha256').update(repository).digest('hex').slice(0, 8)}-`;

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  [key: string]: unknown;
}

/**
 * The package as a user gets it: `npm pack`ed, then installed from its tarball into a folder of its own with npm,
 * offline, from the cache `npm ci` filled. npm's cache keeps tarballs but not the registry's package lists, so the
 * folder gets the lockfile npm would write (the repository's own entries for what the package depends on); npm then
 * installs the tarball and each dependency, running their install scripts. One folder per tarball: the test files
 * of one run share it.
 */
export function installedPackage(): { dir: string; bin: string } {
  const packDir = mkdtempSync(join(tmpdir(), 'aor-pack-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: repository, encoding: 'utf8' }),
  ) as { filename: string; integrity: string }[];
  const tarball = join(packDir, packed.filename);
  const hash = createHash('sha256').update(readFileSync(tarball)).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `${INSTALLED}${hash}`);
  const bin = join(dir, 'node_modules', '.bin', 'astro-openapi-reference');
  if (existsSync(bin)) {
    rmSync(packDir, { recursive: true });
    return { dir, bin };
  }
  // The installs of earlier tarballs go: each holds the package's dependencies.
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(INSTALLED))) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  mkdirSync(dir);
  const manifest = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(repository, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const dependency = { 'astro-openapi-reference': `file:${tarball}` };
  const packages: Record<string, unknown> = {
    '': { name: 'user-project', dependencies: dependency },
    'node_modules/astro-openapi-reference': {
      version: manifest.version,
      resolved: `file:${tarball}`,
      integrity: packed.integrity,
      dependencies: manifest.dependencies,
      bin: manifest.bin,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev) continue;
    const { devOptional: _devOptional, ...kept } = entry;
    packages[path] = kept;
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'user-project', private: true, dependencies: dependency }),
  );
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ name: 'user-project', lockfileVersion: 3, requires: true, packages }),
  );
  const install = spawnSync('npm', ['install', '--offline', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`npm install of ${tarball} failed:\n${install.stderr}`);
  rmSync(packDir, { recursive: true });
  return { dir, bin };
}

/** Runs the installed command on this Node (24) in `cwd`. */
export function runCli(
  bin: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
}

/** A folder of the user's own for one test, removed when the test ends. */
export function userFolder(t: { after: (done: () => void) => void }, prefix = 'aor-user-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
