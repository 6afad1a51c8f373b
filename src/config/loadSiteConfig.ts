import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findNodeAtLocation, parse as parseJsonc, parseTree, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { checkAccent } from './accentColor.ts';
import { siteDomainMismatch } from './siteAddress.ts';
import { siteConfigSchema, type SiteConfig } from './siteConfigSchema.ts';
import { closestName } from '../shared/closestName.ts';
import { inputs, type Inputs } from './inputs.ts';
import { lineColumnOf } from '../shared/sourcePosition.ts';

export const CONFIG_FILE = 'site.config.json';

export class ConfigError extends Error {}

/** The configuration file: `SITE_CONFIG` (a path, for tests and alternative builds) or site.config.json. */
export function configFile(root = process.cwd(), knobs: Inputs = inputs()): string {
  return resolve(root, knobs.siteConfig ?? CONFIG_FILE);
}

/** What code gives a build beside the knobs (the Astro integration's options). */
export interface GivenConfig {
  /** The configuration itself, in place of a file. */
  inline?: Record<string, unknown>;
  /** The site's address when the configuration names none: the Astro site the reference lies in. */
  site?: string;
}

/** Where an inline configuration's problems are said to be. */
export const INLINE_CONFIG = 'apiReference({ config })';

/** The configuration file's text and its JSON; a syntax error names file:line:column. */
export function readConfigJson(file: string): { text: string; data: unknown } {
  const text = readFileSync(file, 'utf8');
  try {
    return { text, data: JSON.parse(text) };
  } catch (error) {
    const comma = trailingComma(text);
    if (comma !== undefined) {
      const { line, column } = positionAt(text, comma);
      throw new ConfigError(`${file}:${line}:${column}: invalid JSON: a comma after the last item (JSON allows none)`);
    }
    const { line, column } = lineColumnOf(text, error as Error);
    const message = (error as Error).message.replace(/ in JSON at position \d+.*$/, '');
    throw new ConfigError(`${file}:${line}:${column}: invalid JSON: ${message}`);
  }
}

/** The offset of a comma that closes a list or an object (`{ "a": 1, }`), which JSON refuses. */
function trailingComma(text: string): number | undefined {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (!first || !'}]'.includes(text[first.offset] ?? '')) return undefined;
  const before = text.slice(0, first.offset).trimEnd();
  return before.endsWith(',') ? before.length - 1 : undefined;
}

function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Reads and validates the site configuration; a missing file means all defaults. Every problem is reported
 * at once, each as `file:line:column: field: what is wrong`.
 */
