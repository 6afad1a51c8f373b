import { PageHeadings } from '../../presentation/headingAnchors.ts';
import { wordsOf } from '../pageLanguage.ts';

/**
 * The headings of the page being rendered, so that a heading's slug repeats no id the page has and its permalink is
 * named in the page's language: one set a page, kept in what Astro holds for the page's render (`Astro.locals`),
 * made when the page's first heading or description asks. A component whose sections have fixed ids reserves them
 * before it writes a description, whose headings come first.
 */
export const pageHeadings = (locals: App.Locals, url: URL): PageHeadings =>
  (locals.pageHeadings ??= new PageHeadings(wordsOf(url)));
