import type { DocumentIndex } from '../../model/documentIndex.ts';
import type { Operation, Tag } from '../../model/model.ts';
import { navigationLabels } from '../../presentation/titles.ts';

/** What the navigation lists of a tag: its operations (webhooks have their own section), their labels and places. */
export interface TagEntries {
  operations: Operation[];
  labels: ReturnType<typeof navigationLabels>;
  /** An operation's slug → its place in `operations`. */
  places: Map<string, number>;
}

const cache = new WeakMap<Tag, TagEntries>();

/**
 * A tag's entries, made once per build: every page writes the navigation, and Graph's largest tags hold thousands of
 * operations, each of their pages otherwise walking them all.
 */
export function tagEntries(index: DocumentIndex, tag: Tag): TagEntries {
  let entries = cache.get(tag);
  if (!entries) {
    const operations = tag.operations
      .map((slug) => index.operationBySlug.get(slug)!)
      .filter((op) => op.kind !== 'webhook');
    const places = new Map(operations.map((op, place) => [op.slug, place]));
    cache.set(tag, (entries = { operations, labels: navigationLabels(operations), places }));
  }
  return entries;
}
