/** Reading values of a parsed document, whose shape nothing guarantees yet. */

/** An object of the parsed document, as read before normalization. */
export type Raw = Record<string, any>;

export const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value when it is an object, else an empty one: reading on never throws. */
export const asObject = (value: unknown): Raw => (isObject(value) ? value : {});

/** The value when it is a non-empty string. */
export const stringOr = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A value as one line of text: strings as written (the empty one as `""`, which shows), anything else as JSON. */
export const display = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? value : JSON.stringify(value);
