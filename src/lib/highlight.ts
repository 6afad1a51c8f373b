import { bundledLanguages, createHighlighter } from 'shiki';

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Lines longer than this (a base64 blob in a generated sample) are shown plain: tokenizing them costs seconds. */
const MAX_TOKENIZED_LINE = 400;

const highlighter = createHighlighter({ themes: Object.values(THEMES), langs: [] });
const cache = new Map<string, string>();

/** Code highlighted by shiki in the light and the dark theme; each distinct snippet is highlighted once per build. */
export async function highlight(code: string, grammar: string): Promise<string> {
  const key = `${grammar}\u0000${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    const shiki = await highlighter;
    const lang = grammar in bundledLanguages ? grammar : 'text';
    // Grammars load when a sample first needs one: most documents use three of the ones we map.
    if (lang !== 'text' && !shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as keyof typeof bundledLanguages);
    html = shiki.codeToHtml(code, { lang, themes: THEMES, defaultColor: 'light', tokenizeMaxLineLength: MAX_TOKENIZED_LINE });
    cache.set(key, html);
  }
  return html;
}
