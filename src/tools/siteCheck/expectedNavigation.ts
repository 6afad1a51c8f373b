import type { ExpectedNavigation, ExpectedOperation } from './expectations.ts';
import { isObject, type Raw } from './refs.ts';

export function expectedNavigationOf(
  root: Raw,
  operations: Iterable<ExpectedOperation>,
  webhooks: Iterable<ExpectedOperation>,
): ExpectedNavigation {
  const declared = Array.isArray(root.tags) ? root.tags.filter(isObject).map((tag) => String(tag.name)) : [];
  const groups = Array.isArray(root['x-tagGroups']) ? root['x-tagGroups'].filter(isObject) : [];
  const requiredTags = new Set<string>();
  for (const operation of operations) for (const tag of operation.tags) requiredTags.add(tag);
  const knownTags = new Set([...declared, ...requiredTags]);
  for (const webhook of webhooks) for (const tag of webhook.tags) knownTags.add(tag);
  for (const group of groups) if (Array.isArray(group.tags)) for (const tag of group.tags) knownTags.add(String(tag));
  const requiredGroups = new Set(groups.map((group) => String(group.name)));
  return { requiredTags, knownTags, requiredGroups, knownGroups: new Set([...requiredGroups, ...knownTags]) };
}
