const DAY = 24 * 60 * 60 * 1000;

/** "June 30, 2027" for a YYYY-MM-DD date. */
export function readableDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "sunsets in 221 days", "sunsets today", "sunset passed on June 30, 2027" relative to `today` (the build date). */
export function sunsetDistance(iso: string, today = new Date()): string {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.round((Date.parse(`${iso}T00:00:00Z`) - start) / DAY);
  if (days > 1) return `sunsets in ${days} days`;
  if (days === 1) return 'sunsets tomorrow';
  if (days === 0) return 'sunsets today';
  return `sunset passed on ${readableDate(iso)}`;
}
