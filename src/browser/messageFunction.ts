import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts } from 'intl-messageformat';

/** `Intl`'s formatters, made as a message needs them: a page formats a handful of messages, each seldom. */
const FORMATTERS = {
  getNumberFormat: (locale: string | string[], options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
  getDateTimeFormat: (locale: string | string[], options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
  getPluralRules: (locale: string | string[], options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locale, options),
};
const FORMATS = { number: {}, date: {}, time: {} };

/**
 * A browser word that takes arguments (`searchResults.count(3, 'pet')`): its message, parsed at build time, is
 * formatted here without the parser, so a page carries no ICU parser.
 */
export function messageFunction<Args extends unknown[]>(
  tag: string,
  ast: MessageFormatElement[],
  valuesOf: (...args: Args) => Record<string, unknown>,
): (...args: Args) => string {
  return (...args) =>
    formatToParts(ast, tag, FORMATTERS as never, FORMATS as never, valuesOf(...args) as never)
      .map((part) => String(part.value))
      .join('');
}
