import type { Element, ElementContent } from 'hast';
import { currentBuildContext } from '../context/buildContext.ts';
import type { CodeSample } from '../model/model.ts';
import {
  bundledLanguages,
  bundledThemes,
  createHighlighter,
  getTokenStyleObject,
  stringifyTokenStyle,
  type BundledLanguage,
  type BundledTheme,
  type ShikiTransformer,
  type ThemedToken,
  type ThemeRegistration,
} from 'shiki';
import { jsonHtml, type JsonClasses } from './jsonHighlight.ts';
import { codeBlockHtml, codeLines, escapeCode, type TokenAttributes } from './codeHtml.ts';
import { grammarLines } from './grammarLines.ts';

/** Lines longer than this (a base64 blob in a generated sample) are shown plain: tokenizing them costs seconds. */
const MAX_TOKENIZED_LINE = 400;

export interface CodeColor {
  /** The CSS variable a token's colour is (`--code-d73a49-f97583`), defined in styles/code.css. */
  variable: string;
  light: string;
  dark: string;
  /**
   * The short class of a token in this colour (`c3`, styles/code.css), numbered in the themes' own order; none for
   * the block's foreground (its tokens are bare text) and background.
   */
  className?: string;
}

/**
 * GitHub's light and dark themes as one theme whose colours are CSS variables: each sample is tokenized once
 * instead of once per theme (docs/performance.md), and the page's theme picks the colours.
 * The two themes have the same rules in the same order; only their colours differ.
 */
export async function codeTheme(): Promise<{ theme: ThemeRegistration; colors: CodeColor[] }> {
  const [{ default: light }, { default: dark }] = await Promise.all([
    bundledThemes['github-light-default'](),
    bundledThemes['github-dark-default'](),
  ]);
  const colors = new Map<string, CodeColor>();
  const pair = (lightColor?: string, darkColor?: string) => {
    if (!lightColor || !darkColor) return undefined;
    const color = {
      variable: `--code-${hex(lightColor)}-${hex(darkColor)}`,
      light: lightColor.toLowerCase(),
      dark: darkColor.toLowerCase(),
    };
    colors.set(color.variable, color);
    return `var(${color.variable})`;
  };
  const editor = Object.fromEntries(
    ['editor.foreground', 'editor.background'].flatMap((key) => {
      const color = pair(light.colors?.[key], dark.colors?.[key]);
      return color ? [[key, color]] : [];
    }),
  );
  const darkRules = scoped(dark);
  const theme: ThemeRegistration = {
    name: THEME_NAME,
    type: 'light',
    colors: editor,
    tokenColors: scoped(light).map((rule, index) => ({
      ...rule,
      settings: { ...rule.settings, foreground: pair(rule.settings.foreground, darkRules[index]?.settings.foreground) },
    })),
  };
  // The editor's two colours were paired first: every other pair is a token's colour.
  const all = [...colors.values()];
  all.slice(Object.keys(editor).length).forEach((color, index) => (color.className = `c${index + 1}`));
  return { theme, colors: all };
}

const hex = (color: string) => color.replace('#', '').toLowerCase();

/**
 * A theme's rules for scopes. Another shiki highlighter in the same process (Astro's, for the guides) inserts a
 * scope-less default rule into the bundled theme's own list when it loads it, which would shift one theme's
 * rules against the other's and carry a plain background colour into ours.
 */
const scoped = (theme: ThemeRegistration) => (theme.tokenColors ?? []).filter((rule) => rule.scope !== undefined);

/**
 * Highlighted snippets by grammar and code: the build context's, which the pages and the build hooks share
 * (src/context/), or this module's own where there is none (a script, a test).
 */
