import type { ErrorObject, ValidateFunction } from 'ajv';
import { closestName } from '../../shared/closestName.ts';
import { decodePointer, encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { display, isObject, type Raw } from '../../shared/rawValues.ts';
import { loadValidator, type Major } from './schemaValidators.ts';

/** One problem with a place in the document; `checkDocuments.ts` adds the file and the line. */
export interface Problem {
  severity: 'error' | 'warning';
  pointer: string;
  message: string;
}

const compiled = new Map<Major, ValidateFunction>();

/** The official schema's validator of a version, loaded once (`schemaValidators.ts`). */
function validatorOf(major: Major): ValidateFunction {
  let validate = compiled.get(major);
  if (!validate) compiled.set(major, (validate = loadValidator(major)));
  return validate;
}

/**
 * Fields the pages cannot do without: missing, they stop the build. Any other field the specification requires
 * (a response's `description`, an operation's `responses`) is missing from documents other renderers accept,
 * so it warns.
 */
const NEEDED = new Set(['openapi', 'swagger', 'info', 'title', 'version', 'paths', 'name', 'in', 'url', 'type']);
/** Fields that only annotate: of the wrong kind, they are left out of the page and the rest renders as written. */
const ANNOTATIONS = new Set(['examples', 'example', 'default', 'description', 'title', 'summary', '$comment', 'xml']);
/** Keywords whose failure is a value of the wrong kind or an unknown name: the page would show it wrongly. */
const WRONG_VALUE = new Set(['type', 'enum', 'const']);
/** Keywords that only summarise their branches' failures: the branches say what is wrong. */
const SUMMARIES = new Set(['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', '$ref', 'false schema']);

/**
 * The document against its version's official schema, as one problem per mistake: a value that fails
 * `oneOf: [Schema, Reference]` is reported once, by the branch it was meant for, not once per branch.
 */
export function officialSchemaProblems(data: Raw, major: Major): Problem[] {
  const deep = tooDeep(data);
  if (deep) {
    const message = `nested more than ${MAX_DEPTH} levels deep: this cannot be checked or rendered`;
    return [{ severity: 'error', pointer: deep, message }];
  }
  const validate = validatorOf(major);
  if (validate(data)) return [];
  const all = validate.errors ?? [];
  const noise = branchNoise(all, data, validate.schema as Raw);
  const errors = all.filter((error) => !SUMMARIES.has(error.keyword) && meantFor(error, data) && !noise(error));
  // A parameter whose `in` is no location (`in: formData` in 3.x) is one mistake: its other fields are not judged.
  const misplaced = errors
    .filter((e) => (e.keyword === 'enum' || e.keyword === 'const') && /\/parameters\/\d+\/in$/.test(e.instancePath))
    .map((e) => e.instancePath.replace(/\/in$/, ''));
  const byPlace = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const path = placeOf(error).slice(1);
    if (misplaced.some((at) => path !== `${at}/in` && (path === at || path.startsWith(`${at}/`)))) continue;
    const place = `#${path}`;
    byPlace.set(place, [...(byPlace.get(place) ?? []), error]);
  }
  const problems: Problem[] = [];
  for (const [place, found] of byPlace) {
    // An item of a list of types is said with the list.
    if (/\/type\/\d+$/.test(place) && byPlace.has(place.replace(/\/\d+$/, ''))) continue;
    problems.push(...problemsOf(place, found, major));
  }
  // A branch choice that failed without a specific reason (a value matching two alternatives): said once.
  const summaries = (validate.errors ?? []).filter((e) => e.keyword === 'oneOf' && e.params.passingSchemas);
  for (const summary of summaries) {
    const place = `#${summary.instancePath}`;
    if (!problems.some((p) => p.pointer === place || p.pointer.startsWith(`${place}/`))) {
      problems.push({
        severity: 'warning',
        pointer: place,
        message: 'matches more than one of the forms allowed here',
      });
    }
  }
  return problems;
}

/** Deeper than any real document goes, and than the checks' and renderer's recursion can follow. */
const MAX_DEPTH = 256;

