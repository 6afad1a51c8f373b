import type { Operation, Tag } from '../../model/model.ts';
import { navigationLabels } from '../../presentation/titles.ts';

const cache = new WeakMap<Tag, ReturnType<typeof navigationLabels>>();

/** A tag's navigation labels (presentation/titles.ts), made once per build: every page writes the navigation. */
export function tagLabels(tag: Tag, operations: Operation[]): ReturnType<typeof navigationLabels> {
  let labels = cache.get(tag);
  if (!labels) cache.set(tag, (labels = navigationLabels(operations)));
  return labels;
}
