import { dump } from 'js-yaml';

/**
 * The document as written, offered beside its overview as `openapi.json` and `openapi.yaml` (the navigation's
 * download links, and what the try-it client loads). Both hold the same data: YAML goes through JSON first
 * (dates as written, no YAML anchors).
 */
export const downloadJson = (raw: unknown): string => JSON.stringify(raw, dateAsWritten);

/**
 * Past this depth the YAML writes mappings and lists in flow style (`{ type: string, example: 42 }`), as authors
 * often write them by hand: a path's operations, responses and media types, and a schema's properties, stay one a
 * line, while deep schemas and example values lose indentation that made large documents a fifth larger (the
 * same data: a test reads both downloads back).
 */
const YAML_FLOW_LEVEL = 9;

/** YAML of data that JSON can hold. */
const yamlOf = (data: unknown): string => dump(data, { noRefs: true, lineWidth: -1, flowLevel: YAML_FLOW_LEVEL });

/**
 * Both downloads of a document's parsed data. YAML goes through JSON, so that both hold the same data; data parsed
 * from JSON (`fromJson`) already is what `openapi.json` holds, so its YAML is written from it, not from that text
 * parsed again: a large document's second parse was a tenth of a second and memory beside the pages.
 */
export function downloadTexts(raw: unknown, fromJson: boolean): { json: string; yaml: string } {
  const json = downloadJson(raw);
  return { json, yaml: yamlOf(fromJson ? raw : JSON.parse(json)) };
}

/** A YAML timestamp parses to a Date: a date-only value (midnight UTC) goes back to `YYYY-MM-DD` as written. */
function dateAsWritten(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (!(original instanceof Date)) return value;
  const iso = original.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
