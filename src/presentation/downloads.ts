import { dump } from 'js-yaml';

/**
 * The document as written, offered beside its overview as `openapi.json` and `openapi.yaml` (the navigation's
 * download links, and what the try-it client loads). Both hold the same data: YAML goes through JSON first
 * (dates as written, no YAML anchors).
 */
export const downloadJson = (raw: unknown): string => JSON.stringify(raw, dateAsWritten);

export const downloadYaml = (raw: unknown): string => yamlOfJson(downloadJson(raw));

/**
 * Past this depth the YAML writes mappings and lists in flow style (`{ type: string, example: 42 }`), as authors
 * often write them by hand: a path's operations, responses and media types, and a schema's properties, stay one a
 * line, while deep schemas and example values lose indentation that made large documents a fifth larger (the
 * same data: a test reads both downloads back).
 */
const YAML_FLOW_LEVEL = 9;

/** `openapi.yaml` from `openapi.json`'s text, for a caller that has both to write. */
export const yamlOfJson = (json: string): string =>
  dump(JSON.parse(json), { noRefs: true, lineWidth: -1, flowLevel: YAML_FLOW_LEVEL });

/** A YAML timestamp parses to a Date: a date-only value (midnight UTC) goes back to `YYYY-MM-DD` as written. */
function dateAsWritten(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (!(original instanceof Date)) return value;
  const iso = original.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
