import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { perDocument } from '../../lib/routes.ts';
import type { ApiDocument } from '../../lib/model.ts';

/** The document as its source file says, as YAML, beside openapi.json (the download links in navigation). */
export const getStaticPaths = perDocument;

export const GET: APIRoute = ({ props }) => {
  const { doc } = props as { doc: ApiDocument };
  // Through JSON first, so both downloads hold the same data (dates as written, no YAML anchors).
  const data = JSON.parse(JSON.stringify(doc.raw, dateAsWritten));
  return new Response(dump(data, { noRefs: true, lineWidth: -1 }), { headers: { 'content-type': 'application/yaml; charset=utf-8' } });
};

/** A YAML timestamp parsed to a Date goes back to `YYYY-MM-DD` when it was a date only, as openapi.json does. */
function dateAsWritten(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (!(original instanceof Date)) return value;
  const iso = original.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
