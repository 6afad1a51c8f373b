// Every rule of the comparison, exercised by a fixture pair (tests/fixtures/changes/<pair>/from, to) with the
// classification it must get; each document compared with itself gives no change.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { diffDocuments } from '../../../src/changes/diffDocuments.ts';
import { RULES } from '../../../src/changes/rules.ts';
import type { Change } from '../../../src/model/changes.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { documentOf } from '../../../src/pipeline/5-site/documentOf.ts';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/changes');
const pairs = readdirSync(FIXTURES).filter((name) => existsSync(join(FIXTURES, name, 'expected.json')));

interface Expected {
  today?: string;
  changes: { level: string; rule: string; operation?: string; callback?: string; location?: string }[];
}

const fileIn = (dir: string, name: string) => {
  const file = readdirSync(dir).find((f) => f.startsWith(`${name}.`));
  assert.ok(file, `${dir} has no ${name}.yaml or ${name}.json`);
  return join(dir, file);
};
const modelOf = (file: string) => documentOf(loadDocument(file), { prefix: '', tryIt: true });
const shown = (c: Change) => ({
  level: c.level,
  rule: c.rule,
  ...(c.operation ? { operation: `${c.operation.method.toUpperCase()} ${c.operation.path}` } : {}),
  ...(c.callback ? { callback: c.callback } : {}),
  ...(c.location ? { location: c.location } : {}),
});
const sorted = <T>(list: T[]) => list.map((x) => JSON.stringify(x)).sort();

const exercised = new Set<string>();
for (const pair of pairs) {
  const dir = join(FIXTURES, pair);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected;
  for (const change of expected.changes) exercised.add(change.rule);

  test(`changes: ${pair} gives exactly the expected changes, each with its classification`, async () => {
    const [from, to] = await Promise.all([modelOf(fileIn(dir, 'from')), modelOf(fileIn(dir, 'to'))]);
    const changes = diffDocuments(from, to, { today: expected.today ?? '2026-06-01' });
    assert.deepEqual(sorted(changes.map(shown)), sorted(expected.changes));
    for (const change of changes) {
      assert.match(change.pointer, /^\/[^#]/, `${change.rule}: a JSON pointer without #`);
      assert.equal(change.level, RULES[change.rule as keyof typeof RULES].level);
    }
  });

  test(`changes: ${pair}: each version compared with itself gives no change`, async () => {
    for (const name of ['from', 'to']) {
      const [a, b] = await Promise.all([modelOf(fileIn(dir, name)), modelOf(fileIn(dir, name))]);
      assert.deepEqual(diffDocuments(a, b), []);
    }
  });
}

test('changes: every rule is exercised by one fixture pair', () => {
  const missing = Object.keys(RULES).filter((rule) => !exercised.has(rule));
  assert.deepEqual(missing, [], `rules no fixture exercises: ${missing.join(', ')}`);
  const unknown = [...exercised].filter((rule) => !(rule in RULES));
  assert.deepEqual(unknown, [], `fixtures expect rules that do not exist: ${unknown.join(', ')}`);
});
