import type { Change, ChangeLevel } from '../model/changes.ts';
import type { Strings } from './strings/catalog.ts';
import { sentenceParts, type SentencePart } from './strings/sentence.ts';

/**
 * The one-line sentence of a change, in pieces: words, and the values its rule names (`{location}`, `{from}`…)
 * as slots a page can mark up as code. An empty value (a limit that was not set) reads "none".
 */
export function changeSentenceParts(strings: Strings, change: Change): SentencePart[] {
  const template = (strings.changeRules as Record<string, string>)[change.rule] ?? change.rule;
  const values: Record<string, string> = { location: change.location ?? '' };
  for (const [key, value] of Object.entries(change.details))
    values[key] = value === '' ? strings.changeWords.none : value;
  const sentence = sentenceParts(template, values);
  // A change inside a callback says which: the same rule reads otherwise as the operation's own.
  return change.callback
    ? [...sentenceParts(strings.changeWords.inCallback, { callback: change.callback }), ...sentence]
    : sentence;
}

/** The sentence as plain text: `Parameter query.limit became required.` */
export const changeSentence = (strings: Strings, change: Change): string =>
  changeSentenceParts(strings, change)
    .map((part) => part.text)
    .join('');

/** The level's word: "breaking", "non-breaking", "deprecation". */
export const levelWord = (strings: Strings, level: ChangeLevel): string => strings.changeWords.levels[level];

/** `GET /pets/{id}` for an operation, the webhook's name for a webhook; '' for a document-wide change. */
export const changeOperationLabel = (change: Change): string =>
  change.operation ? `${change.operation.method.toUpperCase()} ${change.operation.path}` : '';
