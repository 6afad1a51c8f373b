import type { ErrorObject } from 'ajv';
import { closestName } from '../../shared/closestName.ts';
import { decodePointer, encodePointer } from '../../shared/jsonPointer.ts';
import { display, isObject, type Raw } from '../../shared/rawValues.ts';
import type { Major } from './schemaValidators.ts';

/**
 * What each mistake the official schema finds is, in words, and whether it stops the build: a warning says what
 * the build did about it ("ignored", "read as…", "shown without it"); an error is what would make the page wrong
 * (docs/openapi-support.md, "Stop or warn", lists every rule and why).
 */

/** One problem with a place in the document; `checkDocuments.ts` adds the file and the line. */
export interface Problem {
  severity: 'error' | 'warning';
  pointer: string;
  message: string;
}

/**
 * Fields the pages are built from: missing, they stop the build (except where the object holding them can be
 * left out: `OPTIONAL_OWNERS`). Any other field the specification requires (a response's `description`, an
 * operation's `responses`) is missing from documents other renderers accept: shown without it, with a warning.
 */
const NEEDED = new Set(['openapi', 'swagger', 'info', 'title', 'version', 'paths', 'name', 'in', 'url', 'type']);
/** Objects whose needed field missing leaves the object out, as the model does: a tag, a server, a license, a link. */
const OPTIONAL_OWNERS: [RegExp, string][] = [
  [/^\/tags\/\d+$/, 'the tag'],
  [/\/servers\/\d+$/, 'the server'],
  [/^\/info\/license$/, 'the license'],
  [/\/externalDocs$/, 'the link'],
];
/** Fields that only annotate: of the wrong kind, they are left out of the page and the rest renders as written. */
const ANNOTATIONS = new Set(['examples', 'example', 'default', 'description', 'title', 'summary', '$comment', 'xml']);
/** The limits the model shows as written: a number written as text reads the same. */
const LIMITS = new Set([
  'minimum',
  'maximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);
/** JSON Schema keywords a 2.0 or 3.0 schema does not have, which the model reads as OpenAPI 3.1 does. */
const READ_AS_31 = new Set([
  'const',
  'examples',
  'prefixItems',
  'patternProperties',
  'contentMediaType',
  'contentEncoding',
]);

const NO_RESPONSE = 'no response: give at least one status code or "default"; shown without responses';

const LOCATIONS: Record<Major, string[]> = {
  '2.0': ['path', 'query', 'header', 'body', 'formData'],
  '3.0': ['path', 'query', 'header', 'cookie'],
  '3.1': ['path', 'query', 'header', 'cookie'],
  '3.2': ['path', 'query', 'querystring', 'header', 'cookie'],
};

/** The fields missing from one object, each at its own place (the object's line); alternatives said once. */
export function problemsOf(place: string, errors: ErrorObject[], major: Major): Problem[] {
  // A tag declared twice is said by structure.ts, by its name.
  if (place === '#/tags' && errors.every((e) => e.keyword === 'uniqueItems')) return [];
  const required = errors.filter((e) => e.keyword === 'required');
  const alternatives = new Set(required.map((e) => e.parentSchema)).size > 1;
  if (required.length < 2 || alternatives || errors.length !== required.length)
    return [problemOf(place, errors, major)];
  return required.map((e) =>
    problemOf(`${place}/${encodePointer([e.params.missingProperty]).slice(2)}`, [e], major, true),
  );
}

function problemOf(place: string, errors: ErrorObject[], major: Major, atField = false): Problem {
  const segments = decodePointer(place);
  const key = String(segments.at(-1) ?? '');
  const rank = (e: ErrorObject) =>
    ['type', 'enum', 'const', 'required', 'additionalProperties', 'unevaluatedProperties'].indexOf(e.keyword) + 1 || 9;
  const first = [...errors].sort((a, b) => rank(a) - rank(b))[0];
  const field = key ? `"${key}"` : 'the document';
  const problem = (severity: Problem['severity'], message: string): Problem => ({ severity, pointer: place, message });

  if (key === 'type' && errors.some((e) => e.keyword === 'enum' || e.keyword === 'type') && isSchemaKeyword(errors))
    return problem(...typeKeyword(first.data, segments, major));
  switch (first.keyword) {
    case 'type':
      return problem(...wrongKind(first, segments, field));
    case 'enum':
    case 'const': {
      const allowed: unknown[] = errors
        .flatMap((e) => e.params.allowedValues ?? [e.params.allowedValue])
        .filter((v) => v !== undefined);
      // A path parameter is required whatever it says: the model reads every one so.
      if (key === 'required' && first.data === false && allowed.length === 1 && allowed[0] === true)
        return problem('warning', 'a path parameter is always required; read as required: true');
      const names = [...new Set(allowed.map(String))];
      const guess = typeof first.data === 'string' ? closestName(first.data, names) : undefined;
      return problem(
        'error',
        `${field} is ${JSON.stringify(first.data)}: expected ${list(names)}${guess ? ` (did you mean "${guess}"?)` : ''}`,
      );
    }
    case 'required': {
      const required = errors.filter((e) => e.keyword === 'required');
      const missing = [...new Set(required.map((e) => String(e.params.missingProperty)))];
      if (key === 'responses' && missing.includes('default')) return problem('warning', NO_RESPONSE);
      // Placed at the missing field (its object's line), so the pointer names it.
      const owner = atField ? segments.slice(0, -1) : segments;
      const at = atField ? place : `${place}/${encodePointer([missing[0]]).slice(2)}`;
      const [severity, done] = whenMissing(missing, owner);
      if (missing.length > 1) return problem(severity, `missing one of ${list(missing)}${done ? `; ${done}` : ''}`);
      const [name] = missing;
      const rule = asProperties(required[0].parentSchema)[name];
      const expected =
        name === 'in'
          ? list(LOCATIONS[major])
          : isObject(rule) && typeof rule.type === 'string' && rule.type !== 'object'
            ? article(rule.type)
            : undefined;
      return {
        severity,
        pointer: at,
        message: `missing required field "${name}"${expected ? `: expected ${expected}` : ''}${done ? `; ${done}` : ''}`,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const known = Object.keys(asProperties(first.parentSchema));
      const guess = closestName(key, known);
      // A path that is not a path ("pets" for "/pets") is no address the page could give: it stops the build.
      if (segments.length === 2 && segments[0] === 'paths')
        return problem('error', `path "${key}" must start with "/"`);
      if (segments.at(-2) === 'responses')
        return problem(
          'warning',
          `${field} is not an HTTP status code, a range such as "4XX", or "default"; shown as written`,
        );
      const value = isObject(first.data) ? first.data[key] : undefined;
      const inSchema = 'multipleOf' in asProperties(first.parentSchema);
      const read =
        inSchema && READ_AS_31.has(key) && (key !== 'examples' || Array.isArray(value))
          ? 'read as OpenAPI 3.1 reads it'
          : key === 'summary' && /^tags\/\d+$/.test(segments.slice(0, -1).join('/'))
            ? "read as OpenAPI 3.2 reads it: the tag's name in the navigation"
            : 'ignored';
      return problem(
        'warning',
        `unknown field ${field}${guess ? ` (did you mean "${guess}"?)` : ' (vendor extensions start with "x-")'}; ${read}`,
      );
    }
    case 'minProperties':
      if (key === 'responses') return problem('warning', NO_RESPONSE);
      return problem('warning', `${field} is empty: give at least ${first.params.limit} entry; shown empty`);
    case 'pattern':
      return problem(
        'warning',
        `${field} is ${JSON.stringify(first.data)}, which does not have the form the specification gives (${first.params.pattern}); used as written`,
      );
    case 'uniqueItems':
      return problem(
        'warning',
        `${field} has the same value twice (items ${first.params.j} and ${first.params.i}); used as written`,
      );
    default:
      return problem(
        'warning',
        `${field} ${first.message ?? 'is not valid here'}${first.data !== undefined && typeof first.data !== 'object' ? ` (it is ${display(first.data)})` : ''}; used as written`,
      );
  }
}

type Verdict = [Problem['severity'], string];

/**
 * The JSON Schema keyword `type` with a value the version does not know. A 3.1 list of types, or 3.1's "null",
 * in 2.0/3.0 means one thing, read as 3.1 reads it; a value that is no name at all says nothing and is ignored;
 * a name that is no type (`integr`) is a guess the page will not make.
 */
function typeKeyword(value: unknown, segments: string[], major: Major): Verdict {
  const names = ['array', 'boolean', 'integer', 'number', 'object', 'string', 'null'];
  const known = major === '3.1' || major === '3.2' ? names : names.slice(0, -1);
  const values = Array.isArray(value) ? value : [value];
  if (values.every((t) => typeof t === 'string' && names.includes(t))) {
    if (Array.isArray(value)) {
      const types = value.filter((t) => t !== 'null');
      return [
        'warning',
        `a list of types is OpenAPI 3.1 (in ${major} write type: ${types[0] ?? 'string'}${value.includes('null') ? ' with nullable: true' : ''}); read as ${value.join(' or ')}`,
      ];
    }
    // "null" outside 3.1: in an anyOf or oneOf it is the usual way of saying the other alternative is nullable.
    const alternative = ['anyOf', 'oneOf'].includes(segments.at(-3) ?? '');
    return [
      'warning',
      alternative
        ? `"null" is not a type in OpenAPI ${major} (write nullable: true on the other alternative); read as nullable`
        : `"null" is not a type in OpenAPI ${major} (write nullable: true beside a type); read as OpenAPI 3.1 reads it: the value is null`,
    ];
  }
  const wrong = values.find((t) => typeof t !== 'string' || !names.includes(t));
  if (typeof wrong !== 'string')
    return ['warning', `"type" must be ${list(known)} or a list of them, not ${kindOf(wrong)}; ignored`];
  const guess = closestName(wrong, known);
  return [
    'error',
    `unknown type ${JSON.stringify(wrong)}: expected ${list(known)}${guess ? ` (did you mean "${guess}"?)` : ''}`,
  ];
}

/**
 * A value of the wrong kind: where it only annotates, or is `null` (read as absent), it is ignored; text written
 * as a number, or a limit written as text, reads one way; a structure of the wrong kind (`required: name` for a
 * list, an object for a string) or a flag written as text (read as false) would make the page say something else.
 */
function wrongKind(error: ErrorObject, segments: string[], field: string): Verdict {
  const value = error.data;
  const key = String(segments.at(-1) ?? '');
  const expected = String(error.params.type).split(',');
  const must = `${field} must be ${expected.map(article).join(' or ')}, not ${kindOf(value)}`;
  // `title` is needed as the document's, not as a schema's.
  const needed = NEEDED.has(key) && (key !== 'title' || segments[0] === 'info');
  if (!needed && (value === null || ANNOTATIONS.has(key))) return ['warning', `${must}; ignored`];
  if (expected.includes('string') && (typeof value === 'number' || typeof value === 'boolean')) {
    if (readAsText(segments)) return ['warning', `${must}; read as "${String(value)}"`];
    if (!needed) return ['warning', `${must}; ignored`];
  }
  const numeric = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
  if (numeric && LIMITS.has(key) && /integer|number/.test(error.params.type))
    return ['warning', `${must}: write ${key}: ${value} without quotes; read as ${value}`];
  if (/^exclusiveM(in|ax)imum$/.test(key) && typeof value === 'number' && expected.includes('boolean'))
    return [
      'warning',
      `${field} is true or false before OpenAPI 3.1, not ${value}; read as OpenAPI 3.1 reads it: the bound itself`,
    ];
  const hint =
    key === 'required' && typeof value === 'string' && expected.includes('array')
      ? `: write required: [${value}]`
      : key === 'required' && typeof value === 'boolean' && segments.at(-3) === 'properties'
        ? `: list "${segments.at(-2)}" in the "required" of the object that holds it`
        : /^exclusiveM(in|ax)imum$/.test(key) && typeof value === 'boolean'
          ? `: since 3.1 ${key} is the bound itself (write ${key}: <the bound> in place of ${key === 'exclusiveMinimum' ? 'minimum' : 'maximum'} and ${key}: true)`
          : numeric && /integer|number/.test(error.params.type)
            ? `: write ${key}: ${value} without quotes`
            : (value === 'true' || value === 'false') && expected.includes('boolean')
              ? `: write ${key}: ${value} without quotes`
              : '';
  return ['error', `${must}${hint}`];
}

/** Where the model reads a number or a boolean as its text: the document's title and version, a server variable. */
const readAsText = (segments: string[]) =>
  (segments.length === 2 && segments[0] === 'info' && (segments[1] === 'title' || segments[1] === 'version')) ||
  segments.at(-1) === 'pattern' ||
  (segments.at(-3) === 'variables' && segments.at(-1) === 'default') ||
  (segments.at(-4) === 'variables' && segments.at(-2) === 'enum');

/** Whether a missing field stops the build, and what the page does without it. */
function whenMissing(missing: string[], owner: string[]): Verdict {
  if (missing.some((name) => name === 'required') && owner.includes('parameters'))
    return ['warning', 'read as required: true (a path parameter always is)'];
  if (!missing.some((name) => NEEDED.has(name)))
    return ['warning', `shown without ${missing.length > 1 ? 'them' : 'it'}`];
  const path = encodePointer(owner).slice(1);
  const optional = OPTIONAL_OWNERS.find(([pattern]) => pattern.test(path));
  return optional ? ['warning', `${optional[1]} is ignored`] : ['error', ''];
}

/** Whether the keyword failing is JSON Schema's own (inside a Schema Object), not a field named "type" elsewhere. */
function isSchemaKeyword(errors: ErrorObject[]): boolean {
  return errors.some((e) => {
    const schema = e.parentSchema as Raw | undefined;
    const names = Array.isArray(schema?.enum) ? schema.enum : [];
    return (
      names.includes('integer') || e.schemaPath.includes('simpleTypes') || /#\/\$defs\/simpleTypes/.test(e.schemaPath)
    );
  });
}

function asProperties(schema: unknown): Raw {
  return isObject(schema) && isObject(schema.properties) ? schema.properties : {};
}

const article = (type: string) =>
  ({
    array: 'a list',
    object: 'an object',
    string: 'a string',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    null: 'null',
  })[type] ?? type;
const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? 'a list'
    : value === null
      ? 'null'
      : isObject(value)
        ? 'an object'
        : `${typeof value === 'string' ? 'the string' : ''} ${JSON.stringify(value)}`.trim();

const list = (values: unknown[], last = 'or') =>
  values
    .map((v) => `"${String(v)}"`)
    .join(', ')
    .replace(/, ([^,]*)$/, ` ${last} $1`);
