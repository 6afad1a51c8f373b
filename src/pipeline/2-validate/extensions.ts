import { isoDate } from '../../shared/isoDate.ts';
import { encodePointer } from '../../shared/jsonPointer.ts';
import { METHODS } from '../../shared/httpMethods.ts';
import { type Problem } from './structure.ts';
import { type Raw, isObject } from '../../shared/rawValues.ts';

type Path = (string | number)[];

const BOOLEAN_FLAGS = [
  'x-internal',
  'x-scalar-ignore',
  'x-hideTryItPanel',
  'x-hideReplay',
  'x-deprecated',
  'x-beta',
  'x-experimental',
];

/** The vendor extensions the generator reads, checked for values it can use; anything else is ignored (a warning). */
export function extensionProblems(data: Raw): Problem[] {
  const problems: Problem[] = [];
  const warn = (path: Path, message: string) =>
    problems.push({ severity: 'warning', pointer: encodePointer(path), message });

  checkFlags(data, [], warn);
  const groups = data['x-tagGroups'];
  if (groups !== undefined) {
    if (!Array.isArray(groups)) warn(['x-tagGroups'], 'x-tagGroups must be a list of { name, tags }; ignored');
    else {
      groups.forEach((group, index) => {
        if (!isObject(group) || typeof group.name !== 'string' || !Array.isArray(group.tags)) {
          warn(['x-tagGroups', index], 'an x-tagGroups entry must be { name: string, tags: [tag names] }; ignored');
        }
      });
    }
  }
  if (Array.isArray(data.tags)) {
    data.tags.forEach((tag: unknown, index: number) => {
      if (isObject(tag) && tag['x-displayName'] !== undefined && typeof tag['x-displayName'] !== 'string') {
        warn(['tags', index, 'x-displayName'], 'x-displayName must be a string; ignored');
      }
    });
  }
  for (const key of ['paths', 'webhooks', 'x-webhooks']) {
    for (const [path, item] of Object.entries(isObject(data[key]) ? data[key] : {})) {
      if (!isObject(item) || (key === 'paths' && path.startsWith('x-'))) continue;
      checkFlags(item, [key, path], warn);
      for (const method of METHODS) {
        if (isObject(item[method])) checkOperation(item[method], [key, path, method], warn);
      }
    }
  }
  return problems;
}

function checkFlags(node: Raw, at: Path, warn: (path: Path, message: string) => void): void {
  for (const flag of BOOLEAN_FLAGS) {
    if (node[flag] !== undefined && typeof node[flag] !== 'boolean') {
      warn([...at, flag], `${flag} must be true or false, not ${JSON.stringify(node[flag])}; ignored`);
    }
  }
}

function checkOperation(op: Raw, at: Path, warn: (path: Path, message: string) => void): void {
  checkFlags(op, at, warn);
  const sunset = op['x-sunset'];
  if (sunset !== undefined && !isoDate(sunset)) {
    warn([...at, 'x-sunset'], `x-sunset ${JSON.stringify(sunset)} is not a date (expected YYYY-MM-DD); ignored`);
  }
  const stability = op['x-stability'];
  if (stability !== undefined && (typeof stability !== 'string' || stability.trim() === '')) {
    warn(
      [...at, 'x-stability'],
      `x-stability must be a word such as "beta" or "experimental", not ${JSON.stringify(stability)}; ignored`,
    );
  }
  for (const key of ['x-codeSamples', 'x-code-samples']) {
    const samples = op[key];
    if (samples === undefined) continue;
    if (!Array.isArray(samples)) {
      warn([...at, key], `${key} must be a list of { lang, label, source }; ignored`);
      continue;
    }
    samples.forEach((sample, index) => {
      const entry = isObject(sample) ? sample : {};
      const lang = entry.lang ?? entry.language;
      const source = entry.source ?? entry.code;
      if (typeof lang !== 'string' || lang.trim() === '' || typeof source !== 'string') {
        warn([...at, key, index], `a code sample needs "lang" and "source" (strings); this one is ignored`);
      }
    });
  }
}
