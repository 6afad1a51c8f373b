import { bundledLanguages, bundledThemes, createHighlighter, type ThemeRegistration } from 'shiki';

/** Lines longer than this (a base64 blob in a generated sample) are shown plain: tokenizing them costs seconds. */
const MAX_TOKENIZED_LINE = 400;

export interface CodeColor {
  /** The CSS variable a token's colour is (`--code-d73a49-f97583`), defined in styles/code.css. */
  variable: string;
  light: string;
  dark: string;
}

/**
 * GitHub's light and dark themes as one theme whose colours are CSS variables: each sample is tokenized once
 * instead of once per theme (docs/performance.md), and the page's theme picks the colours.
 * The two themes have the same rules in the same order; only their colours differ.
 */
export async function codeTheme(): Promise<{ theme: ThemeRegistration; colors: CodeColor[] }> {
  const [{ default: light }, { default: dark }] = await Promise.all([
    bundledThemes['github-light'](),
    bundledThemes['github-dark'](),
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
    name: 'github-light-dark',
    type: 'light',
    colors: editor,
    tokenColors: scoped(light).map((rule, index) => ({
      ...rule,
      settings: { ...rule.settings, foreground: pair(rule.settings.foreground, darkRules[index]?.settings.foreground) },
    })),
  };
  return { theme, colors: [...colors.values()] };
}

const hex = (color: string) => color.replace('#', '').toLowerCase();

/**
 * A theme's rules for scopes. Another shiki highlighter in the same process (Astro's, for the guides) inserts a
 * scope-less default rule into the bundled theme's own list when it loads it, which would shift one theme's
 * rules against the other's and carry a plain background colour into ours.
 */
const scoped = (theme: ThemeRegistration) => (theme.tokenColors ?? []).filter((rule) => rule.scope !== undefined);

/**
 * Highlighted snippets by grammar and code. On globalThis: Astro's page bundle and the build hooks load their own
 * copies of this module, and a build fills it from its second process (src/integration/secondProcess.ts).
 */
const shared = globalThis as { apiReferenceHighlights?: Map<string, string> };
const cache = (shared.apiReferenceHighlights ??= new Map<string, string>());
const keyOf = (code: string, grammar: string) => `${grammar}\u0000${code}`;
let highlighter: ReturnType<typeof createHighlighter> | undefined;

/** Code highlighted by shiki in GitHub's colours, light or dark with the page; each distinct snippet once per build. */
export async function highlight(code: string, grammar: string): Promise<string> {
  let html = cache.get(keyOf(code, grammar));
  if (html === undefined) {
    const shiki = await (highlighter ??= codeTheme().then(({ theme }) =>
      createHighlighter({ themes: [theme], langs: [] }),
    ));
    const lang = grammar in bundledLanguages ? grammar : 'text';
    // Grammars load when a sample first needs one: most documents use three of the ones we map.
    if (lang !== 'text' && !shiki.getLoadedLanguages().includes(lang))
      await shiki.loadLanguage(lang as keyof typeof bundledLanguages);
    html = shiki.codeToHtml(code, { lang, theme: 'github-light-dark', tokenizeMaxLineLength: MAX_TOKENIZED_LINE });
    cache.set(keyOf(code, grammar), html);
  }
  return html;
}

/** A snippet highlighted elsewhere (by the same function, in the build's second process). */
export function rememberHighlight(code: string, grammar: string, html: string): void {
  cache.set(keyOf(code, grammar), html);
}
