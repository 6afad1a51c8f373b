import { SlugSet } from '../../shared/slug.ts';

/**
 * The ids a page's content has taken, so that a heading's slug repeats none: one set a page, kept in what Astro
 * holds for the page's render (`Astro.locals`), made when the page's first heading or description asks. A
 * component whose sections have fixed ids reserves them before it writes a description, whose headings come first.
 */
export const pageIds = (locals: App.Locals): SlugSet => (locals.pageIds ??= new SlugSet());
