import type { Description, NavGroup, Operation, Tag } from '../../model/model.ts';
import { descriptionOf } from './descriptions.ts';
import { SlugSet } from '../../shared/slug.ts';
import { externalDocsOf } from './externalDocs.ts';
import { type Raw, asObject, stringOr } from '../../shared/rawValues.ts';

/**
 * Tags with their operations, and the navigation groups above them. Operations without tags are grouped by
 * their first meaningful path segment (Stripe- or AWS-style documents), so the navigation stays usable.
 */
export function navigationOf(document: Raw, operations: Operation[]): { tags: Tag[]; navigation: NavGroup[] } {
  const declared = (Array.isArray(document.tags) ? document.tags : [])
    .map(asObject)
    .filter((t) => typeof t.name === 'string');
  const untagged = operations.filter((op) => op.tags.length === 0);
  const skip = commonSegments(untagged.map((op) => op.path));
  for (const op of untagged) op.tags.push(resourceOf(op.path, skip));

  const tags = new Map<string, Tag>();
  const declaredNames = new Set(declared.map((t) => t.name));
  const tagOf = (name: string, raw: Raw = {}): Tag => {
    let tag = tags.get(name);
    if (!tag) {
      const description = descriptionOf(raw.description);
      tag = {
        name,
        displayName: stringOr(raw['x-displayName']) ?? stringOr(raw.summary) ?? (name.trim() || untitled(description)),
        slug: '',
        description,
        externalDocs: externalDocsOf(raw.externalDocs),
        operations: [],
      };
      tags.set(name, tag);
    }
    return tag;
  };
  for (const raw of declared) tagOf(raw.name, raw);
  for (const op of operations) for (const name of op.tags) tagOf(name).operations.push(op.slug);
  const generated = new Set(untagged.map((op) => op.tags[0]).filter((name) => !declaredNames.has(name)));
  for (const name of generated) tags.get(name)!.generated = true;

  // A tag without operations stays when an x-tagGroups entry lists it: a section of text (Redoc's trait tags).
  const grouped = new Set(
    (Array.isArray(document['x-tagGroups']) ? document['x-tagGroups'] : [])
      .flatMap((g: unknown) => asObject(g).tags ?? [])
      .map(String),
  );
  const shown = [...tags.values()].filter(
    (tag) => tag.operations.length > 0 || (grouped.has(tag.name) && tag.description),
  );
  const slugs = new SlugSet();
  for (const tag of shown) tag.slug = slugs.take(tag.name.trim() ? tag.name : tag.displayName);
  // A tag of webhooks alone is no entry among the operations' (the webhooks have their own section).
  const calls = new Set(operations.filter((op) => op.kind !== 'webhook').flatMap((op) => op.tags));
  const webhookTags = new Set(shown.filter((t) => t.operations.length > 0 && !calls.has(t.name)).map((t) => t.name));
  return { tags: shown, navigation: groupsOf(document, declared, shown, webhookTags) };
}

/**
 * What a tag named "" is called: its description when that is a few plain words (Bungie's "core"), else "default",
 * as Swagger UI calls operations without a tag.
 */
const untitled = (description: Description | undefined) =>
  description?.words && description.words.length <= 40 ? description.words : 'default';

/**
 * `x-tagGroups`, else 3.2 `parent` tags, else one group; tags no group lists go to a last group. A group of
 * webhooks' tags alone is the webhooks' section under the document's name for it; elsewhere those tags are left
 * out, their webhooks listed in the navigation's own webhooks section.
 */
function groupsOf(document: Raw, declared: Raw[], tags: Tag[], webhookTags: Set<string>): NavGroup[] {
  const known = new Set(tags.map((t) => t.name));
  const listed: { name: string; tags: string[] }[] = [];
  if (Array.isArray(document['x-tagGroups'])) {
    for (const group of document['x-tagGroups'].map(asObject)) {
      if (typeof group.name !== 'string' || !Array.isArray(group.tags)) continue;
      const members = group.tags.map(String).filter((n: string) => known.has(n));
      const existing = listed.find((g) => g.name === group.name);
      if (existing) existing.tags.push(...members.filter((n: string) => !existing.tags.includes(n)));
      else listed.push({ name: group.name, tags: members });
    }
  } else if (declared.some((t) => typeof t.parent === 'string')) {
    for (const parent of declared.filter((t) => !known.has(t.name))) {
      listed.push({
        name: parent.name,
        tags: declared.filter((t) => t.parent === parent.name && known.has(t.name)).map((t) => t.name),
      });
    }
  }
  const groups: NavGroup[] = [];
  for (const group of listed) {
    const operationTags = group.tags.filter((name) => !webhookTags.has(name));
    if (operationTags.length > 0) groups.push({ name: group.name, tags: operationTags });
    else if (group.tags.length > 0) groups.push({ name: group.name, tags: group.tags, webhooks: true });
  }
  const placed = new Set(groups.flatMap((g) => g.tags));
  const rest = tags.filter((t) => !placed.has(t.name) && !webhookTags.has(t.name)).map((t) => t.name);
  if (rest.length)
    groups.push({ name: '', tags: rest, generated: groups.some((g) => !g.webhooks) ? 'other' : 'reference' });
  return groups;
}

const isParameter = (segment: string) => segment.includes('{');
const segmentsOf = (path: string) => path.split('/').filter((part) => part !== '');

/**
 * How many leading path segments to pass over: the literal ones every path shares (`/v1/`, `/api/v2/`),
 * as long as what follows still tells the operations apart.
 */
function commonSegments(paths: string[]): number {
  if (paths.length < 2) return 0;
  const split = paths.map(segmentsOf);
  let common = 0;
  while (split.every((s) => s[common] !== undefined && !isParameter(s[common]) && s[common] === split[0][common]))
    common++;
  for (let skip = common; skip > 0; skip--) {
    if (new Set(paths.map((path) => resourceOf(path, skip))).size > 1) return skip;
  }
  return 0;
}

/** The first literal path segment after `skip` (`/v1/customers/{id}` → `customers` with skip 1). */
function resourceOf(path: string, skip: number): string {
  const segments = segmentsOf(path);
  const literal = segments.slice(skip).find((part) => !isParameter(part));
  return literal ?? segments.filter((part) => !isParameter(part)).at(-1) ?? 'default';
}
