import type { Description } from '../../model/model.ts';
import { asObject, display, isObject, type Raw } from '../../shared/rawValues.ts';
import { descriptionOf } from './descriptions.ts';

/**
 * What each allowed value of a schema means, from the extensions documents write it in: Redoc's
 * `x-enumDescriptions` (value → text), `x-enum-descriptions` (the same, or a list in the enum's order), Azure's
 * `x-ms-enum.values` and Apideck's `x-enum-elements` (lists of value and description). One entry for each of
 * `values` (undefined where none is said); undefined when none is. Parsed as every description is: authors write
 * Markdown and links in them as anywhere else.
 */
export function enumDescriptionsOf(schema: Raw, values: string[]): (Description | undefined)[] | undefined {
  const said = new Map<string, string>();
  const take = (value: unknown, text: unknown) => {
    if (typeof text === 'string' && text.trim() && value !== undefined && !said.has(display(value)))
      said.set(display(value), text.trim());
  };
  for (const key of ['x-enumDescriptions', 'x-enum-descriptions']) {
    const written = schema[key];
    if (Array.isArray(written))
      written.forEach((text, i) => take(Array.isArray(schema.enum) ? schema.enum[i] : undefined, text));
    else if (isObject(written)) for (const [value, text] of Object.entries(written)) take(value, text);
  }
  const listed = [...listOf(asObject(schema['x-ms-enum']).values), ...listOf(schema['x-enum-elements'])];
  for (const entry of listed) take(entry.value ?? entry.name, entry.description);
  if (!said.size) return undefined;
  const texts = values.map((value) => descriptionOf(said.get(value)));
  return texts.some(Boolean) ? texts : undefined;
}

const listOf = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isObject) : []);
