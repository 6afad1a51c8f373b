import type { Change, Release } from '../model/changes.ts';
import { versionsOf } from '../model/apiVersions.ts';
import { indexOf } from '../model/documentIndex.ts';
import type { ApiDocument, Operation, Site } from '../model/model.ts';
import { decodePointer } from '../shared/jsonPointer.ts';
import { changeOperationLabel, changeSentence, changeSentenceParts } from './changeSentence.ts';
import type { SentencePart } from './strings/sentence.ts';
import { readableDate } from './dates.ts';
import type { Strings } from './strings/catalog.ts';
import type { SiteUrls } from './urls.ts';

/**
 * What an API's Changes page, its Markdown twin and its feeds say, as data: each release with its counts and its
 * changes grouped by operation, breaking ones first, each with the page it concerns.
 */

export interface ChangeEntry {
  change: Change;
  breaking: boolean;
  /** `GET /pets`, for `data-change-operation`. */
  operation?: string;
  sentence: string;
  /** The sentence in pieces: its values (`{location}`…) as slots a page marks up as code. */
  parts: SentencePart[];
  /** The page the change concerns, in the version where it still exists; absent when no page of the site shows it. */
  url?: string;
}

export interface ChangeGroup {
  /** `GET /pets`, or the words for changes of the whole API. */
  heading: string;
  /** The operation's page, in the version where it still exists. */
  url?: string;
  changes: ChangeEntry[];
}

export interface ReleaseView {
  version: string;
  previousVersion?: string;
  /** YYYY-MM-DD, and as the site's language writes it. */
  date?: string;
  readableDate?: string;
  /** The commit of a release read from git history, shortened as git shows it. */
  commit?: string;
  /** "1 breaking change · 4 changes · 1 deprecation". */
  counts: string;
  breaking: number;
  /** `release-2-1-0`: the release's heading on the Changes page. */
  anchor: string;
  groups: ChangeGroup[];
}

/** `release-2-1-0`: a release's heading on the Changes page. */
export const releaseAnchor = (version: string) => `release-${version.replace(/[^A-Za-z0-9]+/g, '-')}`;

export const hasChanges = (doc: ApiDocument) => (doc.releases?.length ?? 0) > 0;

/** Whether the document has a Changes page (and feeds): the latest version of an API that has releases. */
export const hasChangesPage = (doc: ApiDocument) => hasChanges(doc) && doc.version?.latest !== false;

/** The releases of `doc` (the latest version of its API), newest first, as its Changes page shows them. */
export function releaseViews(strings: Strings, site: Site, doc: ApiDocument, urls: SiteUrls): ReleaseView[] {
  const versions = versionsOf(site, doc);
  const anchors = new Set<string>();
  return (doc.releases ?? []).map((release) => {
    const view = releaseView(strings, release, versions, urls);
    // Commits of git history that kept `info.version` share it: each heading still needs an id of its own.
    if (anchors.has(view.anchor)) view.anchor = `${view.anchor}-${view.commit ?? anchors.size}`;
    anchors.add(view.anchor);
    return view;
  });
}

function releaseView(strings: Strings, release: Release, versions: ApiDocument[], urls: SiteUrls): ReleaseView {
  const words = strings.changelog;
  // Where a page still exists: the latest version, else the release's own, else the one before it (a removal).
  const docOf = (version?: string) => versions.find((doc) => sameVersion(doc, version));
  const places = [versions[0], docOf(release.version), docOf(release.previousVersion)].filter(
    (doc): doc is ApiDocument => !!doc,
  );
  const entries = release.changes.map((change) => entryOf(strings, change, places, urls));
  const groups = new Map<string, ChangeGroup>();
  for (const entry of entries) {
    const heading = entry.operation ?? strings.changeWords.documentWide;
    let group = groups.get(heading);
    if (!group) {
      const url = entry.change.operation ? entry.url : undefined;
      groups.set(heading, (group = { heading, url, changes: [] }));
    }
    group.changes.push(entry);
  }
  const breakingFirst = (a: { breaking: boolean }, b: { breaking: boolean }) => Number(b.breaking) - Number(a.breaking);
  const sorted = [...groups.values()].map((group) => ({ ...group, changes: [...group.changes].sort(breakingFirst) }));
  sorted.sort((a, b) => breakingFirst({ breaking: a.changes[0]?.breaking }, { breaking: b.changes[0]?.breaking }));
  const breaking = entries.filter((entry) => entry.breaking).length;
  const deprecations = release.changes.filter((change) => change.level === 'deprecation').length;
  const counts = [
    breaking > 0 && words.breakingCount(breaking),
    words.changesCount(release.changes.length),
    deprecations > 0 && words.deprecationsCount(deprecations),
  ].filter((part): part is string => !!part);
  return {
    version: release.version,
    previousVersion: release.previousVersion,
    date: release.date,
    readableDate: release.date ? readableDate(strings, release.date) : undefined,
    commit: release.commit?.slice(0, 7),
    counts: counts.join(' · '),
    breaking,
    anchor: releaseAnchor(release.version),
    groups: sorted,
  };
}

