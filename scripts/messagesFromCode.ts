/**
 * Turns the words of the former code catalogs (`src/presentation/strings/<locale>.ts`, one object per group, with
 * plural helpers and template functions) into ICU MessageFormat files, `messages/<locale>.json`. For merging a
 * branch that still adds words to the .ts files: check those files out into a folder and run
 *   npm run strings:from-code -- <folder>
 * Every message it writes is formatted back and compared with what the code said; a function with no entry in
 * messageArguments.ts is reported (add its entry, then run again).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_ARGUMENTS } from '../src/presentation/strings/messageArguments.ts';

type Tree = { [key: string]: Tree | string | ((...args: never[]) => string) };
type Messages = { [key: string]: Messages | string };

const folder = resolve(process.argv[2] ?? 'src/presentation/strings');
const target = new URL('../src/presentation/strings/messages/', import.meta.url);
const NUMERIC = new Set(['count', 'days', 'breaking', 'total', 'shown']);
/** Private-use marks for a slot while the text around it is escaped. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
/** The plural's own number, `#` once escaped. */
const POUND = '\uE002';
const SENTINEL = 777;

const escapeText = (text: string) =>
  text
    .replace(/'(?=[{}#|']|$)/g, "''")
    .replace(/[{}#]/g, (char) => `'${char}'`)
    .replace(new RegExp(`${OPEN}([^${CLOSE}]+)${CLOSE}`, 'g'), '{$1}')
    .replaceAll(POUND, '#');
const slot = (name: string) => `${OPEN}${name}${CLOSE}`;

/** The argument names of an entry of MESSAGE_ARGUMENTS, in call order. */
const parameterNames = (adapter: (...args: never[]) => unknown) =>
  /^\(?([^)=]*)\)?\s*=>/
    .exec(adapter.toString())![1]
    .split(',')
    .map((name) => name.trim().split(/[\s:?]/)[0])
    .filter(Boolean);

/** `prefix{select…}suffix`: the parts the variants share stay outside the choice. */
function choice(argument: string, kind: 'plural' | 'select', variants: [string, string][]): string {
  const texts = variants.map(([, text]) => text);
  let start = 0;
  while (texts.every((text) => text[start] !== undefined && text[start] === texts[0][start])) start++;
  let end = 0;
  while (
    texts.every((text) => end < text.length - start && text.at(-1 - end) === texts[0].at(-1 - end)) &&
    end < texts[0].length - start
  )
    end++;
  // The choice holds whole words and the plural's number, and does not start inside a slot.
  const pound = Math.min(...texts.map((text) => (text.includes(POUND) ? text.indexOf(POUND) : text.length)));
  start = Math.min(start, pound);
  const poundEnd = Math.min(
    ...texts.map((text) => text.length - 1 - (text.includes(POUND) ? text.lastIndexOf(POUND) : -1)),
  );
  end = Math.min(end, poundEnd);
  while (start > 0 && !/[\s(（]/.test(texts[0][start - 1])) start--;
  while (start > 0 && texts[0].lastIndexOf(OPEN, start - 1) > texts[0].lastIndexOf(CLOSE, start - 1)) start--;
  while (end > 0 && !/[\s).,:;)）]/.test(texts[0].at(-end)!)) end--;
  const cut = (text: string) => text.slice(start, text.length - end);
  const tail = end ? texts[0].slice(-end) : '';
  const branches = variants.map(([key, text]) => `${key} {${escapeText(cut(text))}}`).join(' ');
  return `${escapeText(texts[0].slice(0, start))}{${argument}, ${kind}, ${branches}}${escapeText(tail)}`;
}

