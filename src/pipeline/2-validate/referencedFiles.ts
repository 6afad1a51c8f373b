import { DocumentError, type Finding } from '../1-load/documentError.ts';
import { decodePointer, encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { isObject, type Raw } from '../../shared/rawValues.ts';
import { officialSchemaProblems } from './officialSchema.ts';
import { refParts } from './refs.ts';

type Parsed = { data: unknown; text: string };

/** A part of another file written into the document: where it stands there, and where it comes from. */
interface Placed {
  at: string[];
  file: string;
  pointer: string[];
}

/**
 * The official schema's problems inside the files a document `$ref`s, each reported in its own file. The schema
 * can only judge a file's part where it is used (a Schema, a Response…), so the document is checked once more with
 * each part written in place of its first `$ref` (a part used again keeps its `$ref`), and the problems that fall
 * inside a written part are moved to its file; the document's own were reported by the first check.
 */
export function referencedFileProblems(
  rootFile: string,
  data: Raw,
  files: ReadonlyMap<string, Parsed | DocumentError>,
  version: string,
): Finding[] {
  if (files.size < 2) return [];
  const placed: Placed[] = [];
  const written = new Set<string>();
  const inline = (node: unknown, file: string, at: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => inline(item, file, [...at, String(i)]));
    if (!isObject(node)) return node;
    const target = typeof node.$ref === 'string' ? partOf(node.$ref, file, files) : undefined;
    if (target && !written.has(target.key)) {
      written.add(target.key);
      placed.push({ at, file: target.file, pointer: target.pointer });
      return inline(target.value, target.file, at);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, file, [...at, key])]));
  };
  const whole = inline(data, rootFile, []) as Raw;
  if (!placed.length) return [];
  const field = data.openapi !== undefined ? 'openapi' : 'swagger';
  const major = version.slice(0, 3) as Parameters<typeof officialSchemaProblems>[1];
  const findings = new Map<string, Finding>();
  for (const problem of officialSchemaProblems({ ...whole, [field]: version }, major)) {
    const path = decodePointer(problem.pointer);
    const part = deepestPart(placed, path);
    if (!part) continue;
    const pointer = encodePointer([...part.pointer, ...path.slice(part.at.length)]);
    const finding = { severity: problem.severity, file: part.file, pointer, message: problem.message };
    findings.set(`${part.file} ${pointer} ${problem.message}`, finding);
  }
  return [...findings.values()];
}

/** The file part a `$ref` to another file names, when that file was read and has it. */
function partOf(ref: string, from: string, files: ReadonlyMap<string, Parsed | DocumentError>) {
  const { remote, target: file, fragment } = refParts(ref, from);
  if (remote || file === from) return undefined;
  const parsed = files.get(file);
  if (!parsed || parsed instanceof DocumentError) return undefined;
  const followed = followPointer(parsed.data, fragment);
  if (!followed.found) return undefined;
  return { key: `${file}#${fragment}`, file, pointer: decodePointer(fragment), value: followed.value };
}

/** The written part a place of the whole document is in: the deepest, as parts hold parts. */
function deepestPart(placed: Placed[], path: string[]): Placed | undefined {
  let best: Placed | undefined;
  for (const part of placed) {
    const inside = part.at.length <= path.length && part.at.every((segment, i) => segment === path[i]);
    if (inside && (!best || part.at.length > best.at.length)) best = part;
  }
  return best;
}
