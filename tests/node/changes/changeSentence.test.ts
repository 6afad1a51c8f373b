// Every rule has a sentence in every language, and every slot a sentence names is filled from the change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RULES } from '../../../src/changes/rules.ts';
import type { Change } from '../../../src/model/changes.ts';
import { changeSentence } from '../../../src/presentation/changeSentence.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import { LOCALES } from '../../../src/presentation/strings/locales.ts';

const change = (rule: string, details: Record<string, string> = {}, location?: string): Change => ({
  type: 'changed',
  level: 'breaking',
  rule,
  pointer: '/paths',
  details,
  ...(location ? { location } : {}),
});

test('changes: every rule has a sentence in every language, without an unfilled slot', () => {
  const details = {
    ...{ from: 'a', to: 'b', value: 'v', status: '404', mediaType: 'text/csv', name: 'N', url: 'https://x' },
    ...{ method: 'POST', path: '{$request.body#/callbackUrl}' },
  };
  for (const locale of LOCALES) {
    const strings = stringsFor(locale);
    for (const rule of Object.keys(RULES)) {
      const template = (strings.changeRules as Record<string, string>)[rule];
      assert.ok(template, `${locale}: no sentence for ${rule}`);
      const sentence = changeSentence(
        strings,
        change(rule, { ...details, date: '2027-01-01', keyword: 'maxLength' }, 'query.limit'),
      );
      assert.doesNotMatch(sentence, /\{\w+\}/, `${locale} ${rule}: ${sentence}`);
    }
  }
});

test('changes: a sentence names the place and the values, and an unset limit reads "none"', () => {
  const en = stringsFor('en');
  assert.equal(
    changeSentence(en, change('request-parameter-became-required', {}, 'query.limit')),
    'Parameter query.limit became required.',
  );
  assert.equal(
    changeSentence(
      en,
      change(
        'request-property-constraint-narrowed',
        { keyword: 'maxLength', from: '', to: '80' },
        'body.customer.address.city',
      ),
    ),
    'Field body.customer.address.city tightened maxLength from none to 80.',
  );
  assert.equal(
    changeSentence(stringsFor('de'), change('response-status-removed', { status: '404' })),
    'Antwortstatus 404 entfernt.',
  );
});

test('changes: a change inside a callback names the callback first, in the site’s language', () => {
  const inside = { ...change('response-property-removed', {}, 'body.type'), callback: 'onEvent' };
  assert.equal(changeSentence(stringsFor('en'), inside), 'In callback onEvent: Field body.type removed.');
  assert.equal(
    changeSentence(stringsFor('de'), inside),
    `Im Callback onEvent: ${changeSentence(stringsFor('de'), change('response-property-removed', {}, 'body.type'))}`,
  );
});
