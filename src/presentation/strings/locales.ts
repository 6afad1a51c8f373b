/** The languages the site speaks: one message file each in messages/ (en.json is the reference). */
export const LOCALES = ['en', 'de', 'ja', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
