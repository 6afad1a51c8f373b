import { METHODS, methodsOf } from '../../shared/httpMethods.ts';
import { decodePointer, encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { asObject, isObject, type Raw } from '../../shared/rawValues.ts';
import { localTargets, unusedPartAt } from './documentParts.ts';
import { officialSchemaProblems, type Problem } from './officialSchema.ts';

export type { Problem };
type Path = (string | number)[];

/** `2.0`, `3.0`, `3.1`, `3.2` from the version field; numbers written without quotes are read leniently. */
export function versionOf(data: Raw): string | undefined {
  const value = data.openapi ?? data.swagger;
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}.0` : String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The document against its version's official JSON Schema (`officialSchema.ts`), then what no schema can say:
 * path parameters the path names but nothing describes, security schemes used but not defined, tags and
 * operationIds given twice. Errors are what would make a wrong site; warnings are tolerated and printed.
 */
export function structureProblems(data: Raw): Problem[] {
  const problems: Problem[] = [];
  const error = (path: Path, message: string) =>
    problems.push({ severity: 'error', pointer: encodePointer(path), message });
  const warn = (path: Path, message: string) =>
    problems.push({ severity: 'warning', pointer: encodePointer(path), message });

  const field = data.openapi !== undefined ? 'openapi' : 'swagger';
  const version = versionOf(data);
  if (!isObject(data) || (data.openapi === undefined && data.swagger === undefined)) {
    error([], 'not an OpenAPI document: expected a top-level "openapi" field (3.x) or "swagger": "2.0"');
    return problems;
  }
  if (!version || !/^(2\.0|3\.[0-2])(\.\d+)?(-[\w.]+)?$/.test(version)) {
    error([field], `unsupported version ${JSON.stringify(data[field])}: expected "2.0", "3.0.x", "3.1.x" or "3.2.x"`);
    return problems;
  }
  if (typeof data[field] === 'number')
    warn([field], `the version should be a string: write ${field}: "${version}"; read as "${version}"`);
  const major = version.slice(0, 3) as '2.0' | '3.0' | '3.1' | '3.2';
  problems.push(...ignoredWhereUnused(officialSchemaProblems({ ...data, [field]: version }, major), data));

  const context: Context = { data, is2: major === '2.0', major, error, warn };
  for (const [path, item] of Object.entries(isObject(data.paths) ? data.paths : {})) {
    if (isObject(item) && path.startsWith('/')) checkPathTemplate(path, item, ['paths', path], context);
  }
  const { title } = asObject(data.info);
  if (typeof title === 'string' && title.trim() === '')
    warn(
      ['info', 'title'],
      "the API has no title; the site calls it by its file's name (a version's, by its folder's)",
    );
  checkTags(data.tags, warn);
  const schemes = major === '2.0' ? data.securityDefinitions : asObject(data.components).securitySchemes;
  checkSecurity(data.security, ['security'], schemes, warn);
  warnDuplicateOperationIds(data, warn);
  return problems;
}

/**
 * A mistake inside a part the site shows only where a `$ref` uses it (a component other than a schema, a schema's
 * `$defs` entry), when nothing does: no page shows it, so it is ignored with a warning.
 */
function ignoredWhereUnused(problems: Problem[], data: Raw): Problem[] {
  let targets: string[][] | undefined;
  const used = () => (targets ??= localTargets(data));
  return problems.map((problem) => {
    const part = problem.severity === 'error' ? unusedPartAt(decodePointer(problem.pointer), used) : undefined;
    if (!part) return problem;
    return { ...problem, severity: 'warning', message: `${problem.message}; ignored: nothing refers to ${part}` };
  });
}

interface Context {
  data: Raw;
  is2: boolean;
  major: string;
  error: (path: Path, message: string) => void;
  warn: (path: Path, message: string) => void;
}

/**
 * Each `{name}` of a path is described by a path parameter of each operation (its own or the path item's).
 * Only under `paths`: a callback's or a webhook's key is a runtime expression or a name, not a path template.
 */
function checkPathTemplate(path: string, item: Raw, at: Path, context: Context): void {
  const shared = pathParameters(item.parameters, context);
  for (const method of methodsOf(context.major)) {
    if (!isObject(item[method])) continue;
    const declared = [...shared, ...pathParameters(item[method].parameters, context)];
    // Only the path: a query string written into the key (`/uploads?convert={convert}`) holds query parameters.
    for (const [, name] of path.split('?')[0].matchAll(/\{([^}]+)\}/g)) {
      if (!declared.includes(name) && !declared.includes('*'))
        context.warn(
          [...at, method],
          `path parameter "{${name}}" is not described in "parameters"; shown in the path only`,
        );
    }
  }
}

/** The names of a parameter list's path parameters, following local `$ref`s. */
function pathParameters(parameters: unknown, { data }: Context): string[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((parameter) => {
    let target: unknown = parameter;
    if (isObject(parameter) && typeof parameter.$ref === 'string') {
      // Another file's parameter is not read here: it is taken as describing what it names.
      if (!parameter.$ref.startsWith('#/')) return ['*'];
      const followed = followPointer(data, parameter.$ref);
      target = followed.found ? followed.value : undefined;
    }
    return isObject(target) && target.in === 'path' && typeof target.name === 'string' ? [target.name] : [];
  });
}

function checkTags(tags: unknown, warn: Context['warn']): void {
  if (!Array.isArray(tags)) return;
  const seen = new Set<string>();
  tags.forEach((tag, index) => {
    if (!isObject(tag) || typeof tag.name !== 'string') return;
    if (seen.has(tag.name)) warn(['tags', index], `tag "${tag.name}" is declared twice; the first is used`);
    seen.add(tag.name);
  });
}

function checkSecurity(security: unknown, at: Path, schemes: unknown, warn: Context['warn']): void {
  if (!Array.isArray(security) || !isObject(schemes)) return;
  security.forEach((requirement: unknown, index) => {
    if (!isObject(requirement)) return;
    for (const name of Object.keys(requirement)) {
      if (!(name in schemes))
        warn([...at, index, name], `security scheme "${name}" is not defined; shown by its name only`);
    }
  });
}

function warnDuplicateOperationIds(data: Raw, warn: Context['warn']): void {
  const seen = new Map<string, string>();
  for (const key of ['paths', 'webhooks', 'x-webhooks']) {
    for (const [path, item] of Object.entries(isObject(data[key]) ? data[key] : {})) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const id = isObject(item[method]) ? item[method].operationId : undefined;
        if (typeof id !== 'string') continue;
        const first = seen.get(id);
        if (first)
          warn(
            [key, path, method, 'operationId'],
            `duplicate operationId "${id}" (also on ${first}); both are shown, each at its own address`,
          );
        else seen.set(id, `${method.toUpperCase()} ${path}`);
      }
    }
  }
}
