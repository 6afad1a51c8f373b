import type { NavGroup, Operation, Tag } from '../model.ts';
import { markdownToHtml } from '../markdown.ts';
import { slugify, SlugSet } from '../slug.ts';
import { externalDocsOf } from './operations.ts';
import { asObject, stringOr } from './schema.ts';

type Raw = Record<string, any>;

/**
 * Tags with their operations, and the navigation groups above them. An operation without tags goes to a tag
 * named after its first path segment, so documents without tags stay navigable.
 */
export function navigationOf(document: Raw, operations: Operation[]): { tags: Tag[]; navigation: NavGroup[] } {
  const declared = (Array.isArray(document.tags) ? document.tags : []).map(asObject).filter((t) => typeof t.name === 'string');
  for (const op of operations) if (op.tags.length === 0) op.tags.push(firstSegment(op.path));

  const tags = new Map<string, Tag>();
  const tagOf = (name: string, raw: Raw = {}): Tag => {
    let tag = tags.get(name);
    if (!tag) {
      tag = {
        name,
        displayName: stringOr(raw['x-displayName']) ?? stringOr(raw.summary) ?? name,
        slug: '',
        descriptionHtml: markdownToHtml(raw.description),
        externalDocs: externalDocsOf(raw.externalDocs),
        operations: [],
      };
      tags.set(name, tag);
    }
    return tag;
  };
  for (const raw of declared) tagOf(raw.name, raw);
  for (const op of operations) for (const name of op.tags) tagOf(name).operations.push(op.slug);

  const withOperations = [...tags.values()].filter((tag) => tag.operations.length > 0);
  const slugs = new SlugSet();
  for (const tag of withOperations) tag.slug = slugs.take(tag.name);
  return { tags: withOperations, navigation: groupsOf(document, declared, withOperations) };
}

/** `x-tagGroups`, else 3.2 `parent` tags, else tags without operations as groups; leftovers go to a last group. */
function groupsOf(document: Raw, declared: Raw[], tags: Tag[]): NavGroup[] {
  const known = new Set(tags.map((t) => t.name));
  const groups: NavGroup[] = [];
  if (Array.isArray(document['x-tagGroups'])) {
    for (const group of document['x-tagGroups'].map(asObject)) {
      groups.push({ name: String(group.name ?? ''), tags: (group.tags ?? []).map(String).filter((n: string) => known.has(n)) });
    }
  } else if (declared.some((t) => typeof t.parent === 'string')) {
    for (const parent of declared.filter((t) => !known.has(t.name))) {
      groups.push({ name: parent.name, tags: declared.filter((t) => t.parent === parent.name && known.has(t.name)).map((t) => t.name) });
    }
  }
  const placed = new Set(groups.flatMap((g) => g.tags));
  const rest = tags.filter((t) => !placed.has(t.name)).map((t) => t.name);
  if (rest.length) groups.push({ name: groups.length ? 'Other' : 'Reference', tags: rest });
  return groups.filter((g) => g.tags.length > 0);
}

function firstSegment(path: string): string {
  const segment = path.split('/').find((part) => part && !part.startsWith('{'));
  return segment ? segment : 'default';
}

export { slugify };
