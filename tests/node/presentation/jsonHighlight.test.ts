import assert from 'node:assert/strict';
import { test } from 'node:test';
import { highlight, shikiHtml } from '../../../src/presentation/highlight.ts';
import { jsonHtml } from '../../../src/presentation/jsonHighlight.ts';

/** Values whose pretty-printed JSON holds every kind of token and the escapes, indents and limits around them. */
const VALUES: unknown[] = [
  { id: 1, name: 'Rex', tags: ['a', 'b'], owner: null, alive: true, weight: -12.5e-7, nested: { deeper: { x: [] } } },
  { 'key "quoted"\n': 'line\nbreak\ttab \\ slash \u0001 \ud83d\ude00 \ud800 <b>&amp;</b> \u2028', '': '' },
  [[], {}, [[1, [2, [3]]]], [{ a: {} }, { b: [] }], 0, -0, 1e21, 'é', false],
  '"just a string\\"',
  42,
  null,
  { long: 'x'.repeat(500), short: 'y', edge: 'z'.repeat(400 - 12), under: 'z'.repeat(400 - 13) },
  { ['k'.repeat(400)]: [1, 2], after: true },
  [{ a: 1, last: 'x'.repeat(450) }, 'y'.repeat(420)],
  { '1': 'numeric keys come first', b: 2, '0': 'zero', __proto__: 'own key' },
];

for (const value of VALUES) {
  const code = JSON.stringify(value, null, 2);
  test(`pretty-printed JSON is highlighted as shiki's grammar does: ${code.slice(0, 40).replace(/\n/g, ' ')}…`, async () => {
    assert.equal(await highlight(code, 'json'), await shikiHtml(code, 'json'));
    // Written without the grammar, unless a line at the grammar's length limit opens a list or an object.
    const opensLong = code.split('\n').some((line) => line.length >= 400 && /[[{]$/.test(line));
    assert.equal(jsonHtml(code, {}, 400) === undefined, opensLong);
  });
}

test('JSON laid out otherwise, or not JSON, goes to the grammar', async () => {
  for (const code of ['{"a":1}', '{\n    "a": 1\n}', '{ "a": 1, }', '// comment\n{}']) {
    assert.equal(await highlight(code, 'json'), await shikiHtml(code, 'json'), code);
    assert.equal(jsonHtml(code, {}, 400), undefined, code);
  }
});

test('an example cut after a line ends with a plain "…", its lines highlighted as in the whole', async () => {
  const whole = JSON.stringify({ first: 'a', list: [1, 2, 3], last: true }, null, 2);
  const kept = whole.split('\n').slice(0, 4).join('\n');
  const html = await highlight(`${kept}\n…`, 'json');
  assert.match(html, /\n…<\/code><\/pre>$/);
  const wholeLines = (await shikiHtml(whole, 'json')).split('\n');
  assert.deepEqual(html.split('\n').slice(0, 4), wholeLines.slice(0, 4));
});

test('an example shown again, soon or after a thousand others, is highlighted as the first time', async () => {
  const example = JSON.stringify({ id: 7, name: 'again', tags: ['<b>', '&'] }, null, 2);
  const first = await highlight(example, 'json');
  assert.equal(await highlight(example, 'json'), first);
  for (let i = 0; i < 1100; i++) await highlight(JSON.stringify({ other: i }, null, 2), 'json');
  assert.equal(await highlight(example, 'json'), first);
  assert.equal(first, await shikiHtml(example, 'json'));
});