function numberMessage(
  locale: string,
  call: (values: Record<string, unknown>) => string,
  names: string[],
  strings: Record<string, string>,
): string {
  const numeric = names.filter((name) => NUMERIC.has(name));
  const formatted = (n: number) => [n.toLocaleString(locale), String(n)];
  const textFor = (name: string, n: number) => {
    const values: Record<string, unknown> = { ...strings };
    for (const other of numeric) values[other] = other === name ? n : SENTINEL;
    let text = call(values);
    // The other numbers first: their value's digits may hold this one's.
    for (const other of numeric.filter((other) => other !== name))
      for (const form of formatted(SENTINEL)) text = text.split(form).join(`${OPEN}${other}, number${CLOSE}`);
    for (const form of formatted(n)) text = text.split(form).join(POUND);
    return text;
  };
  const rules = new Intl.PluralRules(locale);
  const candidates = [7, ...Array.from({ length: 198 }, (_, i) => i + 3), 2, 1_000_000, 1, 0];
  const varying = numeric.filter((name) => new Set([0, 1, 2, 3, 7, 11, 100].map((n) => textFor(name, n))).size > 1);
  if (varying.length > 1) throw new Error(`${names.join(', ')}: more than one number changes the words`);
  const name = varying[0] ?? numeric[0];
  const categories = rules.resolvedOptions().pluralCategories;
  const byCategory = new Map(
    categories.map((category) => [
      category,
      textFor(
        name,
        candidates.find((n) => rules.select(n) === category)!,
      ),
    ]),
  );
  const other = byCategory.get('other')!;
  const variants: [string, string][] = [0, 1, 2]
    .filter((n) => textFor(name, n) !== byCategory.get(rules.select(n)))
    .map((n) => [`=${n}`, textFor(name, n)]);
  for (const [category, text] of byCategory)
    if (category !== 'other' && text !== other) variants.push([category, text]);
  if (!variants.length) return escapeText(other.split(POUND).join(slot(`${name}, number`)));
  return choice(name, 'plural', [...variants, ['other', other]]);
}

/** Messages with two plurals, written out (the check below still compares them with the code). */
const WRITTEN: Record<string, string> = {
  'es changeWords.summary':
    '{total, plural, one {# cambio} other {# cambios}}, {breaking, plural, one {# incompatible} other {# incompatibles}}',
  'fr changeWords.summary':
    '{total, plural, one {# changement} other {# changements}}, {breaking, plural, one {# incompatible} other {# incompatibles}}',
};

/** The ICU message of one function of a code catalog. */
function messageOf(
  locale: string,
  key: string,
  fn: (...args: never[]) => string,
  adapter: (...args: never[]) => unknown,
): string {
  if (WRITTEN[`${locale} ${key}`]) return WRITTEN[`${locale} ${key}`];
  const names = parameterNames(adapter);
  const call = (values: Record<string, unknown>) =>
    (fn as (...args: unknown[]) => string)(...names.map((name) => values[name]));
  const strings = Object.fromEntries(names.map((name) => [name, slot(name)]));
  if (key === 'security.http')
    return choice('withFormat', 'select', [
      ['yes', call({ ...strings })],
      ['other', call({ ...strings, bearerFormat: undefined })],
    ]);
  if (key === 'security.oauth2')
    return choice('flowCount', 'plural', [
      ['=0', call({ flows: [] })],
      ['other', call({ flows: [slot('flows')] })],
    ]);
  if (key === 'twins.llmsIntro')
    return choice('documents', 'select', [
      ['one', call({ oneDocument: true })],
      ['other', call({ oneDocument: false })],
    ]);
  if (names.some((name) => NUMERIC.has(name))) return numberMessage(locale, call, names, strings);
  return escapeText(call(strings));
}

/** The words a list of flows is joined with, as the oauth2 phrase shows them. */
function listSeparator(fn: (flows: string[]) => string): string {
  const text = fn([OPEN, CLOSE]);
  return text.slice(text.indexOf(OPEN) + 1, text.indexOf(CLOSE));
}

