/** A piece of a catalog sentence: words, or the value of a `{slot}` (shown as code where rendered). */
export type SentencePart = { text: string; slot?: string };

/** "set {setting} in {file}" with its slots' values, in pieces, so a page can mark the values up. */
export function sentenceParts(template: string, values: Record<string, string>): SentencePart[] {
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const slot = /^\{(\w+)\}$/.exec(piece)?.[1];
      return slot && slot in values ? { text: values[slot], slot } : { text: piece };
    });
}
