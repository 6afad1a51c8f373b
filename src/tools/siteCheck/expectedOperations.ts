import type { ExpectedOperation, ExpectedSample, Rule } from './expectations.ts';
import { isObject, type Raw, type RefResolver } from './refs.ts';
import { hasVendorDeprecation, hasVendorStability, hasVendorSunset } from './vendorFlags.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OperationOptions {
  /** The site switched try-it off everywhere. */
  tryItDisabled: boolean;
}

const ABSENT: Rule = { mode: 'absent' };
const PRESENT: Rule = { mode: 'present' };
const FREE: Rule = { mode: 'free' };

/** Every visible operation of a `paths`-like map (`paths`, `webhooks`, `x-webhooks`), keyed `METHOD name`. */
export function expectedOperationsOf(
  map: unknown,
  kind: ExpectedOperation['kind'],
  context: { root: Raw; file: string; refs: RefResolver; options: OperationOptions },
): Map<string, ExpectedOperation> {
  const operations = new Map<string, ExpectedOperation>();
  if (!isObject(map)) return operations;
  // OpenAPI 3.2 adds the QUERY method; earlier versions have no such key.
  const methods = /^3\.([2-9]|\d\d)/.test(String(context.root.openapi ?? '')) ? [...METHODS, 'query'] : METHODS;
  for (const [name, rawItem] of Object.entries(map)) {
    if (kind === 'operation' && name.startsWith('x-')) continue; // an extension of the Paths Object
    const item = pathItem(rawItem, context.file, context.refs);
    if (!item || isHidden(item)) continue;
    for (const method of methods) {
      const op = item[method];
      if (!isObject(op) || isHidden(op)) continue;
      const key = `${method.toUpperCase()} ${name}`;
      const parameters = parametersOf(item.parameters, op.parameters, context.file, context.refs);
      operations.set(key, { ...expectedOperation(key, kind, op, context.root, context.options), parameters, raw: op });
    }
  }
  return operations;
}

/** A path item, following a `$ref` (its siblings override the target, as 3.1 allows). */
function pathItem(raw: unknown, file: string, refs: RefResolver): Raw | undefined {
  if (!isObject(raw)) return undefined;
  if (typeof raw.$ref !== 'string') return raw;
  const target = refs.follow(raw, file)?.value;
  const { $ref: _ref, ...siblings } = raw;
  return isObject(target) ? { ...target, ...siblings } : undefined;
}

const isHidden = (node: Raw) => node['x-internal'] === true || node['x-scalar-ignore'] === true;

/** Path-level and operation-level parameters (an operation's own replaces the path's of the same name and place). */
function parametersOf(
  pathLevel: unknown,
  own: unknown,
  file: string,
  refs: RefResolver,
): ExpectedOperation['parameters'] {
  const list = (value: unknown) =>
    (Array.isArray(value) ? value : [])
      .map((entry) => (isObject(entry) && typeof entry.$ref === 'string' ? refs.follow(entry, file)?.value : entry))
      .filter(
        (entry): entry is Raw =>
          isObject(entry) && typeof entry.name === 'string' && ['path', 'query', 'header', 'cookie'].includes(entry.in),
      )
      .map((entry) => ({ in: String(entry.in), name: String(entry.name) }));
  const mine = list(own);
  const key = (p: { in: string; name: string }) => `${p.in} ${p.name}`;
  const replaced = new Set(mine.map(key));
  return [...list(pathLevel).filter((p) => !replaced.has(key(p))), ...mine];
}

function expectedOperation(
  key: string,
  kind: ExpectedOperation['kind'],
  op: Raw,
  root: Raw,
  options: OperationOptions,
): Omit<ExpectedOperation, 'parameters' | 'raw'> {
  const sunset = isoDate(op['x-sunset']);
  const flaggedDeprecated = op.deprecated === true || op['x-deprecated'] === true;
  // A sunset date without a deprecation flag: the site may show the warning or not, but not a wrong date.
  const deprecated = flaggedDeprecated ? PRESENT : hasVendorDeprecation(op) || sunset ? FREE : ABSENT;
  const stability =
    typeof op['x-stability'] === 'string' && op['x-stability'].trim() !== ''
      ? op['x-stability'].trim().toLowerCase()
      : undefined;
  return {
    key,
    kind,
    deprecated,
    sunset: sunset ? { mode: 'present', value: sunset } : hasVendorSunset(op) ? FREE : ABSENT,
    stability: stability ? { mode: 'present', value: stability } : hasVendorStability(op) ? FREE : ABSENT,
    // Nothing can be tried on a webhook: the server sends it. The contract speaks of operations only.
    tryIt: kind === 'webhook' ? FREE : tryItHidden(op, root) || options.tryItDisabled ? ABSENT : PRESENT,
    codeSamples: codeSamplesOf(op),
    tags: Array.isArray(op.tags) ? op.tags.filter((tag): tag is string => typeof tag === 'string') : [],
  };
}

const tryItHidden = (op: Raw, root: Raw) =>
  [op, root].some((node) => node['x-hideTryItPanel'] === true || node['x-hideReplay'] === true);

function codeSamplesOf(op: Raw): ExpectedSample[] {
  const list = op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((sample) => {
    const lang = sample.lang === undefined ? '' : String(sample.lang);
    return { lang, label: sample.label === undefined ? lang : String(sample.label) };
  });
}

/** YYYY-MM-DD from a YAML date (a Date or a string, depending on the YAML schema) or an ISO string. */
export function isoDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const iso = /^\s*(\d{4}-\d{2}-\d{2})/.exec(value);
  if (iso) return iso[1];
  const parsed = new Date(value);
  return value.trim() === '' || Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}
