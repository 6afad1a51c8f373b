import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
// The two functions, not the package's whole entry: every build loads this module.
import rcompare from 'semver/functions/rcompare.js';
import valid from 'semver/functions/valid.js';
import type { Finding } from './documentError.ts';
import { documentId, slugify } from '../../shared/slug.ts';

/**
 * Several versions of one API side by side: a sub-folder of the documents' folder whose files are named after
 * their versions (`billing/1.0.0.yaml`, `billing/2.0.0.yaml`, `v2.1.yaml`). A sub-folder with no such name holds
 * files that documents `$ref`, as before.
 */

/** `1`, `1.2`, `1.2.3`, with an optional leading `v` and a pre-release (`2.0.0-beta.1`). */
const VERSION_NAME = /^v?(\d+(?:\.\d+){0,2})(-[0-9A-Za-z.-]+)?$/;
const EXTENSIONS = ['.yaml', '.yml', '.json'];

/** A version name as a full semver (`v2.1` → `2.1.0`), or undefined when the name is not a version. */
export function versionOfName(name: string): string | undefined {
  const match = VERSION_NAME.exec(name.trim());
  if (!match) return undefined;
  const parts = match[1].split('.');
  while (parts.length < 3) parts.push('0');
  return valid(`${parts.map(Number).join('.')}${match[2] ?? ''}`) ?? undefined;
}

/**
 * A version name as readers see it, in URLs and words: as written, without a leading `v` (`v2.1` → `2.1`, `1.4`
 * stays `1.4`); undefined when the name is not a version.
 */
export const shownVersionOfName = (name: string): string | undefined =>
  versionOfName(name) && name.trim().replace(/^v/, '');

/**
 * The version a document's file name says (`1.4` for `billing/1.4.json`), as readers see it, when its
 * `info.version` says the same version; else undefined (`npm run changes` then shows `info.version`).
 */
export function versionOfFile(file: string, infoVersion: string): string | undefined {
  const said = versionOfName(stem(file));
  return said && said === versionOfName(infoVersion) ? shownVersionOfName(stem(file)) : undefined;
}

const stem = (file: string) => basename(file, extname(file));
const documentsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => EXTENSIONS.includes(extname(name).toLowerCase()) && statSync(join(folder, name)).isFile())
    .sort()
    .map((name) => join(folder, name));

/** The sub-folders that hold versions of an API: at least one of their document files is named as a version. */
export function versionFolderFiles(dir: string): string[] {
  const folder = resolve(dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).isDirectory())
    .sort()
    .flatMap((name) => {
      const files = documentsIn(join(folder, name));
      return files.some((file) => versionOfName(stem(file))) ? files : [];
    });
}

/** Where one document file belongs: its API, and its version when it is one of several. */
export interface DocumentPlace {
  file: string;
  /** The API's id: the file name's slug, or the version folder's. */
  api: string;
  /**
   * For a file of a version folder: its version as written (`1.4`: URLs and words show it), as a full semver
   * (`1.4.0`: versions are ordered and compared by it), and whether it is the newest of its folder.
   */
  version?: { name: string; semver: string; latest: boolean };
}

/**
 * The place of each document file of the folder (`files` from findDocuments), APIs by name and the versions
 * of one API newest first, with what is wrong with a version folder: a file not named as a version, two files of
 * one version.
 */
export function placeDocuments(dir: string, files: string[]): { places: DocumentPlace[]; findings: Finding[] } {
  const root = resolve(dir);
  const places: DocumentPlace[] = [];
  const findings: Finding[] = [];
  const folders = new Map<string, DocumentPlace[]>();
  for (const file of files) {
    if (dirname(file) === root) {
      places.push({ file, api: documentId(file) });
      continue;
    }
    const folder = dirname(file);
    const version = versionOfName(stem(file));
    const shown = relative(root, folder);
    if (!version) {
      findings.push({
        severity: 'error',
        file,
        message: `"${basename(file)}" is not named as a version, but ${shown}/ holds versions of one API: name each document after its version (2.1.0.yaml), or move the files that documents $ref into a sub-folder`,
      });
      continue;
    }
    let versions = folders.get(folder);
    if (!versions) folders.set(folder, (versions = []));
    const twin = versions.find((place) => place.version!.semver === version);
    if (twin) {
      findings.push({
        severity: 'error',
        file,
        message: `this file and ${basename(twin.file)} are both version ${version} of ${shown}/: keep one`,
      });
      continue;
    }
    const name = shownVersionOfName(stem(file))!;
    versions.push({ file, api: slugify(basename(folder)), version: { name, semver: version, latest: false } });
  }
  for (const versions of folders.values()) {
    versions.sort((a, b) => rcompare(a.version!.semver, b.version!.semver));
    versions[0].version!.latest = true;
    places.push(...versions);
  }
  // APIs in the order of their names, as single documents are listed; the versions of one stay newest first.
  const order = [...new Set(places.map((place) => place.api))].sort();
  places.sort((a, b) => order.indexOf(a.api) - order.indexOf(b.api));
  return { places, findings };
}

/** `info.version` must say what the file name says, or the changelog and the URLs would disagree. */
export function versionMismatch(place: DocumentPlace, data: Record<string, unknown>): Finding | undefined {
  if (!place.version) return undefined;
  const written = (data.info as { version?: unknown } | undefined)?.version;
  const said = typeof written === 'string' || typeof written === 'number' ? versionOfName(String(written)) : undefined;
  if (said === place.version.semver) return undefined;
  return {
    severity: 'error',
    file: place.file,
    pointer: '#/info/version',
    message: `info.version is ${JSON.stringify(written ?? null)}, but the file name says version ${place.version.name}: name each version's file after its info.version`,
  };
}
