import { createHighlighter } from 'shiki';
import { SHIKI_GRAMMARS } from './normalize/codeSamples.ts';

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

const highlighter = createHighlighter({ themes: Object.values(THEMES), langs: SHIKI_GRAMMARS });
const cache = new Map<string, string>();

/** Code highlighted by shiki in the light and the dark theme; each distinct snippet is highlighted once per build. */
export async function highlight(code: string, grammar: string): Promise<string> {
  const key = `${grammar}\u0000${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    const shiki = await highlighter;
    const lang = shiki.getLoadedLanguages().includes(grammar) ? grammar : 'text';
    html = shiki.codeToHtml(code, { lang, themes: THEMES, defaultColor: 'light' });
    cache.set(key, html);
  }
  return html;
}
