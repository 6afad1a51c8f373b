import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { AstroIntegration } from 'astro';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { stringsFor, TRANSLATIONS } from '../presentation/strings/catalog.ts';
import type { Locale } from '../presentation/strings/locales.ts';
import { PARSE_OPTIONS } from '../presentation/strings/placeholders.ts';
import { overridesFor, type Overrides, type SiteStrings } from '../presentation/strings/overrides.ts';

/** The groups of words the browser code shows (src/browser): only these reach the reader's JavaScript. */
const BROWSER_GROUPS = ['copy', 'search', 'searchResults', 'tryItStatus', 'samples', 'pageMenu', 'theme'] as const;
const ID = 'virtual:site-words';
/** The try-it client's own words: a module a page imports with the client, on the first click. */
const TRY_IT_GROUPS = ['tryItClient'] as const;
const TRY_IT_ID = 'virtual:site-words/try-it';

const fileOf = (name: string) => JSON.stringify(fileURLToPath(new URL(name, import.meta.url)));

/**
 * `virtual:site-words`: the browser's words in the site's language (site.config.json `locale`, with its `strings`).
 * One module of one language, so a page's JavaScript carries no other language; and `virtual:site-words/try-it`,
 * the try-it client's.
 */
export function siteWords(): AstroIntegration {
  return {
    name: 'api-reference:site-words',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const { locale, languages = {}, strings = {} } = loadSiteConfig();
        // `astro dev` gives the pages of the site's other languages this server's scripts (devLanguages.ts).
        const locales = Object.keys(languages) as Locale[];
        const modules: Record<string, string> = {
          [ID]:
            command === 'dev' && locales.length > 1
              ? pageLanguageWords(locales, locale, strings)
              : wordsModule([locale], locale, strings, BROWSER_GROUPS),
          [TRY_IT_ID]: wordsModule([locale], locale, strings, TRY_IT_GROUPS),
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

/**
 * The words of some groups in each of `locales`, written out: plain words as JSON, a word with arguments as its
 * parsed message and the function of messageArguments.ts that names them. `chosen` is the expression of the
 * language in force.
 */
function wordsModule(
  locales: Locale[],
  fallback: Locale,
  strings: SiteStrings,
  groups: readonly string[],
  chosen = JSON.stringify(fallback),
): string {
  const source = (locale: Locale) => {
    const overrides: Overrides = overridesFor(locale, strings);
    const words = stringsFor(locale, overrides) as unknown as Record<string, Record<string, unknown>>;
    const messages = TRANSLATIONS[locale] as unknown as Record<string, Record<string, string>>;
    const tag = JSON.stringify(TRANSLATIONS[locale].language.tag);
    const group = (name: string) =>
      `{ ${Object.entries(words[name])
        .map(([key, word]) => {
          if (typeof word !== 'function') return `${JSON.stringify(key)}: ${JSON.stringify(word)}`;
          const ast = parse(overrides[`${name}.${key}`] ?? messages[name][key], PARSE_OPTIONS);
          return `${JSON.stringify(key)}: messageFunction(${tag}, ${JSON.stringify(ast)}, calls.${name}[${JSON.stringify(key)}])`;
        })
        .join(', ')} }`;
    return `{ ${groups.map((name) => `${name}: ${group(name)}`).join(', ')} }`;
  };
  const sources = locales.map((locale) => `${locale}: ${source(locale)}`).join(', ');
  // Words without arguments need no formatter: the try-it client's module stays plain data.
  const imports = sources.includes('messageFunction(')
    ? [
        `import { messageFunction } from ${fileOf('../browser/messageFunction.ts')};`,
        `import { MESSAGE_ARGUMENTS as calls } from ${fileOf('../presentation/strings/messageArguments.ts')};`,
      ]
    : [];
  return [
    ...imports,
    `const byLocale = { ${sources} };`,
    `const words = byLocale[${chosen}] ?? byLocale[${JSON.stringify(fallback)}];`,
    ...groups.map((name) => `export const ${name} = words.${name};`),
  ].join('\n');
}

/** In `astro dev`, the words of each of the site's languages, chosen by the page's `<html lang>`. */
function pageLanguageWords(locales: Locale[], locale: Locale, strings: SiteStrings): string {
  const byTag = Object.fromEntries(locales.map((name) => [TRANSLATIONS[name].language.tag, name]));
  return wordsModule(
    locales,
    locale,
    strings,
    BROWSER_GROUPS,
    `${JSON.stringify(byTag)}[document.documentElement.lang]`,
  );
}
