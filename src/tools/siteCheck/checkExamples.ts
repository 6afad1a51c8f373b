import { bodySchemaOf, readSchema } from './bodySchemas.ts';
import type { ExampleElement, OperationElement, SampleElement } from './pageFacts.ts';
import type { ProblemLog } from './problemLog.ts';
import type { ExpectedOperation } from './expectations.ts';
import { isObject, type RefResolver } from './refs.ts';

/** Which way a body travels: a request leaves out read-only fields, a response write-only ones. */
type Direction = 'request' | 'response';

export interface ExampleStats {
  /** Generated JSON examples checked against their schema. */
  examples: number;
  /** Generated code samples compared with the request example they send. */
  samples: number;
}

const MAX_DEPTH = 8;

/**
 * What a reader copies is right: every example the site generated holds the fields its schema requires (after
 * `allOf`, read-only ones aside in requests, write-only ones in responses) with values its enums allow, and every
 * generated cURL sample sends the request example shown beside it.
 */
export function checkExamples(
  operations: Map<string, ExpectedOperation>,
  elements: OperationElement[],
  context: { file: string; refs: RefResolver },
  problems: ProblemLog,
): ExampleStats {
  const stats: ExampleStats = { examples: 0, samples: 0 };
  for (const element of elements) {
    const found = operations.get(element.key);
    if (!found) continue;
    const op = found.raw;
    const report = (message: string) => problems.add(`${element.page}: ${element.key}: ${message}`);
    // A webhook's request is sent by the API, as a response is; the reader's answer to it is a request.
    const requestWay: Direction = found.kind === 'webhook' ? 'response' : 'request';
    const responseWay: Direction = found.kind === 'webhook' ? 'request' : 'response';
    for (const example of element.examples) {
      if (!example.generated || !isJson(example.mediaType)) continue;
      const value = parsed(example.code);
      if (value === undefined) continue;
      const schema = bodySchemaOf(op, example.status ?? '', example.mediaType ?? '', context.file, context.refs);
      if (schema === undefined) continue;
      stats.examples++;
      const way = example.status === 'request' ? requestWay : responseWay;
      for (const problem of valueProblems(value, schema, way, context)) report(`${describe(example)}: ${problem}`);
    }
    for (const missing of unshownExamples(op, element.examples, context))
      report(`the document's example "${missing.name}" (${missing.status} · ${missing.mediaType}) is not shown`);
    for (const sample of element.samples) {
      if (!sample.generated || sample.lang !== 'cURL') continue;
      const example = requestExampleOf(element.examples, sample);
      const sent = curlBody(sample.code);
      if (!example || sent === undefined || !isJson(example.mediaType)) continue;
      const shown = parsed(example.code);
      if (shown === undefined) continue;
      stats.samples++;
      if (JSON.stringify(parsed(sent)) !== JSON.stringify(shown))
        report(
          `the generated cURL sample sends ${sent.slice(0, 200)}, not the request example shown (${describe(example)})`,
        );
    }
  }
  return stats;
}

/** The named examples of the document's 3.x bodies (values or addresses) that no `data-example` shows. */
function unshownExamples(
  op: Record<string, any>,
  shown: ExampleElement[],
  context: { file: string; refs: RefResolver },
) {
  const bodies: [string, unknown][] = [
    ['request', followed(op.requestBody, context)],
    ...Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, response]): [string, unknown] => [
      status,
      followed(response, context),
    ]),
  ];
  return bodies.flatMap(([status, body]) =>
    Object.entries(isObject(body) && isObject(body.content) ? body.content : {}).flatMap(([mediaType, media]) => {
      const named = isObject(media) && isObject(media.examples) && media.example === undefined ? media.examples : {};
      return Object.entries(named)
        .map(([key, written]) => ({ key, example: followed(written, context) }))
        .map(({ key, example }) => ({
          status,
          mediaType,
          name: isObject(example) && typeof example.summary === 'string' && example.summary ? example.summary : key,
          usable: isObject(example) && (resolves(example.value, context) || typeof example.externalValue === 'string'),
        }))
        .filter(
          ({ name, usable }) =>
            usable && !shown.some((e) => e.status === status && e.mediaType === mediaType && e.name === name),
        );
    }),
  );
}

