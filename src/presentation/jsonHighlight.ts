/**
 * JSON as `JSON.stringify(value, null, 2)` writes it (every example the model pretty-prints, whole or cut after a
 * line and ended with `…`), highlighted to the same HTML shiki's JSON grammar gives through highlight.ts's compact
 * transformer, without running the grammar: examples are most of the code a large document highlights, and their
 * layout is known in advance. The `…` of a cut example is plain text (the grammar would show it as an error). Any
 * other text is left to shiki: `undefined`.
 */

import { EXAMPLE_CUT_LINE } from '../model/model.ts';
import { codeBlockHtml, escapeCode, tokenHtml } from './codeHtml.ts';

/** The classes of the JSON grammar's token colours (styles/code.css). */
export interface JsonClasses {
  key?: string;
  string?: string;
  escape?: string;
  literal?: string;
}

type Part = [text: string, className: string | undefined];

// A JSON string holds no raw control character.
// eslint-disable-next-line no-control-regex
const STRING = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/;
const ESCAPE = /\\(?:u[0-9a-fA-F]{4}|.)/g;
const LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/;

export function jsonHtml(code: string, classes: JsonClasses, maxLineLength: number): string | undefined {
  const lines = code.split('\n');
  const cut = lines.length > 1 && lines.at(-1) === EXAMPLE_CUT_LINE;
  if (cut) lines.pop();
  const html: string[] = [];
  /** The open objects and lists, and whether the last line ended an item without a comma (a closer must follow). */
  const open: string[] = [];
  let last = false;
  let done = false;
  for (const line of lines) {
    if (done) return undefined;
    const parts: Part[] = [];
    const indent = '  '.repeat(open.length);
    const closer = line.trimStart()[0];
    if (closer === '}' || closer === ']') {
      if (!last || open.pop() !== (closer === '}' ? '{' : '[')) return undefined;
      if (line !== `${'  '.repeat(open.length)}${closer}` && line !== `${'  '.repeat(open.length)}${closer},`) {
        return undefined;
      }
      parts.push([line, undefined]);
      last = !line.endsWith(',');
    } else {
      if (!line.startsWith(indent) || line[indent.length] === ' ' || (open.length > 0 && last)) return undefined;
      if (indent) parts.push([indent, undefined]);
      let rest = line.slice(indent.length);
      if (open.at(-1) === '{') {
        const key = STRING.exec(rest)?.[0];
        if (!key || rest[key.length] !== ':' || rest[key.length + 1] !== ' ') return undefined;
        stringParts(parts, key, classes.key, classes.escape);
        parts.push([': ', undefined]);
        rest = rest.slice(key.length + 2);
      }
      const string = STRING.exec(rest)?.[0];
      const literal = string ? undefined : LITERAL.exec(rest)?.[0];
      if (string) stringParts(parts, string, classes.string, classes.escape);
      else if (literal) parts.push([literal, classes.literal]);
      const value = string ?? literal ?? /^(?:\{\}|\[\]|\{|\[)/.exec(rest)?.[0];
      if (!value) return undefined;
      rest = rest.slice(value.length);
      if (value === '{' || value === '[') {
        if (rest) return undefined;
        parts.push([value, undefined]);
        open.push(value);
        last = false;
      } else {
        if (rest !== '' && rest !== ',') return undefined;
        if (!string && !literal) parts.push([value, undefined]);
        if (rest) parts.push([rest, undefined]);
        last = !rest;
      }
    }
    if (open.length === 0) done = true;
    if (line.length >= maxLineLength) {
      // Shiki leaves a line at its length limit plain, and reads the next as if it had not been there: an item.
      if (/[[{]$/.test(line) || /^\s*[}\]]/.test(line)) return undefined;
      html.push(escapeCode(line));
    } else html.push(lineHtml(parts));
  }
  if (cut) html.push(EXAMPLE_CUT_LINE);
  else if (!done) return undefined;
  return codeBlockHtml(html);
}

/** A string literal: its escapes apart, in their own colour. */
function stringParts(parts: Part[], literal: string, className: string | undefined, escapeClass: string | undefined) {
  let at = 0;
  for (const match of literal.matchAll(ESCAPE)) {
    if (match.index > at) parts.push([literal.slice(at, match.index), className]);
    parts.push([match[0], escapeClass]);
    at = match.index + match[0].length;
  }
  if (at < literal.length) parts.push([literal.slice(at), className]);
}

/**
 * One line as shiki writes it: neighbours of one colour merged, the indentation carried into the token after it,
 * text in the block's own colour bare.
 */
function lineHtml(parts: Part[]): string {
  const merged: Part[] = [];
  for (const [text, className] of parts) {
    const previous = merged.at(-1);
    if (previous && previous[1] === className) previous[0] += text;
    else merged.push([text, className]);
  }
  if (merged.length > 1 && merged[0][1] === undefined && merged[0][0].trim() === '') {
    const [indent] = merged.shift()!;
    merged[0][0] = indent + merged[0][0];
  }
  return merged.map(([text, className]) => tokenHtml(text, { class: className })).join('');
}
