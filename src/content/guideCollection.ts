import { getCollection, type CollectionEntry } from 'astro:content';

export type Guide = CollectionEntry<'guides'>;

let built: Promise<Guide[]> | undefined;

/** Every guide, in navigation order: `order`, then title. Read once per build; `astro dev` reads each time. */
export function allGuides(): Promise<Guide[]> {
  const guides = built ?? sortedGuides();
  if (import.meta.env.PROD) built = guides;
  return guides;
}

async function sortedGuides(): Promise<Guide[]> {
  const guides = await getCollection('guides');
  return guides.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}
