/** YYYY-MM-DD from a YAML timestamp (a Date), an ISO string or an HTTP date; undefined when unreadable. */
export function isoDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
  if (iso) return iso[0];
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}
