import semver from 'semver';
import { slugify } from '../../shared/slug.ts';
import type { SiteSource } from './siteSource.ts';

/** A page llms.txt lists: its link (to the Markdown twin), what it is, and the API it belongs to. */
export interface Entry {
  label: string;
  link: string;
  text: string;
  kind: 'operation' | 'model' | 'guide' | 'changes';
  /** The API's path on the site (`/`, `/billing/`): the part of the link before what the page is. */
  api: string;
}

export interface Api {
  path: string;
  title: string;
  version: string;
  document: string;
  operations: number;
  models: number;
}

const ENTRY = /^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/;
const KINDS: [RegExp, Entry['kind']][] = [
  [/^(.*\/)(operations|webhooks)\/[^/]+$/, 'operation'],
  [/^(.*\/)schemas\/[^/]+$/, 'model'],
  [/^(.*\/)guides\/[^/]+$/, 'guide'],
  [/^(.*\/)changes\.md$/, 'changes'],
];

/** The site's pages as its llms.txt lists them (an index written for machines, in every language alike). */
export async function readIndex(source: SiteSource): Promise<{ entries: Entry[]; documents: string[] }> {
  const llms = await source.text('llms.txt');
  if (llms === undefined) throw new Error(`${source.name}: no llms.txt: is it a site this generator built?`);
  const entries: Entry[] = [];
  const documents = new Set<string>();
  for (const line of llms.split('\n')) {
    for (const url of line.match(/\S+openapi\.json\b/g) ?? []) documents.add(url.replace(/^\[?.*\]\(|\)$/g, ''));
    const match = ENTRY.exec(line);
    if (!match) continue;
    const [, label, link, text = ''] = match;
    const path = new URL(link, 'http://site/').pathname;
    for (const [pattern, kind] of KINDS) {
      const found = pattern.exec(path);
      if (found) entries.push({ label, link, text, kind, api: kind === 'guide' ? '' : found[1] });
    }
  }
  return { entries, documents: [...documents] };
}

/** Each API: its document's title and version (its openapi.json download), and how many pages it has. */
export async function readApis(source: SiteSource, entries: Entry[], documents: string[]): Promise<Api[]> {
  return Promise.all(
    documents.map(async (document) => {
      const path = new URL(document, 'http://site/').pathname.replace(/openapi\.json$/, '');
      const info = JSON.parse((await source.text(document)) ?? '{}').info ?? {};
      const count = (kind: Entry['kind']) => entries.filter((e) => e.kind === kind && e.api === path).length;
      return {
        path,
        title: String(info.title ?? path),
        version: String(info.version ?? ''),
        document,
        operations: count('operation'),
        models: count('model'),
      };
    }),
  );
}

/**
 * The pages a query finds, best first: an exact name (`GET /pets`, `Pet`, an operationId) before words in the name,
 * then words in what the search index read of the page (`contents`, by page address: its description, its
 * parameters' and fields' names).
 */
export function search(entries: Entry[], query: string, limit: number, contents: Map<string, string>): Entry[] {
  const wanted = query.trim().toLowerCase();
  const words = wanted.split(/\s+/).filter(Boolean);
  const scored = entries
    .filter((entry) => entry.kind !== 'changes')
    .map((entry) => {
      const label = entry.label.toLowerCase();
      const text = entry.text.toLowerCase();
      const content = (contents.get(pageOf(entry)) ?? '').toLowerCase();
      const exact = label === wanted || entryName(entry) === slugify(query) || text === wanted;
      const score =
        (exact ? 100 : 0) +
        words.reduce(
          (sum, word) =>
            sum + (label.includes(word) ? 3 : 0) + (text.includes(word) ? 1 : 0) + (content.includes(word) ? 1 : 0),
          0,
        );
      return { entry, score };
    })
    .filter(({ score }) => score > 0);
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** An operation by `METHOD /path`, operationId or summary, or a model by name; in one API when `api` says which. */
export function find(entries: Entry[], kind: 'operation' | 'model', name: string, api?: string): Entry[] {
  const wanted = name.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      entry.kind === kind &&
      (api === undefined || entry.api === api || entry.api === `/${api.replace(/^\/|\/$/g, '')}/`) &&
      (entry.label.toLowerCase() === wanted ||
        entry.text.toLowerCase() === wanted ||
        entryName(entry) === slugify(name)),
  );
}

/** The address of the page an entry's twin stands for. */
const pageOf = (entry: Entry) => new URL(entry.link.replace(/\.md$/, '/'), 'http://site/').pathname;

/** The page's own name in its link: `get-pet` of `/operations/get-pet.md`. */
const entryName = (entry: Entry) =>
  entry.link
    .replace(/\.md$|\/$/, '')
    .split('/')
    .pop() ?? '';

/** The releases of an API's change feed (JSON Feed, newest first) after `since`, or all of them. */
export async function changesSince(
  source: SiteSource,
  changes: Entry,
  since: string | undefined,
): Promise<{ version: string; title: string; date?: string; text: string }[]> {
  const feed = JSON.parse((await source.text(changes.link.replace(/\.md$/, '.json'))) ?? '{"items":[]}');
  const releases = (
    feed.items as { tags?: string[]; title: string; date_published?: string; content_text: string }[]
  ).map((item) => ({
    version: item.tags?.[0] ?? '',
    title: item.title,
    date: item.date_published,
    text: item.content_text,
  }));
  if (!since) return releases;
  const named = releases.findIndex((release) => release.version === since);
  if (named !== -1) return releases.slice(0, named);
  const after = semver.coerce(since);
  return releases.filter((release) => {
    const version = semver.coerce(release.version);
    return after !== null && version !== null && semver.gt(version, after);
  });
}
