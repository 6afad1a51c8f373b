import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_ARGUMENTS, type MessageValues } from './messageArguments.ts';
import { PARSE_OPTIONS, placeholdersOf } from './placeholders.ts';
import type { Locale } from './locales.ts';
import { overridesFor, type Overrides, type SiteStrings } from './overrides.ts';
import ar from './messages/ar.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };

/** A language's messages: English's groups and keys, each an ICU message. */
export type Messages = typeof en;
type Tree = { [key: string]: Tree | string };
type Calls = typeof MESSAGE_ARGUMENTS;

/**
 * The words of a group, typed from English's messages: a message with an entry in MESSAGE_ARGUMENTS is a function
 * of those arguments; any other is a string. A group inside a group (`parametersIn`) is also looked up by name.
 */
type Words<M, C> = {
  [K in keyof M]: K extends keyof C
    ? C[K] extends (...args: infer A) => unknown
      ? (...args: A) => string
      : Words<M[K], C[K]>
    : M[K] extends string
      ? string
      : Words<M[K], object> & Record<string, string>;
};

/** Every word of the site, in the shape pages use: `strings.fields.usedBy`, `strings.reference.operations(3)`. */
export type Strings = Words<Omit<Messages, 'language'>, Calls> & {
  /** The language itself: its tag for `<html lang>`, dates and numbers, its direction, and how it lists. */
  language: { tag: string; name: string; dir: 'ltr' | 'rtl'; listSeparator: string };
};

/** Every language's messages (messages/<locale>.json): each has exactly English's keys. */
export const TRANSLATIONS: Record<Locale, Messages> = { ar, de, en, es, fr, ja };

/** The words of one language, with a user's overrides in place of its own messages. */
export function stringsFor(locale: Locale, overrides: Overrides = {}): Strings {
  const { tag, listSeparator: separator } = TRANSLATIONS[locale].language;
  // Each message is its language's, or the override of its dotted key.
  const build = (messages: Tree, calls: Record<string, unknown> | undefined, path: string): unknown =>
    Object.fromEntries(
      Object.entries(messages).map(([key, value]) => {
        const dotted = `${path}${key}`;
        const call = calls?.[key];
        if (typeof value !== 'string') return [key, build(value, call as Record<string, unknown>, `${dotted}.`)];
        const message = overrides[dotted] ?? value;
        if (typeof call !== 'function') return [key, slotted(message, tag)];
        const format = new IntlMessageFormat(message, tag, undefined, PARSE_OPTIONS);
        // Every page asks for the same few words with the same values ("12 more above"): each is formatted once.
        const formatted = new Map<string, unknown>();
        return [
          key,
          (...args: unknown[]) => {
            const values = JSON.stringify(args);
            let text = formatted.get(values);
            if (text === undefined)
              formatted.set(values, (text = format.format(joinLists(call(...args) as MessageValues, separator))));
            return text;
          },
        ];
      }),
    );
  return build(TRANSLATIONS[locale], MESSAGE_ARGUMENTS, '') as Strings;
}

/**
 * A message pages fill in themselves: its `{slots}` stay as they are (sentenceParts marks them up). One without
 * braces or quotes is its own text.
 */
function slotted(message: string, tag: string): string {
  if (!/[{}']/.test(message)) return message;
  const slots = [...placeholdersOf(message).keys()];
  const format = new IntlMessageFormat(message, tag, undefined, PARSE_OPTIONS);
  return format.format(Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`]))) as string;
}

const joinLists = (values: MessageValues, separator: string) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.join(separator) : value]),
  );

/** The words of a site in each of its languages, each with the user's `strings` (site.config.json): made once. */
export function siteStringsFor(
  locales: readonly Locale[],
  siteStrings: SiteStrings = {},
): ReadonlyMap<Locale, Strings> {
  return new Map(locales.map((locale) => [locale, stringsFor(locale, overridesFor(locale, siteStrings))]));
}