/** The request example a generated sample sends: the named one it follows, else the first media type's first. */
function requestExampleOf(examples: ExampleElement[], sample: SampleElement): ExampleElement | undefined {
  const request = examples.filter((example) => example.status === 'request');
  const first = request[0]?.mediaType;
  return request.find((example) => example.mediaType === first && (!sample.example || example.name === sample.example));
}

/** Where a value breaks its schema: required fields missing, values outside an enum. */
export function valueProblems(
  value: unknown,
  schema: unknown,
  way: Direction,
  context: { file: string; refs: RefResolver },
  path = '',
  depth = 0,
  ancestors: unknown[] = [],
  decided: unknown[] = [],
): string[] {
  const node = followed(schema, context);
  // A schema that requires itself (a chart's required parent chart) has no finite example: where it loops, stop.
  if (depth > MAX_DEPTH || ancestors.includes(node)) return [];
  const within = [...ancestors, node];
  const read = readSchema(schema, context.file, context.refs);
  // The value is tried against each alternative with the rest of its schema; one chosen, its siblings (also those
  // an `allOf` part brings, which the combined schema reads again) are decided for this value.
  const open = read.alternatives.filter((alternative) => !decided.includes(alternative));
  if (open.length) {
    const tried = open.map((alternative) =>
      valueProblems(value, { allOf: [schema, alternative] }, way, context, path, depth + 1, within, [
        ...decided,
        ...open,
      ]),
    );
    if (tried.some((found) => found.length === 0)) return [];
    return tried.sort((a, b) => a.length - b.length)[0];
  }
  const out: string[] = [];
  const at = path || 'the body';
  // Null is allowed by `nullable` (or a type list with it), or by every enum that lists it.
  if (value === null)
    return read.nullable || read.enums.every((allowed) => allowed.includes(null)) ? [] : [`${at} is null`];
  for (const allowed of read.enums)
    if (!allowed.some((option) => JSON.stringify(option) === JSON.stringify(value)))
      out.push(`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(allowed).slice(0, 120)}`);
  if (Array.isArray(value)) {
    for (const items of read.items)
      value.forEach((item, i) =>
        out.push(...valueProblems(item, items, way, context, `${path}[${i}]`, depth + 1, within)),
      );
    return out;
  }
  if (!isObject(value)) return out;
  const travelling = [...read.properties].filter(([, schemas]) => travels(schemas, way, context));
  if (!Object.keys(value).length && travelling.length)
    out.push(`${at} is shown empty ({}) though its schema defines its fields`);
  for (const [name] of travelling)
    if (read.required.has(name) && !(name in value))
      out.push(`required field ${path ? `${path}.` : ''}${name} is missing`);
  for (const [name, field] of Object.entries(value))
    for (const fieldSchema of read.properties.get(name) ?? [])
      out.push(...valueProblems(field, fieldSchema, way, context, path ? `${path}.${name}` : name, depth + 1, within));
  return out;
}

/** Whether a field goes this way: read-only fields stay out of requests, write-only ones out of responses. */
function travels(schemas: unknown[], way: Direction, context: { file: string; refs: RefResolver }): boolean {
  const fields = schemas.map((schema) => readSchema(schema, context.file, context.refs));
  return !fields.some((field) => (way === 'request' ? field.readOnly : field.writeOnly));
}

/** A value that is there: written out, or a `$ref` that leads somewhere (a broken one leaves the example out). */
const resolves = (value: unknown, context: { file: string; refs: RefResolver }) =>
  value !== undefined && (!isObject(value) || typeof value.$ref !== 'string' || followed(value, context) !== undefined);

const followed = (schema: unknown, context: { file: string; refs: RefResolver }) =>
  isObject(schema) && typeof schema.$ref === 'string' ? context.refs.follow(schema, context.file)?.value : schema;

/** The JSON a cURL sample sends with `--data '…'` (its single quotes undone). */
export function curlBody(code: string): string | undefined {
  const match = /--data(?:-raw)? '((?:[^']|'\\'')*)'/.exec(code);
  return match?.[1].replaceAll(`'\\''`, `'`);
}

const isJson = (mediaType: string | undefined) => /[/+]json\b/i.test(mediaType ?? '');

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const describe = (example: ExampleElement) =>
  [example.status, example.mediaType, example.name].filter((part) => part !== undefined).join(' · ');
