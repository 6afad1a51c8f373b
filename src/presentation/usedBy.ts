import type { ApiDocument, NamedSchema, Operation, Tag } from '../model/model.ts';
import { indexOf } from '../model/documentIndex.ts';
import type { Strings } from './strings/catalog.ts';
import { LISTING_PAGE_SIZE } from './paging.ts';

/**
 * A model's page lists what uses it up to this many entries; past it the page shows the groups with their counts,
 * each a link into the paged list, so a model thousands of operations use (an error model) stays a small page.
 */
export const USED_BY_ON_PAGE = 40;

export type UsedByEntry = { operation: Operation; schema?: undefined } | { schema: NamedSchema; operation?: undefined };

/** The operations of one tag (the first each names), the webhooks of none, or the models that use a model. */
export interface UsedByGroup {
  kind: 'tag' | 'webhooks' | 'other' | 'models';
  tag?: Tag;
  /** The group's id on the paged list, unique there (`tag-pets`, `models`). */
  id: string;
  entries: UsedByEntry[];
  /** The page of the paged list its first entry is on (1-based). */
  page: number;
}

export interface UsedByPage {
  number: number;
  parts: { group: UsedByGroup; entries: UsedByEntry[]; continued: boolean }[];
}

export interface UsedBy {
  operations: number;
  models: number;
  groups: UsedByGroup[];
  /** Empty when the model's page lists every entry itself. */
  pages: UsedByPage[];
}

/**
 * What uses a named schema, grouped by tag (in the navigation's order of tags), then the models: made once a model
 * (its routes, its page and its twin in every language ask for it).
 */
export function usedByOf(doc: ApiDocument, schema: NamedSchema): UsedBy {
  let usedBy = made.get(schema);
  if (!usedBy) made.set(schema, (usedBy = groupedUsers(doc, schema)));
  return usedBy;
}

const made = new WeakMap<NamedSchema, UsedBy>();

function groupedUsers(doc: ApiDocument, schema: NamedSchema): UsedBy {
  const index = indexOf(doc);
  const users = index.usedBy.get(schema.name) ?? { operations: [], schemas: [] };
  const byKey = new Map<string, UsedByGroup>();
  const groupOf = (kind: UsedByGroup['kind'], tag?: Tag): UsedByGroup => {
    const id = tag ? `tag-${tag.slug}` : kind;
    let group = byKey.get(id);
    if (!group) byKey.set(id, (group = { kind, tag, id, entries: [], page: 1 }));
    return group;
  };
  for (const operation of users.operations) {
    const tag = index.tagByName.get(operation.tags[0]);
    groupOf(tag ? 'tag' : operation.kind === 'webhook' ? 'webhooks' : 'other', tag).entries.push({ operation });
  }
  const tagOrder = new Map(doc.tags.map((tag, i) => [tag.name, i]));
  const rank = (group: UsedByGroup) =>
    group.tag ? tagOrder.get(group.tag.name)! : doc.tags.length + ['webhooks', 'other'].indexOf(group.kind);
  const groups = [...byKey.values()].sort((a, b) => rank(a) - rank(b));
  if (users.schemas.length > 0) {
    const models = groupOf('models');
    models.entries.push(...users.schemas.map((user) => ({ schema: user })));
    groups.push(models);
  }
  const total = users.operations.length + users.schemas.length;
  return {
    operations: users.operations.length,
    models: users.schemas.length,
    groups,
    pages: total > USED_BY_ON_PAGE ? pagesOf(groups) : [],
  };
}

/** The groups cut into pages of LISTING_PAGE_SIZE entries; a group cut in two goes on, marked, on the next page. */
function pagesOf(groups: UsedByGroup[]): UsedByPage[] {
  const pages: UsedByPage[] = [];
  let page: UsedByPage | undefined;
  let room = 0;
  for (const group of groups) {
    let from = 0;
    while (from < group.entries.length) {
      if (!page || room === 0) {
        pages.push((page = { number: pages.length + 1, parts: [] }));
        room = LISTING_PAGE_SIZE;
      }
      if (from === 0) group.page = page.number;
      const entries = group.entries.slice(from, from + room);
      page.parts.push({ group, entries, continued: from > 0 });
      from += entries.length;
      room -= entries.length;
    }
  }
  return pages;
}

/** A group's name as a reader sees it. */
export function usedByGroupLabel(words: Strings, group: UsedByGroup): string {
  if (group.tag) return group.tag.displayName;
  if (group.kind === 'models') return words.reference.models;
  if (group.kind === 'webhooks') return words.reference.webhooks;
  return words.reference.generatedGroups.other;
}
