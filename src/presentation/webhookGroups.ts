import type { ApiDocument, NavGroup, Operation } from '../model/model.ts';

/**
 * The webhooks each section of the navigation lists: a group of `webhooks` its tags' (in document order), and the
 * navigation's own section, titled `title`, those no group lists — inside the group of that name when the document
 * has one (Svix's "Webhooks"), so that no two sections read alike.
 */
export function webhookSections(doc: ApiDocument, title: string): Sections {
  // Every page's navigation asks: they are found once a document and title.
  let byTitle = made.get(doc);
  if (!byTitle) made.set(doc, (byTitle = new Map()));
  let sections = byTitle.get(title);
  if (!sections) byTitle.set(title, (sections = sectionsOf(doc, title)));
  return sections;
}

type Sections = Map<NavGroup | 'ungrouped', Operation[]>;
const made = new WeakMap<ApiDocument, Map<string, Sections>>();

function sectionsOf(doc: ApiDocument, title: string): Sections {
  const sections = new Map<NavGroup | 'ungrouped', Operation[]>();
  const groups = doc.navigation.filter((group) => group.webhooks);
  for (const group of groups) {
    const tags = new Set(group.tags);
    sections.set(
      group,
      doc.webhooks.filter((webhook) => webhook.tags.some((tag) => tags.has(tag))),
    );
  }
  const grouped = new Set(groups.flatMap((group) => group.tags));
  const rest = doc.webhooks.filter((webhook) => !webhook.tags.some((tag) => grouped.has(tag)));
  if (rest.length === 0) return sections;
  const namesake = groups.find((group) => group.name.trim().toLowerCase() === title.toLowerCase());
  if (namesake) {
    const listed = new Set([...sections.get(namesake)!, ...rest]);
    sections.set(
      namesake,
      doc.webhooks.filter((webhook) => listed.has(webhook)),
    );
  } else sections.set('ungrouped', rest);
  return sections;
}
