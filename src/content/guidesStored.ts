/**
 * How many guides the loader stored, on `globalThis` as the pages read their own copy of this module: with
 * none, `guideCollection.ts` does not ask Astro, which would warn that the collection is empty.
 */
export const guidesStored: { count?: number } = ((
  globalThis as { apiReferenceGuides?: { count?: number } }
).apiReferenceGuides ??= {});
