import * as ar from './ar.ts';
import * as de from './de.ts';
import * as en from './en.ts';
import * as es from './es.ts';
import * as fr from './fr.ts';
import * as ja from './ja.ts';
import type { Locale } from './locales.ts';
import { currentBuildContext } from '../../context/buildContext.ts';

/** Every word of the site in English: the reference every other language follows, and falls back to. */
export type Strings = typeof en;

/** A language's file: any of English's words, translated; what it leaves out stays English. */
export type Translation = { [Group in keyof Strings]?: Partial<Strings[Group]> };

export const TRANSLATIONS: Record<Locale, Translation> = { ar, de, en, es, fr, ja };

/** The words of one language, English where it has none. */
export function stringsFor(locale: Locale): Strings {
  const translation = TRANSLATIONS[locale];
  const groups = Object.keys(en) as (keyof Strings)[];
  return Object.fromEntries(groups.map((group) => [group, { ...en[group], ...translation[group] }])) as Strings;
}

/** The site's language: the build context's (site.config.json's `locale`), English without one. */
export const locale: Locale = currentBuildContext()?.locale ?? 'en';

/** The words of the site, in its language. */
export const strings = stringsFor(locale);
