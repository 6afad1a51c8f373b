/** The languages the site speaks: one file each beside this one (en.ts is the reference). */
export const LOCALES = ['en', 'de', 'ja', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
