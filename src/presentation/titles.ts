import { latestDocuments } from '../model/apiVersions.ts';
import type { ApiDocument, Description, NavGroup, Operation, Site } from '../model/model.ts';
import type { Strings } from './strings/catalog.ts';

/** Longer summaries (GitHub's webhooks write paragraphs there) are shown as text under the title instead. */
const MAX_TITLE = 120;

/** An operation's title: its summary when that is one short line, else the webhook's name or method and path. */
export function operationTitle(op: Pick<Operation, 'summary' | 'kind' | 'method' | 'path'>): string {
  const summary = op.summary?.trim();
  if (summary && !summary.includes('\n') && summary.length <= MAX_TITLE) return summary;
  return op.kind === 'webhook' ? op.path : `${op.method} ${op.path}`;
}

/** The summary a list shows after an operation's path, unless it only repeats it (a webhook summarised by its name). */
export function listedSummary(op: Pick<Operation, 'summary' | 'path'>): string | undefined {
  const summary = op.summary?.trim();
  return summary && summary !== op.path ? summary : undefined;
}

/** The summary when it is too long to be the title, to show as a lead paragraph. */
export function longSummary(op: Pick<Operation, 'summary' | 'kind' | 'method' | 'path'>): string | undefined {
  const summary = op.summary?.trim();
  return summary && operationTitle(op) !== summary ? summary : undefined;
}

/** The summary's Markdown when the summary is the title: the page renders it inline, the twin writes it. */
export const titleMarkup = (op: Operation): Description | undefined =>
  op.summaryMarkup && operationTitle(op) === op.summary?.trim() ? op.summaryMarkup : undefined;

/** The summary's Markdown when it is too long to be the title: the lead paragraph under it. */
export const leadMarkup = (op: Operation): Description | undefined => (longSummary(op) ? op.summaryMarkup : undefined);

/** Whether the title is the method and path (or the webhook's name): the line under it would say them again. */
export const titleIsPath = (op: Pick<Operation, 'summary' | 'kind' | 'method' | 'path'>): boolean =>
  operationTitle(op) !== op.summary?.trim();

/** Navigation entries are one short line: the summary's first line, cut; a webhook with a long one, its name. */
export function navigationTitle(op: Pick<Operation, 'summary' | 'kind' | 'path'>, max = 80): string {
  const title = summaryTitle(op, max);
  if (title) return title;
  const summary = op.summary?.split('\n')[0].trim();
  if (op.kind === 'webhook' || !summary) return op.path;
  return `${summary.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Navigation labels for one list of operations (a tag's, say): an operation's navigation title when it has a
 * summary, else its path without the segments every path of the list shares but the last of them, so that
 * Netlify's `/{account_slug}/members` and `/{account_slug}/members/{member_id}` read `…/members` and
 * `…/members/{member_id}` instead of the same cut-off text. Beside the method badge they tell the entries apart;
 * the full path goes in a tooltip (`fullPath`). Keyed by slug.
 */
export function navigationLabels(
  ops: Pick<Operation, 'summary' | 'kind' | 'path' | 'slug'>[],
  max = 80,
): Map<string, { label: string; fullPath?: string }> {
  const bare = new Set(ops.filter((op) => op.kind !== 'webhook' && !summaryTitle(op, max)));
  // Dropped: the shared segments but the last, which stays as context (`…/members`).
  const dropped = bare.size > 1 ? sharedSegments([...bare].map((op) => segmentsOf(op.path))) - 1 : 0;
  const labels = new Map<string, { label: string; fullPath?: string }>();
  for (const op of ops) {
    if (dropped < 1 || !bare.has(op)) labels.set(op.slug, { label: navigationTitle(op, max) });
    else labels.set(op.slug, { label: `…/${segmentsOf(op.path).slice(dropped).join('/')}`, fullPath: op.path });
  }
  return labels;
}

/** A summary short enough to be a navigation title. */
function summaryTitle(op: Pick<Operation, 'summary'>, max: number): string | undefined {
  const summary = op.summary?.split('\n')[0].trim();
  return summary && summary.length <= max ? summary : undefined;
}

/** A path's segments, a trailing empty one kept (`/a/` is not `/a`). */
const segmentsOf = (path: string) => path.replace(/^\//, '').split('/');

/** How many leading segments all the paths share. */
function sharedSegments(paths: string[][]): number {
  const shortest = Math.min(...paths.map((segments) => segments.length));
  let count = 0;
  while (count < shortest && paths.every((segments) => segments[count] === paths[0][count])) count++;
  return count;
}

/** A navigation group's title: its name, or the words for a group the generator made. */
export const groupTitle = (strings: Strings, group: NavGroup): string =>
  group.generated ? strings.reference.generatedGroups[group.generated] : group.name;

/**
 * The title in the header and after each page's own: the configured one, else the API's on its pages, else the
 * only API's, else a generic one (the home page of several APIs, guides).
 */
export function siteTitle(strings: Strings, site: Site, doc?: ApiDocument): string {
  const apis = latestDocuments(site);
  const only = apis.length === 1 ? apis[0] : undefined;
  return site.config.title ?? (doc ?? only)?.info.title ?? strings.frame.defaultTitle;
}

/** A document's version as its badge shows it: `v1.2` for a number, `V2`, `beta` or `2024-01-01` as written. */
export const versionBadge = (version: string): string =>
  /^\d/.test(version) && !/^\d{4}-\d\d/.test(version) ? `v${version}` : version;

/** A path cut after each slash but its first (`/pets/`, `{petId}`): where a long one may break onto the next line. */
export const pathBreaks = (path: string): string[] => path.split(/(?<=.\/)/);
