import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as en from '../../../src/presentation/strings/en.ts';
import { stringsFor, TRANSLATIONS } from '../../../src/presentation/strings/catalog.ts';
import { LOCALES } from '../../../src/presentation/strings/locales.ts';

type Group = Record<string, unknown>;
const groups = Object.keys(en) as (keyof typeof en)[];

/** Every key English has that a language does not translate, as `group.key`. */
function untranslated(locale: string): string[] {
  const translation = TRANSLATIONS[locale as keyof typeof TRANSLATIONS] as Record<string, Group | undefined>;
  return groups.flatMap((group) =>
    Object.keys(en[group]).flatMap((key) => (translation[group]?.[key] === undefined ? [`${group}.${key}`] : [])),
  );
}

describe('the strings catalog', () => {
  it('has a file for every language the configuration accepts', () => {
    assert.deepEqual(Object.keys(TRANSLATIONS).sort(), [...LOCALES].sort());
  });

  it('lists what each language leaves untranslated (English shows there)', () => {
    const report = LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, untranslated(locale)] as const);
    for (const [locale, keys] of report)
      console.log(`${locale}: ${keys.length ? keys.join(', ') : 'everything translated'}`);
    // Only words that are the same in every language may stay English: the operationId label.
    for (const [locale, keys] of report) assert.deepEqual(keys, ['reference.operationId'], locale);
  });

  it('falls back to English, key by key, where a language has no word', () => {
    const german = stringsFor('de');
    assert.equal(german.reference.operationId, 'operationId');
    assert.equal(german.reference.parameters, 'Parameter');
  });

  it('counts in each language: Arabic has its own forms for one, two, few and many', () => {
    const arabic = stringsFor('ar');
    assert.deepEqual(
      [1, 2, 3, 11, 100].map((count) => arabic.reference.operations(count)),
      ['عملية واحدة', 'عمليتان', '3 عمليات', '11 عملية', '100 عملية'],
    );
    assert.equal(stringsFor('ja').reference.operations(12), '12 件のオペレーション');
    assert.equal(stringsFor('de').reference.operations(1), '1 Operation');
    assert.equal(stringsFor('en').lifecycle.sunsetsInDays(220), 'sunsets in 220 days');
  });
});