const own = new Map<string, string>();
const cache = () => currentBuildContext()?.highlights ?? own;
const keyOf = (code: string, grammar: string) => `${grammar}\u0000${code}`;
interface Highlighter {
  shiki: Awaited<ReturnType<typeof createHighlighter>>;
  transformer: ShikiTransformer;
  /** A token colour's short class, by the colour's CSS variable. */
  classes: Map<string, string>;
  attributesOf: (token: ThemedToken) => TokenAttributes;
}
let highlighter: Promise<Highlighter> | undefined;
/** Each grammar's lines read so far (src/presentation/grammarLines.ts). */
const readLines = new Map<string, ReturnType<typeof grammarLines>>();
let jsonClasses: Promise<JsonClasses> | undefined;

/**
 * Shiki's HTML made small (a sample's HTML was ~8 times its text): a token's colour is a short class instead of an
 * inline style, text in the block's own colour and bare whitespace sit in no span, lines in no wrapper (nothing
 * styles or reads them), and the block's colours come from its class `shiki` (styles/code.css).
 */
function compact(attributesOf: (token: ThemedToken) => TokenAttributes): ShikiTransformer {
  const bare = (node: ElementContent) => node.type === 'element' && Object.keys(node.properties).length === 0;
  return {
    name: 'compact',
    pre(node) {
      node.properties = { class: 'shiki', tabindex: node.properties.tabindex };
    },
    code(node) {
      node.children = node.children.flatMap((line) => (line.type === 'element' ? line.children : [line]));
    },
    line(node) {
      node.children = node.children.flatMap((span) => (bare(span) ? (span as Element).children : [span]));
    },
    span(node, _line, _column, _lineNode, token) {
      node.properties = { ...attributesOf(token) };
    },
  };
}

/**
 * A token's colour as its short class, none for text in the block's own colour and for bare whitespace; a colour
 * without a class (none is known) inline rather than lost, and a font style inline.
 */
function tokenAttributes(classes: Map<string, string>, foreground?: string) {
  return (token: ThemedToken): TokenAttributes => {
    const { color, ...font } = getTokenStyleObject(token);
    const colored = color !== undefined && color !== foreground && token.content.trim() !== '';
    const className = colored ? classes.get(color) : undefined;
    const style = stringifyTokenStyle(colored && !className ? { color, ...font } : font);
    return { ...(className && { class: className }), ...(style && { style }) };
  };
}

/**
 * Code highlighted by shiki in GitHub's colours, light or dark with the page; each distinct snippet once per build
 * but JSON, whose HTML is quick to make again: only the last examples' is kept.
 * `shared: false` for a snippet one page shows (an operation's code samples): it is not kept for other pages
 * (Graph's samples were 50 MB of the pages' heap), and its lines are read again quickly (grammarLines.ts).
 */
export async function highlight(code: string, grammar: string, { shared = true } = {}): Promise<string> {
  // Pretty-printed JSON (the examples) is written without the grammar, to the same HTML: jsonHighlight.ts.
  const json = grammar === 'json' && recentJsonHtml(code, await jsonTokenClasses());
  if (json) return json;
  let html = cache().get(keyOf(code, grammar));
  if (html === undefined) {
    html = await linesHtml(code, grammar);
    if (shared) cache().set(keyOf(code, grammar), html);
  }
  return html;
}

/**
 * The HTML of the last JSON examples written, by their text, the most recent last: the pages of a tag render one
 * after the other and repeat one another's examples, while keeping every example's HTML would hold it in the pages'
 * heap to the end (docs/performance.md).
 */
const recentJson = new Map<string, string>();
/** Enough for the repeats of a large document's tags, few enough to weigh little. */
const RECENT_JSON = 1024;

function recentJsonHtml(code: string, classes: JsonClasses): string | undefined {
  let html = recentJson.get(code);
  if (html !== undefined) recentJson.delete(code);
  else {
    html = jsonHtml(code, classes, MAX_TOKENIZED_LINE);
    if (html === undefined) return undefined;
    if (recentJson.size >= RECENT_JSON) recentJson.delete(recentJson.keys().next().value!);
  }
  recentJson.set(code, html);
  return html;
}

/**
 * An operation's code sample highlighted: by the build's own process for samples, ahead of the pages, when it has
 * it ready (integration/samplesAhead.ts), else here. Not kept for other pages, as `shared: false` says.
 */