/** The place of the first value nested deeper than MAX_DEPTH, found without recursion (a path only for that one). */
function tooDeep(data: unknown): string | undefined {
  type Entry = { node: object; depth: number; key: string; parent?: Entry };
  const stack: Entry[] = data && typeof data === 'object' ? [{ node: data, depth: 0, key: '' }] : [];
  while (stack.length) {
    const entry = stack.pop()!;
    if (entry.depth > MAX_DEPTH) {
      const path: string[] = [];
      for (let at: Entry | undefined = entry; at?.parent; at = at.parent) path.unshift(at.key);
      return encodePointer(path);
    }
    for (const key in entry.node) {
      const value = (entry.node as Record<string, unknown>)[key];
      if (value && typeof value === 'object') stack.push({ node: value, depth: entry.depth + 1, key, parent: entry });
    }
  }
  return undefined;
}

/**
 * Whether an error belongs to the alternative the author meant: a value with a `$ref` is a Reference Object, and
 * the Schema (or Parameter…) branch's complaints about it are noise; a value without one is not, so "missing
 * $ref" is noise. Alternatives told apart by a value (`in: path`, a security scheme's `type`) keep the branch
 * whose value matches.
 */
function meantFor(error: ErrorObject, data: Raw): boolean {
  const schema = error.parentSchema;
  const isReferenceBranch =
    /\/(json)?reference(\/|$)/i.test(error.schemaPath) ||
    (isObject(schema) && Array.isArray(schema.required) && schema.required.includes('$ref')) ||
    (error.keyword === 'required' && error.params.missingProperty === '$ref');
  const value = followPointer(data, `#${error.instancePath}`);
  const owner = value.found ? value.value : undefined;
  if (isReferenceBranch) return isObject(owner) && typeof owner.$ref === 'string';
  // A $ref object's siblings are checked by the Reference branch only.
  if (error.instancePath && isObject(owner) && typeof owner.$ref === 'string' && error.keyword !== 'type') return false;
  return true;
}

/**
 * Alternatives told apart by a fixed value (a parameter's `in`, a security scheme's `type`): the branches whose
 * value does not match are not what the author meant, and their complaints are dropped. When no branch matches,
 * only the complaint about that value is kept ("in" is "querry": expected …).
 */
function branchNoise(errors: ErrorObject[], data: Raw, root: Raw): (error: ErrorObject) => boolean {
  // Where a branch lost, by its schema objects: the same definitions are met at many places.
  const losing = new Set<string>();
  const ids = new Map<unknown, number>();
  const idOf = (schema: unknown) => ids.get(schema) ?? (ids.set(schema, ids.size), ids.size - 1);
  const unmatched = new Set<string>();
  const unmatchedKey = new Map<string, string>();
  const missing = new Map<string, string>();
  for (const error of errors) {
    if ((error.keyword !== 'oneOf' && error.keyword !== 'anyOf') || !Array.isArray(error.schema)) continue;
    const found = followPointer(data, `#${error.instancePath}`);
    if (!found.found || !isObject(found.value)) continue;
    const value = found.value;
    const branches = (error.schema as unknown[]).map((branch) => deref(branch, root));
    for (const key of ['in', 'type']) {
      const allowed = branches.map((branch) => allowedValues(isObject(branch) ? branch.properties?.[key] : undefined));
      // A Schema Object's own `type` chooses no branch.
      if (allowed.every((a) => !a) || allowed.some((a) => a?.includes('integer'))) continue;
      if (!(key in value)) missing.set(error.instancePath, key);
      else if (allowed.every((a) => a && !a.includes(value[key]))) unmatched.add(error.instancePath);
      else
        branches.forEach((branch, i) => {
          if (allowed[i] && !allowed[i].includes(value[key])) {
            losing.add(`${error.instancePath} ${idOf(branch)}`);
            losing.add(`${error.instancePath}/${key} ${idOf(branch.properties[key])}`);
          }
        });
      unmatchedKey.set(error.instancePath, key);
      break;
    }
  }
  // A value that names no branch (`in: querry`) is the one mistake there: the rest of that object is not checked.
  const insideUnmatched = (path: string) =>
    [...unmatched].some((at) => (path === at || path.startsWith(`${at}/`)) && path !== `${at}/${unmatchedKey.get(at)}`);
  // Without the value (a parameter with no `in`), no branch is meant: only "missing in" is said there.
  const missingOnly = (error: ErrorObject) =>
    [...missing].some(
      ([at, key]) =>
        (error.instancePath === at || error.instancePath.startsWith(`${at}/`)) &&
        !(error.instancePath === at && error.keyword === 'required' && error.params.missingProperty === key),
    );
  return (error) =>
    losing.has(`${error.instancePath} ${idOf(error.parentSchema)}`) ||
    insideUnmatched(placeOf(error).slice(1)) ||
    missingOnly(error);
}

