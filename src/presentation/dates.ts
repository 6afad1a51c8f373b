import type { Strings } from './strings/catalog.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Each language's date format, made once: `toLocaleDateString` makes a formatter for every date it writes. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** "June 30, 2027" for a YYYY-MM-DD date, as the site's language writes dates. */
export function readableDate(strings: Strings, iso: string): string {
  const tag = strings.language.tag;
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(tag, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** Whole days from `today` (the build date, in UTC) to a YYYY-MM-DD date; negative once it has passed. */
export function daysUntil(iso: string, today = new Date()): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - start) / DAY);
}

/** "sunsets in 221 days", "sunsets tomorrow", "sunsets today", "sunset passed on June 30, 2025". */
export function sunsetDistance(strings: Strings, iso: string, today = new Date()): string {
  const days = daysUntil(iso, today);
  const words = strings.lifecycle;
  if (days > 1) return words.sunsetsInDays(days);
  if (days === 1) return words.sunsetsTomorrow;
  if (days === 0) return words.sunsetsToday;
  return words.sunsetPassedOn(readableDate(strings, iso));
}

/** "June 30, 2027 (sunsets in 221 days)", or "sunset passed on June 30, 2025" once the date is behind. */
export function sunsetSummary(strings: Strings, iso: string, today = new Date()): string {
  return daysUntil(iso, today) < 0
    ? sunsetDistance(strings, iso, today)
    : `${readableDate(strings, iso)} (${sunsetDistance(strings, iso, today)})`;
}
