import { buildContext } from '../context/buildContext.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import type { Locale } from '../presentation/strings/locales.ts';
import { siteUrls, type SiteUrls } from '../presentation/urls.ts';

// A page's language follows from its address (the language base it lies under): a component reads it from its
// `Astro.url`, a route from its request's `url`.

/** The words of the page at `url`, in the language that page is written in. */
export const wordsOf = (url: URL): Strings => buildContext().wordsAt(url.pathname);

/** The language the page at `url` is written in. */
export const languageOf = (url: URL): Locale => buildContext().languageAt(url.pathname);

/** The URLs of the site in the language of the page at `url`: under that language's base path. */
export const urlsOf = (url: URL): SiteUrls => siteUrls(buildContext().baseAt(url.pathname));
