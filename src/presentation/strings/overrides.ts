import { closestName } from '../../shared/closestName.ts';
import { LOCALES, type Locale } from './locales.ts';
import en from './messages/en.json' with { type: 'json' };
import { placeholdersOf, type PlaceholderKind } from './placeholders.ts';

/**
 * site.config.json `strings`: dotted keys of English's messages for every language the site is built in, and a
 * locale's own under its name (`"de": { "fields.usedBy": "…" }`), which win there.
 */
export type SiteStrings = Record<string, string | Record<string, string>>;

/** A language's replaced words: dotted keys of English's messages, each an ICU message. */
export type Overrides = Record<string, string>;

/** One problem of a user's words: where in `strings` and what is wrong. */
export type OverrideProblem = { path: string[]; message: string };

/** Every message a user may replace, by dotted key, with English's message (`language.*` is not words). */
export const ENGLISH_MESSAGES: ReadonlyMap<string, string> = new Map(
  flatten(en).filter(([key]) => !key.startsWith('language.')),
);

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** The overrides for one language: the site's `strings` for every language, then that language's own. */
export function overridesFor(locale: Locale, strings: SiteStrings = {}): Overrides {
  const shared = Object.entries(strings).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const own = strings[locale];
  return { ...Object.fromEntries(shared), ...(typeof own === 'object' ? own : {}) };
}

const isNumeric = (kind: PlaceholderKind | undefined) => kind === 'number' || kind === 'plural';

/** What is wrong with a user's `strings`: unknown keys, messages ICU cannot read, values English's message lacks. */
export function overrideProblems(strings: SiteStrings): OverrideProblem[] {
  return Object.entries(strings).flatMap(([key, value]) => {
    if (typeof value === 'string') return messageProblems([key], value);
    if ((LOCALES as readonly string[]).includes(key))
      return Object.entries(value).flatMap(([inner, message]) => messageProblems([key, inner], message));
    const message = `an object of words belongs under a language's name (${LOCALES.join(', ')}), not "${key}"`;
    return [{ path: [key], message }];
  });
}

function messageProblems(path: string[], message: string): OverrideProblem[] {
  const key = path.at(-1)!;
  const english = ENGLISH_MESSAGES.get(key);
  if (english === undefined) {
    const hint = closestName(key, ENGLISH_MESSAGES.keys(), 4);
    const known = hint ? `did you mean "${hint}"?` : 'the keys are those of src/presentation/strings/messages/en.json';
    return [{ path, message: `"${key}" is not a message of the site: ${known}` }];
  }
  let used: Map<string, PlaceholderKind>;
  try {
    used = placeholdersOf(message);
  } catch (error) {
    return [{ path, message: `not an ICU message (${(error as Error).message}): ${JSON.stringify(message)}` }];
  }
  const expected = placeholdersOf(english);
  const names = [...expected.keys()].map((name) => `{${name}}`).join(', ');
  return [...used].flatMap(([name, kind]): OverrideProblem[] => {
    if (!expected.has(name)) {
      const takes = names ? `its values are ${names}` : 'it takes no values';
      return [{ path, message: `{${name}} is not a value of this message: ${takes} (English: "${english}")` }];
    }
    if (isNumeric(kind) && !isNumeric(expected.get(name)))
      return [{ path, message: `{${name}} is not a number here: it cannot be counted or formatted as one` }];
    return [];
  });
}
