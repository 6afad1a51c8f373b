/**
 * Highlighted code written as shiki's HTML writer writes it through highlight.ts's compact transformer: one
 * `<pre>`, lines joined by newlines in no wrapper, a coloured token a span with a short class, other text bare.
 * The writers that skip shiki's own path (JSON examples, lines read once) use it, so all code is alike.
 */

import { splitLines } from 'shiki';

/** A block's lines as shiki splits them (`\n` or `\r\n`). */
export const codeLines = (code: string): string[] => splitLines(code).map(([line]) => line);

/** A token's attributes: its colour's class, and inline what has no class (a font style, an unknown colour). */
export interface TokenAttributes {
  class?: string;
  style?: string;
}

/** Text as shiki's HTML writer escapes it; most tokens need nothing, and looking first is quicker than replacing. */
export const escapeCode = (text: string) =>
  /[&<]/.test(text) ? text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;') : text;

export function tokenHtml(text: string, attributes: TokenAttributes = {}): string {
  const names = `${attributes.class ? ` class="${attributes.class}"` : ''}${attributes.style ? ` style="${attributes.style}"` : ''}`;
  return names ? `<span${names}>${escapeCode(text)}</span>` : escapeCode(text);
}

export const codeBlockHtml = (lines: string[]) =>
  `<pre class="shiki" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