export async function sampleHtml(sample: CodeSample): Promise<string> {
  return (
    currentBuildContext()?.samplesAhead?.take(sample) ??
    (await highlight(sample.source, sample.grammar, { shared: false }))
  );
}

/** Code highlighted by shiki's grammar of `grammar` ('text' when it has none). */
export async function shikiHtml(code: string, grammar: string): Promise<string> {
  const { shiki, transformer } = await highlighterFor(grammar);
  return shiki.codeToHtml(code, {
    lang: grammar in bundledLanguages ? grammar : 'text',
    theme: THEME_NAME,
    tokenizeMaxLineLength: MAX_TOKENIZED_LINE,
    // No time limit (shiki has one a line): on a busy machine the first line of a grammar's first sample went
    // past it and its rest came out in one colour, a build's output depending on the load. The length cap above
    // bounds the work.
    tokenizeTimeLimit: 0,
    mergeSameStyleTokens: true,
    rootStyle: false,
    transformers: [transformer],
  });
}

/** Code highlighted a line at a time, each distinct line in its grammar's state once per process. */
async function linesHtml(code: string, grammar: string): Promise<string> {
  if (!(grammar in bundledLanguages)) return codeBlockHtml(codeLines(code).map(escapeCode));
  const { shiki, attributesOf } = await highlighterFor(grammar);
  let read = readLines.get(grammar);
  if (!read) {
    const options = {
      lang: grammar as BundledLanguage,
      theme: THEME_NAME as BundledTheme,
      tokenizeMaxLineLength: MAX_TOKENIZED_LINE,
      tokenizeTimeLimit: 0,
    };
    read = grammarLines((line, grammarState) => {
      const tokens = shiki.codeToTokensBase(line, { ...options, grammarState });
      return { tokens: tokens[0] ?? [], after: shiki.getLastGrammarState(tokens)! };
    }, attributesOf);
    readLines.set(grammar, read);
  }
  return codeBlockHtml(read.html(code));
}

const THEME_NAME = 'github-light-dark';

/** The one highlighter, with the grammar loaded: grammars load when a sample first needs one (most documents use three). */
async function highlighterFor(grammar: string): Promise<Highlighter> {
  const found = await (highlighter ??= codeTheme().then(async ({ theme, colors }) => {
    const classes = new Map(
      colors.flatMap((color) => (color.className ? [[`var(${color.variable})`, color.className]] : [])),
    );
    // Before shiki has the theme: it swaps the theme's variable colours for placeholders of its own.
    const attributesOf = tokenAttributes(classes, theme.colors?.['editor.foreground']);
    const shiki = await createHighlighter({ themes: [theme], langs: [] });
    return { shiki, transformer: compact(attributesOf), classes, attributesOf };
  }));
  const lang = grammar in bundledLanguages ? grammar : 'text';
  if (lang !== 'text' && !found.shiki.getLoadedLanguages().includes(lang))
    await found.shiki.loadLanguage(lang as keyof typeof bundledLanguages);
  return found;
}

/** How shiki's JSON grammar colours a key, a literal, a string and an escape, read off a small sample. */
function jsonTokenClasses(): Promise<JsonClasses> {
  return (jsonClasses ??= highlighterFor('json').then(({ shiki, classes }) => {
    // Our theme is known by name once loaded, which shiki's types cannot tell.
    const [, [, key, , literal], [, , , string, escape]] = shiki.codeToTokensBase('{\n  "k": 1,\n  "v": "s\\n"\n}', {
      lang: 'json',
      theme: THEME_NAME as BundledTheme,
    });
    const classOf = (token?: { color?: string }) => (token?.color ? classes.get(token.color) : undefined);
    return { key: classOf(key), literal: classOf(literal), string: classOf(string), escape: classOf(escape) };
  }));
}

/** Forgets every highlighted snippet: once the pages are done, before the search index takes the memory. */
export function forgetHighlights(): void {
  cache().clear();
  readLines.clear();
  recentJson.clear();
}
