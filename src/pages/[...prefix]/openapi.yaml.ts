import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { perDocument } from '../../lib/routes.ts';
import type { ApiDocument } from '../../lib/model.ts';

/** The document as its source file says, as YAML, beside openapi.json (the download link on every page). */
export const getStaticPaths = perDocument;

export const GET: APIRoute = ({ props }) => {
  const { doc } = props as { doc: ApiDocument };
  const yaml = dump(doc.raw, { noRefs: true, lineWidth: -1, replacer: dateAsWritten });
  return new Response(yaml, { headers: { 'content-type': 'application/yaml; charset=utf-8' } });
};

/** YAML timestamps parse to Dates: a date-only value goes back to `YYYY-MM-DD`, as openapi.json writes it. */
function dateAsWritten(_key: string, value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
