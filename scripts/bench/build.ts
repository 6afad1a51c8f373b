// One measured `npm run build` of one document into temporary folders.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { buildEnvironment } from '../../src/tools/astroBuild.ts';
import type { BenchInput } from './inputs.ts';
import { repoRoot } from './inputs.ts';

export interface BuildResult {
  input: BenchInput;
  outDir: string;
  openapiDir: string;
  wallSeconds: number;
  /** User + system CPU seconds of the build and its children: steadier than wall time on a busy machine. */
  cpuSeconds?: number;
  /** The largest single process (the build's own Node process): what `/usr/bin/time` reports. */
  peakRssMb: number;
  /** All processes of the build at once (npm, Astro, the search indexer, the downloads writer), sampled. */
  treePeakRssMb: number;
  /** CPU time the hypervisor gave to other machines during the build (from /proc/stat): why wall times wander. */
  stealSeconds?: number;
  /** The 1-minute load average when the build ended: other work on this machine. */
  loadAverage: string;
  outputMb: number;
  files: number;
  /** Output files and their bytes by first folder (`operations`, `schemas`…; `.` for the root's own files). */
  filesByFolder: Record<string, { files: number; bytes: number }>;
  /** The largest HTML page of the output, any page: its path in the output folder and its bytes. */
  largestHtml: { path: string; bytes: number };
  pages: number;
  log: string;
}

/** GNU time, for peak RSS; BENCH_GNU_TIME=none polls /proc instead (as on a machine without it). */
const GNU_TIME = process.env.BENCH_GNU_TIME ?? '/usr/bin/time';
const TIMEOUT_MS = 20 * 60_000;

/**
 * Work folders live inside the project (.cache/bench, ignored by git): with an output folder outside it, Astro
 * keeps its prerender chunks in the shared .astro/ and two builds at once break each other.
 */
export function workFolder(prefix: string): string {
  const parent = join(repoRoot, '.cache', 'bench');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, prefix));
}

/**
 * A cold build starts as a fresh clone does (CI, a new user): no node_modules/.cache (the try-it client's
 * bundle, Astro's), no .astro (content layer data store).
 */
export async function measureBuild(
  input: BenchInput,
  {
    cold = true,
    workDir = workFolder('build-'),
    siteConfig = {},
  }: { cold?: boolean; workDir?: string; siteConfig?: object } = {},
): Promise<BuildResult> {
  if (cold)
    for (const cache of ['node_modules/.cache', '.astro'])
      rmSync(join(repoRoot, cache), { recursive: true, force: true });
  const openapiDir = join(workDir, 'openapi');
  const outDir = join(workDir, 'dist');
  mkdirSync(openapiDir, { recursive: true });
  copyFileSync(input.file, join(openapiDir, basename(input.file)));
  // Defaults (base "/") or the bench's --site-config, whatever the checkout's own site.config.json says.
  const config = join(workDir, 'site.config.json');
  writeFileSync(config, `${JSON.stringify(siteConfig)}\n`);
  const env = buildEnvironment({ openapiDir, outDir, siteConfig: config });
  const measured = await timedRun(['npm', 'run', 'build'], env, join(workDir, 'time.txt'));
  if (measured.code !== 0)
    throw new Error(`build of ${input.name} failed (exit ${measured.code}):\n${measured.log.slice(-4000)}`);
  const { log, wallSeconds, cpuSeconds, peakRssMb, treePeakRssMb, stealSeconds } = measured;
  const loadAverage = loadavg()[0].toFixed(1);
  const { bytes, files, filesByFolder, largestHtml } = folderSize(outDir);
  const pages = Number(/(\d+) page\(s\) built/.exec(log)?.[1] ?? 0);
  return {
    input,
    outDir,
    openapiDir,
    wallSeconds,
    cpuSeconds,
    peakRssMb,
    treePeakRssMb,
    stealSeconds,
    loadAverage,
    outputMb: bytes / 1e6,
    files,
    filesByFolder,
    largestHtml,
    pages,
    log,
  };
}

export interface TimedRun {
  code: number;
  log: string;
  wallSeconds: number;
  cpuSeconds?: number;
  peakRssMb: number;
  treePeakRssMb: number;
  stealSeconds?: number;
}

/** A command run in the project, timed: wall, CPU and peak RSS (GNU time's), all its processes' RSS, CPU stolen. */
export async function timedRun(
  [command, ...args]: string[],
  env: NodeJS.ProcessEnv,
  timeFile: string,
): Promise<TimedRun> {
  const useGnuTime = existsSync(GNU_TIME);
  const started = performance.now();
  const stealBefore = stealTicks();
  const { code, log, polledPeakKb, treePeakKb } = useGnuTime
    ? await run(GNU_TIME, ['-f', '%e %M %U %S', '-o', timeFile, command, ...args], env)
    : await run(command, args, env);
  const wallSeconds = (performance.now() - started) / 1000;
  const stealAfter = stealTicks();
  const stealSeconds =
    stealBefore === undefined || stealAfter === undefined ? undefined : (stealAfter - stealBefore) / 100;
  let peakRssMb = polledPeakKb / 1024;
  let cpuSeconds: number | undefined;
  if (useGnuTime && code === 0) {
    const [, maxRssKb, user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    peakRssMb = maxRssKb / 1024;
    cpuSeconds = user + system;
  }
  return { code, log, wallSeconds, cpuSeconds, peakRssMb, treePeakRssMb: treePeakKb / 1024, stealSeconds };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; log: string; polledPeakKb: number; treePeakKb: number }>((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let polledPeakKb = 0;
    let treePeakKb = 0;
    const poller = setInterval(() => {
      const sizes = treeRssKb(child.pid!);
      polledPeakKb = Math.max(polledPeakKb, ...sizes);
      treePeakKb = Math.max(
        treePeakKb,
        sizes.reduce((sum, size) => sum + size, 0),
      );
    }, 100);
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      fail(new Error(`${command} ${args.join(' ')} took over ${TIMEOUT_MS / 60_000} minutes`));
    }, TIMEOUT_MS);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(poller);
      done({ code: code ?? 1, log, polledPeakKb, treePeakKb });
    });
  });
}

/** Resident memory of a process and each of its descendants, from /proc. */
function treeRssKb(pid: number): number[] {
  const sizes: number[] = [];
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const visit = (id: number) => {
    try {
      sizes.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return sizes;
}

/** The machine's stolen CPU time so far, in 1/100 s (the 8th number of /proc/stat's "cpu" line). */
function stealTicks(): number | undefined {
  try {
    return Number(readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)[8]);
  } catch {
    return undefined;
  }
}

export function folderSize(dir: string): {
  bytes: number;
  files: number;
  filesByFolder: Record<string, { files: number; bytes: number }>;
  largestHtml: { path: string; bytes: number };
} {
  let bytes = 0;
  let files = 0;
  const largestHtml = { path: '', bytes: 0 };
  const filesByFolder: Record<string, { files: number; bytes: number }> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const size = statSync(path).size;
    bytes += size;
    files++;
    if (entry.name.endsWith('.html') && size > largestHtml.bytes)
      Object.assign(largestHtml, { path: relative(dir, path), bytes: size });
    const [first, second] = relative(dir, path).split(sep);
    const folder = (filesByFolder[second === undefined ? '.' : first] ??= { files: 0, bytes: 0 });
    folder.files++;
    folder.bytes += size;
  }
  return { bytes, files, filesByFolder, largestHtml };
}
