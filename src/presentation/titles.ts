import { latestDocuments } from '../model/apiVersions.ts';
import type { ApiDocument, NavGroup, Operation, Site } from '../model/model.ts';
import { strings } from './strings/catalog.ts';

/** Longer summaries (GitHub's webhooks write paragraphs there) are shown as text under the title instead. */
const MAX_TITLE = 120;

/** An operation's title: its summary when that is one short line, else the webhook's name or method and path. */
export function operationTitle(op: Pick<Operation, 'summary' | 'kind' | 'method' | 'path'>): string {
  const summary = op.summary?.trim();
  if (summary && !summary.includes('\n') && summary.length <= MAX_TITLE) return summary;
  return op.kind === 'webhook' ? op.path : `${op.method} ${op.path}`;
}

/** The summary when it is too long to be the title, to show as a lead paragraph. */
export function longSummary(op: Pick<Operation, 'summary' | 'kind' | 'method' | 'path'>): string | undefined {
  const summary = op.summary?.trim();
  return summary && operationTitle(op) !== summary ? summary : undefined;
}

/** Navigation entries are one short line: the summary's first line, cut; a webhook with a long one, its name. */
export function navigationTitle(op: Pick<Operation, 'summary' | 'kind' | 'path'>, max = 80): string {
  const summary = op.summary?.split('\n')[0].trim();
  if (summary && summary.length <= max) return summary;
  if (op.kind === 'webhook' || !summary) return op.path;
  return `${summary.slice(0, max - 1).trimEnd()}…`;
}

/** A navigation group's title: its name, or the words for a group the generator made. */
export const groupTitle = (group: NavGroup): string =>
  group.generated ? strings.reference.generatedGroups[group.generated] : group.name;

/**
 * The title in the header and after each page's own: the configured one, else the API's on its pages, else the
 * only API's, else a generic one (the home page of several APIs, guides).
 */
export function siteTitle(site: Site, doc?: ApiDocument): string {
  const apis = latestDocuments(site);
  const only = apis.length === 1 ? apis[0] : undefined;
  return site.config.title ?? (doc ?? only)?.info.title ?? strings.frame.defaultTitle;
}
