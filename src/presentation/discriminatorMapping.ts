import type { SchemaNode } from '../model/model.ts';

/**
 * Values of a discriminator's mapping shown outside the schema's own page: a mapping of a thousand types, listed
 * in full on every page whose body uses it, was most of those pages (docs/performance.md).
 */
export const MAPPING_LIMIT = 12;

/** The mapping as a page or twin lists it: whole on the schema's own page, else its first values and how many more. */
export function shownMapping(
  discriminator: NonNullable<SchemaNode['discriminator']>,
  whole: boolean,
): { shown: NonNullable<SchemaNode['discriminator']>['mapping']; more: number } {
  const { mapping } = discriminator;
  if (whole || mapping.length <= MAPPING_LIMIT) return { shown: mapping, more: 0 };
  return { shown: mapping.slice(0, MAPPING_LIMIT), more: mapping.length - MAPPING_LIMIT };
}