export function loadSiteConfig(root = process.cwd(), knobs: Inputs = inputs(), given: GivenConfig = {}): SiteConfig {
  const { file, text: raw, data } = configSource(root, knobs, given);
  const { config, problems } = checkSiteConfig(inLanguage(withGiven(data, knobs, given), file, knobs), raw, file, root);
  if (problems.length) {
    throw new ConfigError(`${file}: invalid site configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return config!;
}

/**
 * A configuration (`data`, parsed from `text`) checked against the schema and the files it names: its value with
 * the defaults, or every problem as `file:line:column: field: what is wrong`. The one place zod's issues are worded.
 */
export function checkSiteConfig(
  data: unknown,
  text: string,
  file: string,
  root: string,
): { config?: SiteConfig; problems: string[] } {
  const parsed = siteConfigSchema.safeParse(data);
  if (!parsed.success) return { problems: parsed.error.issues.flatMap((issue) => describe(issue, text, file)) };
  const problems = filesProblems(parsed.data, root).map((problem) => line(file, text, problem.path, problem.message));
  return { config: parsed.data, problems };
}

/** The configuration's text and JSON: given inline, or read from its file (a missing one means every default). */
function configSource(root: string, knobs: Inputs, given: GivenConfig): { file: string; text: string; data: unknown } {
  if (given.inline) return { file: INLINE_CONFIG, text: JSON.stringify(given.inline, null, 2), data: given.inline };
  const file = configFile(root, knobs);
  if (!existsSync(file) && knobs.siteConfig) throw new ConfigError(`${file}: no such file (named by SITE_CONFIG)`);
  return { file, ...(existsSync(file) ? readConfigJson(file) : { text: '{}', data: {} }) };
}

/**
 * The command line's `--base` (`SITE_BASE`, or the integration's) in place of the file's `base`, checked as the
 * file's would be; the Astro site's address when the configuration names none.
 */
function withGiven(data: unknown, knobs: Inputs, given: GivenConfig): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const site = given.site && !('site' in data) ? { site: given.site } : {};
  return knobs.base ? { ...data, ...site, base: knobs.base } : { ...data, ...site };
}

/**
 * `SITE_LANGUAGE` names one of the site's `languages` to build or serve alone (a build renders them all without
 * it): the configuration in that locale, under its base, read from the one file (so every message
 * names its lines).
 */
function inLanguage(data: unknown, file: string, knobs: Inputs): unknown {
  const language = knobs.siteLanguage;
  if (!language || typeof data !== 'object' || data === null) return data;
  const { base: _base, ...config } = data as { base?: unknown; languages?: unknown };
  const languages = typeof config.languages === 'object' && config.languages ? Object.keys(config.languages) : [];
  if (!languages.includes(language)) {
    const named = languages.length ? `one of its languages (${languages.join(', ')})` : 'named: it has no "languages"';
    throw new ConfigError(`${file}: SITE_LANGUAGE is "${language}", which is not ${named}`);
  }
  return { ...config, locale: language };
}

/**
 * What a valid configuration may still get wrong for readers, as `file:line:column: field: …` lines: an accent
 * colour too light or too dark to read (the site then uses a shade that passes), a `site` that is not on the
 * custom domain (the site's links then use the domain).
 */
export function siteConfigWarnings(root = process.cwd(), config = loadSiteConfig(root)): string[] {
  const file = configFile(root);
  if (!existsSync(file)) return [];
  const { text, data } = readConfigJson(file);
  const { accentColor, publish } = config;
  const accent = checkAccent(accentColor).problems.map((problem) =>
    line(file, text, ['accentColor'], `"${accentColor}": ${problem}`),
  );
  // `site` as written: the loaded configuration holds its address on the domain.
  const domainLine = positionOf(text, ['publish', 'primaryDomain'], false)?.line;
  const mismatch = siteDomainMismatch(
    (data as { site?: string }).site,
    publish?.primaryDomain,
    `publish.primaryDomain, line ${domainLine}`,
  );
  const domain = mismatch && line(file, text, ['site'], mismatch);
  return domain ? [...accent, domain] : accent;
}

/**
 * `file:line:column: field: message` for a value the configuration's schema cannot judge alone (it names something
 * the build finds later, such as an API).
 */
export function configProblem(path: PropertyKey[], message: string, root = process.cwd()): string {
  const file = configFile(root);
  return line(file, existsSync(file) ? readConfigJson(file).text : '{}', path, message);
}

/** Checks the schema cannot make: files the configuration names must exist. */
function filesProblems(config: SiteConfig, root: string): { path: PropertyKey[]; message: string }[] {
  if (config.logo && !existsSync(resolve(root, 'public', `.${config.logo}`))) {
    return [{ path: ['logo'], message: `no such file: public${config.logo} (the logo is served from public/)` }];
  }
  return [];
}

type Issue = z.core.$ZodIssue;

function describe(issue: Issue, raw: string, file: string): string[] {
  // A value of one of several shapes (`tryIt`: true, false or an object) that has the shape of exactly one: what is
  // wrong inside it, rather than that it is none of them.
  const fitting = issue.code === 'invalid_union' ? issue.errors.filter((branch) => !branch.some(isWrongShape)) : [];
  if (fitting.length === 1) {
    return fitting[0].flatMap((inner) => describe({ ...inner, path: [...issue.path, ...inner.path] }, raw, file));
  }
  if (issue.code === 'unrecognized_keys') {
    // One line per unknown field, pointing at the field itself, with the nearest known name as a hint.
    const known = knownFields(issue.path);
    return issue.keys.map((key) => {
      const hint = closestName(key, known);
      const message = `Unrecognized key: "${key}"${hint ? ` (did you mean "${hint}"?)` : ''}; known fields: ${known.join(', ')}`;
      return line(file, raw, issue.path, message, [...issue.path, key]);
    });
  }
  // A missing required field: named as such, placed at the object that lacks it.
  const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
  return [line(file, raw, issue.path, missing ? `missing: a value is required (${issue.expected})` : issue.message)];
}

const isWrongShape = (issue: Issue) => issue.code === 'invalid_type' && issue.path.length === 0;

/** `file:line:column: field: message`; the position is that of `at` (the field itself for an unknown key). */
function line(file: string, raw: string, path: PropertyKey[], message: string, at?: PropertyKey[]): string {
  const where = path.length ? path.map(String).join('.') : '(top level)';
  const position = positionOf(raw, at ?? path, at !== undefined);
  return `${file}${position ? `:${position.line}:${position.column}` : ''}: ${where}: ${message}`;
}

/** Line and column of the value (or, for an unknown field, the key) at `path` in the JSON text. */
function positionOf(raw: string, path: PropertyKey[], atKey: boolean) {
  const tree = parseTree(raw);
  if (!tree) return undefined;
  const segments = path.map((part) => (typeof part === 'number' ? part : String(part)));
  // A field that is not there is placed at the nearest enclosing value that is.
  let node = findNodeAtLocation(tree, segments);
  for (let length = segments.length - 1; !node && length >= 0; length--) {
    node = findNodeAtLocation(tree, segments.slice(0, length));
  }
  if (!node) return undefined;
  const target = atKey && node.parent?.type === 'property' ? node.parent : node;
  return positionAt(raw, target.offset);
}

/** The field names the schema accepts where an unknown key was found (top level or `publish`, `links[n]`...). */
function knownFields(path: PropertyKey[]): string[] {
  let schema: unknown = siteConfigSchema;
  for (const part of path) {
    schema = optionOf(unwrap(schema), typeof part === 'string' ? 'object' : 'array');
    const def = (schema as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (def?.type === 'object' && typeof part === 'string') schema = def.shape?.[part];
    else if (def?.type === 'array') schema = def.element;
    else return [];
  }
  const shape = (optionOf(unwrap(schema), 'object') as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Of a value of several shapes (`tryIt`), the one of this type; any other schema as it is. */
function optionOf(schema: unknown, type: 'object' | 'array'): unknown {
  const def = (schema as { def?: { type?: string; options?: unknown[] } }).def;
  if (def?.type !== 'union') return schema;
  return def.options?.map(unwrap).find((option) => (option as { def?: { type?: string } }).def?.type === type);
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type?: string; innerType?: unknown; in?: unknown; schema?: unknown } };
  for (let i = 0; i < 10 && current?.def; i++) {
    const def = current.def;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) break;
    current = inner as typeof current;
  }
  return current;
}
