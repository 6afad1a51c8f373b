import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

/** How a message uses a named value: as words, as a number, or to choose between variants. */
export type PlaceholderKind = 'text' | 'number' | 'date' | 'plural' | 'select';

/** Tags are not markup in our messages: `<` is a word ("< 10"). */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

/** The named values an ICU message uses, each with how it uses it. A syntax error throws, with the parser's words. */
export function placeholdersOf(message: string): Map<string, PlaceholderKind> {
  const found = new Map<string, PlaceholderKind>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isArgumentElement(element)) found.set(element.value, found.get(element.value) ?? 'text');
      else if (isNumberElement(element)) found.set(element.value, found.get(element.value) ?? 'number');
      else if (isDateElement(element) || isTimeElement(element)) found.set(element.value, 'date');
      else if (isPluralElement(element) || isSelectElement(element)) {
        found.set(element.value, isPluralElement(element) ? 'plural' : 'select');
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message, PARSE_OPTIONS));
  return found;
}
