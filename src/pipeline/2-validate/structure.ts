import { METHODS, methodsOf } from '../../shared/httpMethods.ts';
import { encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { isObject, type Raw } from '../../shared/rawValues.ts';

type Path = (string | number)[];

/** One problem with a place in the document; `check.ts` adds the file and the line. */
export interface Problem {
  severity: 'error' | 'warning';
  pointer: string;
  message: string;
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'];
const LOCATIONS_2_0 = ['path', 'query', 'header', 'body', 'formData'];
const SCHEME_TYPES = ['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS'];
const SCHEME_TYPES_2_0 = ['basic', 'apiKey', 'oauth2'];

const list = (values: string[]) =>
  values
    .map((v) => `"${v}"`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

/** `2.0`, `3.0`, `3.1`, `3.2` from the version field; numbers written without quotes are read leniently. */
export function versionOf(data: Raw): string | undefined {
  const value = data.openapi ?? data.swagger;
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}.0` : String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * What the renderer relies on: the fields the OpenAPI specification requires and the shapes it gives them.
 * Errors are what would make a wrong site; warnings are tolerated and printed.
 */
export function structureProblems(data: Raw): Problem[] {
  const problems: Problem[] = [];
  const error = (path: Path, message: string) =>
    problems.push({ severity: 'error', pointer: encodePointer(path), message });
  const warn = (path: Path, message: string) =>
    problems.push({ severity: 'warning', pointer: encodePointer(path), message });

  const field = data.openapi !== undefined ? 'openapi' : 'swagger';
  const version = versionOf(data);
  if (data.openapi === undefined && data.swagger === undefined) {
    error([], 'not an OpenAPI document: expected a top-level "openapi" field (3.x) or "swagger": "2.0"');
    return problems;
  }
  if (!version || !/^(2\.0|3\.[0-2])(\.\d+)?(-[\w.]+)?$/.test(version)) {
    error([field], `unsupported version ${JSON.stringify(data[field])}: expected "2.0", "3.0.x", "3.1.x" or "3.2.x"`);
    return problems;
  }
  if (typeof data[field] === 'number') warn([field], `the version should be a string: write ${field}: "${version}"`);
  const is2 = version.startsWith('2');
  const major = version.slice(0, 3);

  if (!isObject(data.info)) {
    error(['info'], `missing required field "info": expected an object with "title" and "version"`);
  } else {
    if (typeof data.info.title !== 'string')
      error(['info', 'title'], 'missing required field "title": expected a string');
    if (typeof data.info.version !== 'string' && typeof data.info.version !== 'number') {
      error(['info', 'version'], 'missing required field "version": expected a string such as "1.0.0"');
    }
  }

  if (data.paths === undefined) {
    if (major === '2.0' || major === '3.0')
      error(['paths'], 'missing required field "paths": expected an object (it may be empty: paths: {})');
    else if (data.webhooks === undefined && data.components === undefined) {
      error(
        ['paths'],
        'missing "paths": an OpenAPI 3.1 document needs at least one of "paths", "webhooks" or "components"',
      );
    }
  } else if (!isObject(data.paths)) {
    error(['paths'], '"paths" must be an object mapping paths ("/pets") to path items');
  } else {
    for (const [path, item] of Object.entries(data.paths)) {
      if (path.startsWith('x-')) continue;
      if (!path.startsWith('/')) error(['paths', path], `path "${path}" must start with "/"`);
      checkPathItem(item, ['paths', path], { data, is2, major, error, warn });
    }
  }

  for (const key of ['webhooks', 'x-webhooks']) {
    if (data[key] === undefined) continue;
    if (!isObject(data[key])) error([key], `"${key}" must be an object mapping webhook names to path items`);
    else {
      for (const [name, item] of Object.entries(data[key])) {
        if (!(name.startsWith('x-') && !isObject(item)))
          checkPathItem(item, [key, name], { data, is2, major, error, warn });
      }
    }
  }

  checkTags(data.tags, error, warn);
  checkServers(data.servers, ['servers'], error);
  const schemes = is2
    ? data.securityDefinitions
    : isObject(data.components)
      ? data.components.securitySchemes
      : undefined;
  checkSecuritySchemes(schemes, is2 ? ['securityDefinitions'] : ['components', 'securitySchemes'], is2, error, warn);
  checkSecurity(data.security, ['security'], schemes, error, warn);
  if (data.components !== undefined && !isObject(data.components))
    error(['components'], '"components" must be an object');
  const schemas = is2
    ? { at: ['definitions'], value: data.definitions }
    : { at: ['components', 'schemas'], value: data.components?.schemas };
  if (schemas.value !== undefined) {
    if (!isObject(schemas.value))
      error(schemas.at, `"${schemas.at.at(-1)}" must be an object mapping names to schemas`);
    else {
      for (const [name, schema] of Object.entries(schemas.value)) {
        if (!isObject(schema) && typeof schema !== 'boolean')
          error([...schemas.at, name], `schema "${name}" must be an object`);
      }
    }
  }
  warnDuplicateOperationIds(data, warn);
  return problems;
}

interface Context {
  data: Raw;
  is2: boolean;
  major: string;
  error: (path: Path, message: string) => void;
  warn: (path: Path, message: string) => void;
}

function checkPathItem(item: unknown, at: Path, context: Context): void {
  const { error, warn } = context;
  if (!isObject(item)) {
    error(at, 'a path item must be an object of operations ("get", "post"...)');
    return;
  }
  if (typeof item.$ref === 'string') return;
  const shared = checkParameters(item.parameters, [...at, 'parameters'], context);
  checkServers(item.servers, [...at, 'servers'], error);
  for (const method of methodsOf(context.major)) {
    const op = item[method];
    if (op === undefined) continue;
    const where = [...at, method];
    if (!isObject(op)) {
      error(where, `the "${method}" operation must be an object`);
      continue;
    }
    const own = checkParameters(op.parameters, [...where, 'parameters'], context);
    if (at[0] === 'paths') checkPathTemplate(String(at[1]), [...shared, ...own], where, warn);
    if (op.responses === undefined) {
      if (context.major !== '3.1' && context.major !== '3.2') warn(where, 'missing required field "responses"');
    } else if (!isObject(op.responses)) {
      error([...where, 'responses'], '"responses" must be an object mapping status codes to responses');
    } else {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status.startsWith('x-')) continue;
        if (!isObject(response))
          error([...where, 'responses', status], `response "${status}" must be an object with a "description"`);
        else if (!/^([1-5]\d\d|[1-5]XX|default)$/i.test(status))
          warn(
            [...where, 'responses', status],
            `"${status}" is not an HTTP status code, a range such as "4XX", or "default"`,
          );
      }
    }
    if (op.requestBody !== undefined) {
      if (!isObject(op.requestBody)) error([...where, 'requestBody'], '"requestBody" must be an object');
      else if (op.requestBody.$ref === undefined && !isObject(op.requestBody.content)) {
        error(
          [...where, 'requestBody', 'content'],
          'missing required field "content": expected an object mapping media types to schemas',
        );
      }
    }
    if (op.tags !== undefined && (!Array.isArray(op.tags) || op.tags.some((tag: unknown) => typeof tag !== 'string'))) {
      error([...where, 'tags'], '"tags" must be a list of tag names');
    }
    if (op.security !== undefined) checkSecurity(op.security, [...where, 'security'], undefined, error, warn);
    checkServers(op.servers, [...where, 'servers'], error);
    if (op.callbacks !== undefined && isObject(op.callbacks)) {
      for (const [name, callback] of Object.entries(op.callbacks)) {
        if (!isObject(callback) || typeof callback.$ref === 'string') continue;
        for (const [expression, callbackItem] of Object.entries(callback)) {
          if (!expression.startsWith('x-'))
            checkPathItem(callbackItem, [...where, 'callbacks', name, expression], context);
        }
      }
    }
  }
}

/** Checks a parameter list; returns the names of its path parameters (following local `$ref`s). */
function checkParameters(parameters: unknown, at: Path, { data, is2, error }: Context): string[] {
  if (parameters === undefined) return [];
  if (!Array.isArray(parameters)) {
    error(at, '"parameters" must be a list');
    return [];
  }
  const pathNames: string[] = [];
  parameters.forEach((parameter, index) => {
    const where = [...at, index];
    if (!isObject(parameter)) return error(where, 'a parameter must be an object with "name" and "in"');
    let target: unknown = parameter;
    if (typeof parameter.$ref === 'string') {
      if (!parameter.$ref.startsWith('#/')) return;
      const followed = followPointer(data, parameter.$ref);
      if (!followed.found) return; // reported by the $ref check
      target = followed.value;
    }
    if (!isObject(target)) return;
    const locations = is2 ? LOCATIONS_2_0 : LOCATIONS;
    if (parameter !== target) {
      if (target.in === 'path' && typeof target.name === 'string') pathNames.push(target.name);
      return;
    }
    if (typeof target.name !== 'string') error(where, 'missing required field "name": expected the parameter\'s name');
    if (!locations.includes(target.in)) {
      error(
        where,
        target.in === undefined
          ? `missing required field "in": expected ${list(locations)}`
          : `"in": ${JSON.stringify(target.in)} is not a parameter location: expected ${list(locations)}`,
      );
    }
    if (target.in === 'path' && typeof target.name === 'string') pathNames.push(target.name);
  });
  return pathNames;
}

function checkPathTemplate(path: string, declared: string[], at: Path, warn: Context['warn']): void {
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!declared.includes(name)) warn(at, `path parameter "{${name}}" is not described in "parameters"`);
  }
}

function checkTags(tags: unknown, error: Context['error'], warn: Context['warn']): void {
  if (tags === undefined) return;
  if (!Array.isArray(tags)) return error(['tags'], '"tags" must be a list of tag objects with a "name"');
  const seen = new Set<string>();
  tags.forEach((tag, index) => {
    if (!isObject(tag) || typeof tag.name !== 'string')
      return error(['tags', index], 'a tag must be an object with a "name" (a string)');
    if (seen.has(tag.name)) warn(['tags', index], `tag "${tag.name}" is declared twice`);
    seen.add(tag.name);
  });
}

function checkServers(servers: unknown, at: Path, error: Context['error']): void {
  if (servers === undefined) return;
  if (!Array.isArray(servers)) return error(at, '"servers" must be a list of server objects with a "url"');
  servers.forEach((server, index) => {
    if (!isObject(server) || typeof server.url !== 'string')
      error([...at, index], 'missing required field "url": expected a string such as "https://api.example.com"');
  });
}

function checkSecuritySchemes(
  schemes: unknown,
  at: Path,
  is2: boolean,
  error: Context['error'],
  warn: Context['warn'],
): void {
  if (schemes === undefined) return;
  if (!isObject(schemes)) return error(at, `"${at.at(-1)}" must be an object mapping names to security schemes`);
  const types = is2 ? SCHEME_TYPES_2_0 : SCHEME_TYPES;
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) error([...at, name], `security scheme "${name}" must be an object`);
    else if (typeof scheme.$ref === 'string') continue;
    else if (typeof scheme.type !== 'string')
      error([...at, name], `missing required field "type": expected ${list(types)}`);
    else if (!types.includes(scheme.type))
      warn([...at, name, 'type'], `unknown security scheme type "${scheme.type}": expected ${list(types)}`);
  }
}

function checkSecurity(
  security: unknown,
  at: Path,
  schemes: unknown,
  error: Context['error'],
  warn: Context['warn'],
): void {
  if (security === undefined) return;
  if (!Array.isArray(security) || security.some((requirement) => !isObject(requirement))) {
    return error(at, '"security" must be a list of requirement objects ({ scheme: [scopes] })');
  }
  if (!isObject(schemes)) return;
  security.forEach((requirement: Raw, index) => {
    for (const name of Object.keys(requirement)) {
      if (!(name in schemes)) warn([...at, index, name], `security scheme "${name}" is not defined`);
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
        if (first) warn([key, path, method, 'operationId'], `duplicate operationId "${id}" (also on ${first})`);
        else seen.set(id, `${method.toUpperCase()} ${path}`);
      }
    }
  }
}
