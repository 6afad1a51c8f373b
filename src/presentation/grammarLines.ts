import { getTokenStyleObject, stringifyTokenStyle, type GrammarState, type ThemedToken } from 'shiki';
import { codeLines, tokenHtml, type TokenAttributes } from './codeHtml.ts';

/** One line tokenized from the grammar's state before it (none: the first line), and the state after it. */
export type TokenizeLine = (line: string, before?: GrammarState) => { tokens: ThemedToken[]; after: GrammarState };

type StateStack = ReturnType<GrammarState['getInternalStack']>;

interface ReadLine {
  before?: StateStack;
  html: string;
  after: GrammarState;
}

/**
 * Code highlighted a line at a time, each line's HTML kept with the grammar's state before it: a line read again
 * in an equal state (the test TextMate editors use to stop re-reading a file) is written as it was. Generated
 * samples repeat most of their lines (a header, a body's fields), which shiki's whole-block path read each time.
 * Lines after one another are read as shiki reads a block: its whitespace and same-style merges are per line.
 */
export function grammarLines(tokenize: TokenizeLine, attributesOf: (token: ThemedToken) => TokenAttributes) {
  const read = new Map<string, ReadLine[]>();
  return {
    /** Each line's HTML. */
    html(code: string): string[] {
      let state: GrammarState | undefined;
      return codeLines(code).map((line) => {
        const stack = state?.getInternalStack();
        const known = read.get(line);
        let found = known?.find(({ before }) => before === stack || (!!before && !!stack && before.equals(stack)));
        if (!found) {
          const { tokens, after } = tokenize(line, state);
          found = {
            before: stack,
            html: merged(tokens)
              .map((token) => tokenHtml(token.content, attributesOf(token)))
              .join(''),
            after,
          };
          if (known) known.push(found);
          else read.set(line, [found]);
        }
        state = found.after;
        return found.html;
      });
    },
  };
}

/** vscode-textmate's FontStyle bits (the enum is a type only, in shiki's types). */
const UNDERLINE_OR_STRIKETHROUGH = 4 | 8;

/** Shiki's two merges of a line's tokens: whitespace into the token after it, then neighbours of one style. */
function merged(tokens: ThemedToken[]): ThemedToken[] {
  const decorated = (token: ThemedToken) => ((token.fontStyle ?? 0) & UNDERLINE_OR_STRIKETHROUGH) !== 0;
  const spaced: ThemedToken[] = [];
  let carried = '';
  for (const [index, token] of tokens.entries()) {
    if (!decorated(token) && /^\s+$/.test(token.content) && index + 1 < tokens.length) {
      carried += token.content;
      continue;
    }
    // Carried whitespace goes into the token after it, unless that one is underlined or struck through.
    if (carried && decorated(token)) spaced.push({ content: carried, offset: 0 });
    spaced.push(carried && !decorated(token) ? { ...token, content: carried + token.content } : token);
    carried = '';
  }
  const styleOf = (token: ThemedToken) => stringifyTokenStyle(getTokenStyleObject(token));
  const out: ThemedToken[] = [];
  for (const token of spaced) {
    const previous = out.at(-1);
    if (previous && !decorated(previous) && !decorated(token) && styleOf(previous) === styleOf(token))
      previous.content += token.content;
    else out.push({ ...token });
  }
  return out;
}
