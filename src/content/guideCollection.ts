import { getCollection, type CollectionEntry } from 'astro:content';
import { buildContext } from '../context/buildContext.ts';

export type Guide = CollectionEntry<'guides'>;

let built: Promise<Guide[]> | undefined;

/** Every guide, in navigation order: `order`, then title. Read once per build; `astro dev` reads each time. */
export function allGuides(): Promise<Guide[]> {
  const guides = built ?? sortedGuides();
  if (import.meta.env.PROD) built = guides;
  return guides;
}

async function sortedGuides(): Promise<Guide[]> {
  // No guide to ship (the Petstore's left out with it): no question Astro would answer with a warning.
  if (buildContext().guidesStored === 0) return [];
  const guides = await getCollection('guides');
  return guides.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}
