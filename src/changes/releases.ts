import type { ApiDocument } from '../model/model.ts';
import type { Release } from '../model/changes.ts';
import { diffDocuments } from './diffDocuments.ts';

/** One version of an API: its model, and where it comes from when known (a git commit and its date). */
export interface DatedVersion {
  document: ApiDocument;
  /** YYYY-MM-DD. */
  date?: string;
  /** The commit's full hash, for a version read from git history. */
  commit?: string;
}

/**
 * The releases of an API from its versions, OLDEST FIRST: each release holds the changes from the version
 * before it (the first, none). Returned newest first, the order a changelog reads. `today` (YYYY-MM-DD, default
 * today) judges sunsets for versions without a date.
 */
export function releasesOf(versions: DatedVersion[], options: { today?: string } = {}): Release[] {
  const releases = versions.map((version, index): Release => {
    const previous = versions[index - 1];
    return {
      version: releaseName(version.document),
      ...(previous ? { previousVersion: releaseName(previous.document) } : {}),
      ...(version.date ? { date: version.date } : {}),
      ...(version.commit ? { commit: version.commit } : {}),
      // Whether a removed operation's sunset had passed is judged on the release's own date when known.
      changes: previous
        ? diffDocuments(previous.document, version.document, { today: version.date ?? options.today })
        : [],
    };
  });
  return releases.reverse();
}

/** A release is named as its version's file writes it (`1.4`), else by its `info.version` (a commit of git history). */
const releaseName = (document: ApiDocument) => document.version?.name ?? document.info.version;
