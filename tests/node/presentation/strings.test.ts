import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stringsFor, TRANSLATIONS } from '../../../src/presentation/strings/catalog.ts';
import { LOCALES } from '../../../src/presentation/strings/locales.ts';
import { MESSAGE_ARGUMENTS } from '../../../src/presentation/strings/messageArguments.ts';
import { placeholdersOf } from '../../../src/presentation/strings/placeholders.ts';

type Tree = { [key: string]: Tree | string };
type Calls = { [key: string]: Calls | ((...args: never[]) => Record<string, unknown>) };

/** Every message of a language file, by dotted key. */
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
const english = new Map(flatten(TRANSLATIONS.en as unknown as Tree));
const calls = new Map(
  (function walk(tree: Calls, prefix: string): [string, (...args: never[]) => Record<string, unknown>][] {
    return Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'function' ? [[`${prefix}${key}`, value]] : walk(value, `${prefix}${key}.`),
    );
  })(MESSAGE_ARGUMENTS as unknown as Calls, ''),
);
/** A placeholder's names, and whether each is a number: what a translation must keep. */
const signature = (message: string) =>
  [...placeholdersOf(message)]
    .map(([name, kind]) => `${name}:${kind === 'plural' || kind === 'number' ? 'number' : 'text'}`)
    .sort();

describe('the messages', () => {
  it('has a file for every language the configuration accepts', () => {
    assert.deepEqual(Object.keys(TRANSLATIONS).sort(), [...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: exactly English's keys, each with English's placeholders`, () => {
      const messages = new Map(flatten(TRANSLATIONS[locale] as unknown as Tree));
      assert.deepEqual([...messages.keys()], [...english.keys()]);
      for (const [key, message] of messages) assert.deepEqual(signature(message), signature(english.get(key)!), key);
    });
  }

  it('writes Arabic right to left, every other language left to right', () => {
    for (const locale of LOCALES) assert.equal(TRANSLATIONS[locale].language.dir, locale === 'ar' ? 'rtl' : 'ltr');
  });

  it('names each function message’s placeholders in messageArguments.ts, and no other message takes a number', () => {
    for (const [key, call] of calls) {
      assert.ok(english.has(key), `${key} is in messageArguments.ts but not in en.json`);
      const sample = Array.from({ length: call.length }, () => 'x') as never[];
      const named = Object.keys(call(...sample)).sort();
      assert.deepEqual([...placeholdersOf(english.get(key)!).keys()].sort(), named, key);
    }
    for (const [key, message] of english)
      if (!calls.has(key))
        for (const [name, kind] of placeholdersOf(message)) assert.equal(kind, 'text', `${key}: {${name}}`);
  });
});

describe('stringsFor', () => {
  it('keeps the shape pages use: words as strings, slots for pages to fill, functions of the old arguments', () => {
    const german = stringsFor('de');
    assert.equal(german.reference.parameters, 'Parameter');
    assert.equal(german.reference.operationId, 'operationId');
    assert.equal(
      stringsFor('en').lifecycle.noSunset,
      'This {what} is deprecated and may be removed in a future version.',
    );
    assert.equal(stringsFor('en').security.http('bearer', 'JWT'), 'HTTP bearer (JWT)');
    assert.equal(stringsFor('en').security.http('basic'), 'HTTP basic');
    assert.equal(stringsFor('ar').security.oauth2(['implicit', 'password']), 'OAuth 2.0 (implicit، password)');
    assert.equal(stringsFor('en').security.oauth2([]), 'OAuth 2.0 (no flow)');
    assert.match(stringsFor('en').twins.llmsIntro(false), /documents are downloadable/);
  });

  it('counts in each language: Arabic has its own forms for one, two, few and many', () => {
    const arabic = stringsFor('ar');
    assert.deepEqual(
      [1, 2, 3, 11, 100].map((count) => arabic.reference.operations(count)),
      ['عملية واحدة', 'عمليتان', '3 عمليات', '11 عملية', '100 عملية'],
    );
    assert.equal(stringsFor('ja').reference.operations(12), '12 件のオペレーション');
    assert.equal(stringsFor('de').reference.operations(1), '1 Operation');
    assert.equal(stringsFor('en').searchResults.count(0, 'pet'), 'No results for “pet”.');
    assert.equal(stringsFor('en').lifecycle.sunsetsInDays(220), 'sunsets in 220 days');
  });

  it('formats numbers for the language', () => {
    assert.equal(stringsFor('en').reference.operations(1234), '1,234 operations');
    assert.equal(stringsFor('de').reference.operations(1234), '1.234 Operationen');
    assert.equal(stringsFor('en').reference.moreAbove(12000), '12,000 more above');
    assert.equal(stringsFor('fr').changeWords.summary(2, 1500), '1\u202f500 changements, 2 incompatibles');
  });

  it('puts a user’s words in place of the language’s, functions too', () => {
    const words = stringsFor('en', {
      'fields.usedBy': 'Referenced by',
      'reference.operations': '{count, plural, one {one endpoint} other {# endpoints}}',
    });
    assert.equal(words.fields.usedBy, 'Referenced by');
    assert.equal(words.reference.operations(1), 'one endpoint');
    assert.equal(words.reference.operations(3), '3 endpoints');
    assert.equal(words.fields.examples, 'Examples');
    assert.equal(stringsFor('en').fields.usedBy, 'Used by');
  });
});
