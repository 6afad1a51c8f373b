import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
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

const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = fileURLToPath(import.meta.resolve(`${PARSER}/no-parser.js`));
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
      'astro:config:setup': ({ updateConfig }) => {
        const context = buildContext();
        const { locale, strings = {} } = context.config;
        // The pages of several languages share their scripts: each finds its words by the page's `<html lang>`.
        const locales = context.languages.map((language) => language.locale);
        const modules: Record<string, string> = {
          [ID]:
            locales.length > 1
              ? pageLanguageWords(locales, locale, strings, BROWSER_GROUPS)
              : wordsModule([locale], locale, strings, BROWSER_GROUPS),
          [TRY_IT_ID]:
            locales.length > 1
              ? pageLanguageWords(locales, locale, strings, TRY_IT_GROUPS)
              : wordsModule([locale], locale, strings, TRY_IT_GROUPS),
        };
        updateConfig({
          vite: {
            plugins: [
              {
                name: ID,
                enforce: 'pre',
                resolveId: (id: string, _importer: string | undefined, options?: { ssr?: boolean }) =>
                  id in modules
                    ? `\0${id}`
                    : // The browser formats messages parsed at build time: it needs the parser's types, not the parser.
                      id === PARSER && !options?.ssr
                      ? NO_PARSER
                      : undefined,
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
 * language in force, where there are several.
 */
function wordsModule(
  locales: Locale[],
  fallback: Locale,
  strings: SiteStrings,
  groups: readonly string[],
  chosen = JSON.stringify(fallback),
): string {
  const sources = new Map(
    locales.map((locale) => [locale, groupsSource(locale, overridesFor(locale, strings), groups)]),
  );
  const body =
    locales.length === 1
      ? groups.map((name) => `export const ${name} = ${sources.get(locales[0])![name]};`)
      : [
          `const byLocale = { ${locales.map((locale) => `${locale}: { ${groups.map((name) => `${name}: ${sources.get(locale)![name]}`).join(', ')} }`).join(', ')} };`,
          `const words = byLocale[${chosen}] ?? byLocale[${JSON.stringify(fallback)}];`,
          ...groups.map((name) => `export const ${name} = words.${name};`),
        ];
  // Words without arguments need no formatter: the try-it client's module stays plain data.
  const imports = body.some((line) => line.includes('messageFunction('))
    ? [
        `import { messageFunction } from ${fileOf('../browser/messageFunction.ts')};`,
        `import { MESSAGE_ARGUMENTS as calls } from ${fileOf('../presentation/strings/messageArguments.ts')};`,
      ]
    : [];
  return [...imports, ...body].join('\n');
}

/** Each group's words in one language, as the source of an object. */
function groupsSource(locale: Locale, overrides: Overrides, groups: readonly string[]): Record<string, string> {
  const words = stringsFor(locale, overrides) as unknown as Record<string, Record<string, unknown>>;
  const messages = TRANSLATIONS[locale] as unknown as Record<string, Record<string, string>>;
  const tag = JSON.stringify(TRANSLATIONS[locale].language.tag);
  const entry = (group: string, key: string, word: unknown) => {
    if (typeof word !== 'function') return `${JSON.stringify(key)}: ${JSON.stringify(word)}`;
    const ast = JSON.stringify(parse(overrides[`${group}.${key}`] ?? messages[group][key], PARSE_OPTIONS));
    return `${JSON.stringify(key)}: messageFunction(${tag}, ${ast}, calls.${group}[${JSON.stringify(key)}])`;
  };
  return Object.fromEntries(
    groups.map((group) => [
      group,
      `{ ${Object.entries(words[group])
        .map(([key, word]) => entry(group, key, word))
        .join(', ')} }`,
    ]),
  );
}

/** The words of each of the site's languages, chosen by the page's `<html lang>`. */
function pageLanguageWords(locales: Locale[], locale: Locale, strings: SiteStrings, groups: readonly string[]): string {
  const byTag = Object.fromEntries(locales.map((name) => [TRANSLATIONS[name].language.tag, name]));
  return wordsModule(locales, locale, strings, groups, `${JSON.stringify(byTag)}[document.documentElement.lang]`);
}