const sameVersion = (doc: ApiDocument, version?: string) =>
  version !== undefined && (doc.info.version === version || doc.version?.name === version);

function entryOf(strings: Strings, change: Change, places: ApiDocument[], urls: SiteUrls): ChangeEntry {
  const op = change.operation;
  return {
    change,
    breaking: change.level === 'breaking',
    operation: op ? changeOperationLabel(change) : undefined,
    sentence: changeSentence(strings, change),
    parts: changeSentenceParts(strings, change),
    url: op ? operationUrl(op, places, urls) : schemaUrl(change.pointer, places, urls),
  };
}

function operationUrl(op: NonNullable<Change['operation']>, places: ApiDocument[], urls: SiteUrls) {
  for (const doc of places) {
    const found = indexOf(doc).operationBySlug.get(op.slug);
    if (found && found.kind === op.kind) return urls.operation(doc, found);
  }
  return undefined;
}

/** A change of the whole API under `/components/schemas/<name>` concerns that model's page. */
function schemaUrl(pointer: string, places: ApiDocument[], urls: SiteUrls) {
  const [components, schemas, name] = decodePointer(pointer.startsWith('#') ? pointer : `#${pointer}`);
  if (components !== 'components' || schemas !== 'schemas' || !name) return undefined;
  for (const doc of places) {
    const schema = indexOf(doc).schemaByName.get(name);
    if (schema) return urls.schema(doc, schema.slug);
  }
  return undefined;
}

/**
 * An operation's badges, oldest first: the release that added it, the newest release that broke it, and the
 * newest that changed it otherwise when that came later.
 */
export function operationBadges(
  strings: Strings,
  doc: ApiDocument,
  op: Pick<Operation, 'slug' | 'kind'>,
): { kind: 'new' | 'changed' | 'breaking'; version: string; text: string }[] {
  const words = strings.changelog;
  const concerns = (change: Change) => change.operation?.slug === op.slug && change.operation.kind === op.kind;
  const badges: ReturnType<typeof operationBadges> = [];
  for (const release of doc.releases ?? []) {
    const mine = release.changes.filter(concerns);
    if (mine.length === 0) continue;
    const added = mine.some((change) => change.type === 'added' && change.rule === 'operation-added');
    if (added) {
      badges.push({ kind: 'new', version: release.version, text: words.newIn(release.version) });
      break;
    }
    const breaking = mine.some((change) => change.level === 'breaking');
    if (breaking && !badges.some((badge) => badge.kind === 'breaking')) {
      badges.push({ kind: 'breaking', version: release.version, text: words.breakingIn(release.version) });
    } else if (badges.length === 0) {
      badges.push({ kind: 'changed', version: release.version, text: words.changedIn(release.version) });
    }
  }
  return badges.reverse();
}

/** The operations the latest release of `doc` added: navigation marks them. */
export function newOperations(doc: ApiDocument): Set<string> {
  const latest = doc.releases?.[0];
  return new Set(
    (latest?.changes ?? [])
      .filter((change) => change.rule === 'operation-added' && change.operation)
      .map((change) => `${change.operation!.kind} ${change.operation!.slug}`),
  );
}