const allowedValues = (rule: unknown): unknown[] | undefined =>
  isObject(rule) ? (Array.isArray(rule.enum) ? rule.enum : 'const' in rule ? [rule.const] : undefined) : undefined;

function deref(schema: unknown, root: Raw): Raw {
  let node = schema;
  for (let i = 0; i < 5 && isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#'); i++) {
    const target = followPointer(root, node.$ref);
    node = target.found ? target.value : undefined;
  }
  return isObject(node) ? node : {};
}

/** The place a mistake is at: a field's value, or for an unknown field its name. */
function placeOf(error: ErrorObject): string {
  const extra = error.params.additionalProperty ?? error.params.unevaluatedProperty;
  const segments = decodePointer(error.instancePath);
  return encodePointer(extra !== undefined ? [...segments, extra] : segments);
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

/** The fields missing from one object, each at its own place (the object's line); alternatives said once. */
function problemsOf(place: string, errors: ErrorObject[], major: Major): Problem[] {
  const required = errors.filter((e) => e.keyword === 'required');
  const alternatives = new Set(required.map((e) => e.parentSchema)).size > 1;
  if (required.length < 2 || alternatives || errors.length !== required.length)
    return [problemOf(place, errors, major)];
  return required.map((e) =>
    problemOf(`${place}/${encodePointer([e.params.missingProperty]).slice(2)}`, [e], major, true),
  );
}

const LOCATIONS: Record<Major, string[]> = {
  '2.0': ['path', 'query', 'header', 'body', 'formData'],
  '3.0': ['path', 'query', 'header', 'cookie'],
  '3.1': ['path', 'query', 'header', 'cookie'],
  '3.2': ['path', 'query', 'querystring', 'header', 'cookie'],
};

function problemOf(place: string, errors: ErrorObject[], major: Major, atField = false): Problem {
  const segments = decodePointer(place);
  const key = String(segments.at(-1) ?? '');
  const rank = (e: ErrorObject) =>
    ['type', 'enum', 'const', 'required', 'additionalProperties', 'unevaluatedProperties'].indexOf(e.keyword) + 1 || 9;
  const first = [...errors].sort((a, b) => rank(a) - rank(b))[0];
  const value = first.data;
  const field = key ? `"${key}"` : 'the document';
  const problem = (severity: Problem['severity'], message: string): Problem => ({ severity, pointer: place, message });

  // The JSON Schema keyword `type` with a value 3.0 does not know.
  if (key === 'type' && errors.some((e) => e.keyword === 'enum' || e.keyword === 'type') && isSchemaKeyword(errors)) {
    if (Array.isArray(value) && major !== '3.1' && major !== '3.2') {
      const types = value.filter((t) => t !== 'null');
      return problem(
        'error',
        `a list of types is OpenAPI 3.1; in ${major} write type: ${types[0] ?? 'string'}${value.includes('null') ? ' with nullable: true' : ''}`,
      );
    }
    const names = ['array', 'boolean', 'integer', 'number', 'object', 'string', ...(major >= '3.1' ? ['null'] : [])];
    const wrong = (Array.isArray(value) ? value : [value]).find((t) => !names.includes(t));
    const guess = typeof wrong === 'string' ? closestName(wrong, names) : undefined;
    if (typeof wrong !== 'string')
      return problem('error', `"type" must be ${list(names)} or a list of them, not ${kindOf(wrong)}`);
    return problem(
      'error',
      `unknown type ${JSON.stringify(wrong)}: expected ${list(names)}${guess ? ` (did you mean "${guess}"?)` : ''}`,
    );
  }
  switch (first.keyword) {
    case 'type': {
      const expected = String(first.params.type).split(',').map(article).join(' or ');
      const hint =
        key === 'required' && typeof value === 'string'
          ? `: write required: [${value}]`
          : /^exclusiveM(in|ax)imum$/.test(key) && typeof value === 'boolean'
            ? `: since 3.1 ${key} is the bound itself (write ${key}: <the bound> in place of ${key === 'exclusiveMinimum' ? 'minimum' : 'maximum'} and ${key}: true)`
            : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && /integer|number/.test(first.params.type)
              ? `: write ${key}: ${value} without quotes`
              : '';
      // `schema: null` and the like are read as absent, as other renderers do. A number where text belongs (version: 1.0) still reads as text; an annotation of the wrong kind (a map of
      // `examples` in a 3.1 schema, where JSON Schema wants a list) is left out of the page.
      const readable =
        value === null || (first.params.type === 'string' && typeof value !== 'object') || ANNOTATIONS.has(key);
      const ignored = readable && typeof value === 'object' ? '; ignored' : '';
      return problem(
        readable ? 'warning' : 'error',
        `${field} must be ${expected}, not ${kindOf(value)}${hint}${ignored}`,
      );
    }
    case 'enum':
    case 'const': {
      const allowed: unknown[] = errors
        .flatMap((e) => e.params.allowedValues ?? [e.params.allowedValue])
        .filter((v) => v !== undefined);
      const names = [...new Set(allowed.map(String))];
      const guess = typeof value === 'string' ? closestName(value, names) : undefined;
      return problem(
        'error',
        `${field} is ${JSON.stringify(value)}: expected ${list(names)}${guess ? ` (did you mean "${guess}"?)` : ''}`,
      );
    }
    case 'required': {
      const required = errors.filter((e) => e.keyword === 'required');
      const missing = [...new Set(required.map((e) => String(e.params.missingProperty)))];
      if (key === 'responses' && missing.includes('default'))
        return problem('warning', 'no response: give at least one status code or "default"');
      const severity = missing.some((name) => NEEDED.has(name)) ? 'error' : 'warning';
      if (missing.length > 1) return problem(severity, `missing one of ${list(missing)}`);
      const [name] = missing;
      const rule = asProperties(required[0].parentSchema)[name];
      const expected =
        name === 'in'
          ? list(LOCATIONS[major])
          : isObject(rule) && typeof rule.type === 'string' && rule.type !== 'object'
            ? article(rule.type)
            : undefined;
      // Placed at the missing field (its object's line), so the pointer names it.
      const at = atField ? place : `${place}/${encodePointer([name]).slice(2)}`;
      return {
        severity,
        pointer: at,
        message: `missing required field "${name}"${expected ? `: expected ${expected}` : ''}`,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const known = Object.keys(asProperties(first.parentSchema));
      const guess = closestName(key, known);
      // A path that is not a path ("pets" for "/pets") would vanish from the site: that one stops the build.
      const isPath = segments.length === 2 && segments[0] === 'paths';
      if (segments.at(-2) === 'responses')
        return problem('warning', `${field} is not an HTTP status code, a range such as "4XX", or "default"`);
      return problem(
        isPath ? 'error' : 'warning',
        isPath
          ? `path "${key}" must start with "/"`
          : `unknown field ${field}${guess ? ` (did you mean "${guess}"?)` : ' (vendor extensions start with "x-")'}`,
      );
    }
    case 'minProperties':
      if (key === 'responses') return problem('warning', 'no response: give at least one status code or "default"');
      return problem('warning', `${field} is empty: give at least ${first.params.limit} entry`);
    case 'pattern':
      return problem(
        'warning',
        `${field} is ${JSON.stringify(value)}, which does not have the form the specification gives (${first.params.pattern})`,
      );
    default:
      return problem(
        WRONG_VALUE.has(first.keyword) ? 'error' : 'warning',
        `${field} ${first.message ?? 'is not valid here'}${value !== undefined && typeof value !== 'object' ? ` (it is ${display(value)})` : ''}`,
      );
  }
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

const list = (values: unknown[], last = 'or') =>
  values
    .map((v) => `"${String(v)}"`)
    .join(', ')
    .replace(/, ([^,]*)$/, ` ${last} $1`);