function convert(locale: string, tree: Tree, english: Tree, arguments_: Record<string, unknown>, path = ''): Messages {
  const out: Messages = {};
  for (const [key, reference] of Object.entries(english)) {
    const dotted = path ? `${path}.${key}` : key;
    const value = tree?.[key] ?? reference;
    const adapter = arguments_?.[key];
    if (typeof value === 'function') {
      if (typeof adapter !== 'function') throw new Error(`${dotted} is a function: add it to messageArguments.ts`);
      out[key] = messageOf(locale, dotted, value, adapter as (...args: never[]) => unknown);
    } else if (typeof value === 'string') {
      out[key] = escapeText(value.replace(/\{(\w+)\}/g, (_, name: string) => slot(name)));
    } else out[key] = convert(locale, value, reference as Tree, adapter as Record<string, unknown>, dotted);
  }
  return out;
}

/** Formats every message back and compares it with the code's words, for a few counts and values. */
function check(
  locale: string,
  messages: Messages,
  tree: Tree,
  english: Tree,
  args: Record<string, unknown>,
  path = '',
) {
  for (const [key, reference] of Object.entries(english)) {
    const dotted = path ? `${path}.${key}` : key;
    const message = messages[key];
    const value = tree?.[key] ?? reference;
    const adapter = args?.[key];
    if (typeof message !== 'string') {
      check(locale, message, value as Tree, reference as Tree, adapter as Record<string, unknown>, dotted);
      continue;
    }
    const format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    const samples: unknown[][] =
      typeof value !== 'function'
        ? [[]]
        : dotted === 'security.http'
          ? [['bearer'], ['bearer', 'JWT']]
          : dotted === 'security.oauth2'
            ? [[[]], [['implicit']], [['implicit', 'password']]]
            : dotted === 'twins.llmsIntro'
              ? [[true], [false]]
              : [0, 1, 2, 3, 5, 11, 21, 102].map((n) =>
                  parameterNames(adapter as (...args: never[]) => unknown).map((name) =>
                    NUMERIC.has(name) ? n : `<${name}>`,
                  ),
                );
    for (const sample of samples) {
      const expected =
        typeof value === 'function'
          ? (value as (...a: unknown[]) => string)(...sample)
          : (value as string).replace(/\{(\w+)\}/g, '<$1>');
      const names = /\{(\w+)/g;
      const values: Record<string, unknown> =
        typeof value === 'function'
          ? (adapter as (...a: unknown[]) => Record<string, unknown>)(...sample)
          : Object.fromEntries([...message.matchAll(names)].map(([, name]) => [name, `<${name}>`]));
      for (const [name, item] of Object.entries(values))
        if (Array.isArray(item)) values[name] = item.join(listSeparator(tree.oauth2 as never) || ', ');
      const actual = format.format(values);
      if (actual !== expected)
        throw new Error(`${locale} ${dotted}: ${message} ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
  }
}

const load = async (locale: string) => (await import(pathToFileURL(`${folder}/${locale}.ts`).href)) as Tree;
const english = await load('en');
const locales = readdirSync(folder).flatMap((file) => (/^[a-z]{2}\.ts$/.test(file) ? [file.slice(0, 2)] : []));
for (const locale of locales) {
  const tree = await load(locale);
  const security = (tree.security ?? english.security) as Tree;
  const separator = listSeparator(security.oauth2 as (flows: string[]) => string);
  const messages = convert(locale, tree, english, MESSAGE_ARGUMENTS as Record<string, unknown>);
  (messages.language as Messages).listSeparator = separator;
  for (const group of Object.keys(english)) {
    if (group === 'language') continue;
    check(
      locale,
      messages[group] as Messages,
      { ...(english[group] as Tree), ...(tree[group] as Tree), oauth2: security.oauth2 } as Tree,
      english[group] as Tree,
      (MESSAGE_ARGUMENTS as Record<string, Record<string, unknown>>)[group],
      group,
    );
  }
  writeFileSync(new URL(`${locale}.json`, target), `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`${locale}: messages/${locale}.json`);
}
