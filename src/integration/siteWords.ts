import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import * as en from '../presentation/strings/en.ts';
import { TRANSLATIONS } from '../presentation/strings/catalog.ts';
import type { Locale } from '../presentation/strings/locales.ts';

/** The groups of words the browser code shows (src/browser): only these reach the reader's JavaScript. */
const BROWSER_GROUPS = ['copy', 'search', 'searchResults', 'tryItStatus', 'samples', 'pageMenu', 'theme'];
const ID = 'virtual:site-words';
/** The try-it client's own words: a module a page imports with the client, on the first click. */
const TRY_IT_GROUPS = ['tryItClient'];
const TRY_IT_ID = 'virtual:site-words/try-it';

const fileOf = (locale: string) => fileURLToPath(new URL(`../presentation/strings/${locale}.ts`, import.meta.url));

/**
 * `virtual:site-words`: the browser's words in the site's language (site.config.json `locale`), English where the
 * language has none. One module of one language, so a page's JavaScript carries no other language; and
 * `virtual:site-words/try-it`, the try-it client's.
 */
export function siteWords(): AstroIntegration {
  return {
    name: 'api-reference:site-words',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const { locale, languages = {} } = buildContext().config;
        // `astro dev` gives the pages of the site's other languages this server's scripts (devLanguages.ts).
        const locales = Object.keys(languages) as Locale[];
        const modules: Record<string, string> = {
          [ID]: command === 'dev' && locales.length > 1 ? pageLanguageWords(locales, locale) : wordsOf(locale),
          [TRY_IT_ID]: tryItWordsOf(locale),
        };
        updateConfig({
          vite: {
            plugins: [
              {
                name: ID,
                resolveId: (id: string) => (id in modules ? `\0${id}` : undefined),
                load: (id: string) => (id.startsWith('\0') ? modules[id.slice(1)] : undefined),
              },
            ],
          },
        });
      },
    },
  };
}

/** The module of one language's words. */
function wordsOf(locale: Locale): string {
  // A group the language translates whole comes from its file alone; English fills the others' gaps.
  const translated = TRANSLATIONS[locale] as Record<string, Record<string, unknown> | undefined>;
  const whole = (group: string) =>
    Object.keys(en[group as keyof typeof en]).every((key) => translated[group]?.[key] !== undefined);
  return [
    `import * as en from ${JSON.stringify(fileOf('en'))};`,
    `import * as translated from ${JSON.stringify(fileOf(locale))};`,
    ...BROWSER_GROUPS.map((group) =>
      whole(group)
        ? `export const ${group} = translated.${group};`
        : `export const ${group} = { ...en.${group}, ...translated.${group} };`,
    ),
  ].join('\n');
}

/**
 * The try-it client's words in one language, written out, not imported: words imported from the language's file
 * would be bundled where that file is, in the page's JavaScript.
 */
function tryItWordsOf(locale: Locale): string {
  const translated = TRANSLATIONS[locale] as Record<string, Record<string, unknown> | undefined>;
  return TRY_IT_GROUPS.map(
    (group) => `export const ${group} = ${JSON.stringify({ ...en[group as keyof typeof en], ...translated[group] })};`,
  ).join('\n');
}

/** In `astro dev`, the words of each of the site's languages, chosen by the page's `<html lang>`. */
function pageLanguageWords(locales: Locale[], locale: Locale): string {
  const tag = (name: Locale) => TRANSLATIONS[name].language?.tag ?? name;
  return [
    `import * as english from ${JSON.stringify(fileOf('en'))};`,
    ...locales.map((name) => `import * as words_${name} from ${JSON.stringify(fileOf(name))};`),
    `const byTag = { ${locales.map((name) => `${JSON.stringify(tag(name))}: words_${name}`).join(', ')} };`,
    `const translated = byTag[document.documentElement.lang] ?? words_${locale};`,
    ...BROWSER_GROUPS.map((group) => `export const ${group} = { ...english.${group}, ...translated.${group} };`),
  ].join('\n');
}
