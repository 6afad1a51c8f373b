import * as en from './en.ts';

/** The words of the site, in its language (English for now; a locale is one file like en.ts). */
export const strings = en;
export type Strings = typeof en;
