import type { ErrorObject, ValidateFunction } from 'ajv';
import { decodePointer, encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { isObject, type Raw } from '../../shared/rawValues.ts';
import { problemsOf, type Problem } from './officialSchemaRules.ts';
import { loadValidator, type Major } from './schemaValidators.ts';

export type { Problem };

const compiled = new Map<Major, ValidateFunction>();

/** The official schema's validator of a version, loaded once (`schemaValidators.ts`). */
function validatorOf(major: Major): ValidateFunction {
  let validate = compiled.get(major);
  if (!validate) compiled.set(major, (validate = loadValidator(major)));
  return validate;
}

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
