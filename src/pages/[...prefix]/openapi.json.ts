import type { APIRoute } from 'astro';
import { perDocument } from '../../lib/routes.ts';
import type { ApiDocument } from '../../lib/model.ts';

/**
 * The document as its source file says, as JSON, beside the overview (`openapi.json`). The try-it client
 * loads it; reader downloads may link to it.
 */
export const getStaticPaths = perDocument;

export const GET: APIRoute = ({ props }) => {
  const { doc } = props as { doc: ApiDocument };
  return new Response(JSON.stringify(doc.raw, jsonDates), { headers: { 'content-type': 'application/json' } });
};

/** YAML timestamps parse to Dates: a date-only value (midnight UTC) goes back to `YYYY-MM-DD` as written. */
function jsonDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (!(original instanceof Date)) return value;
  const iso = original.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
