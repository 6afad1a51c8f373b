import { buildContext } from '../context/buildContext.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import type { Locale } from '../presentation/strings/locales.ts';

/** The words of the page at `url` (a component's `Astro.url`), in the language that page is written in. */
export const wordsOf = (url: URL): Strings => buildContext().wordsAt(url.pathname);

/** The language the page at `url` is written in. */
export const languageOf = (url: URL): Locale => buildContext().languageAt(url.pathname);
