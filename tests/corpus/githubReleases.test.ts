// GitHub's REST API description against the @octokit/openapi release before it (fetched from the npm registry at
// test time into .cache/octokit, never committed), through `npm run changes`. Its timing is `npm run bench --
// --only changes`, not asserted here. And a dev-corpus document against itself: no change.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../src/changes/rules.ts';
import { ROOT } from '../support/astroBuild.ts';
import { runNode } from '../support/runNode.ts';
import { fetchCorpus, fetchOctokitPair } from './fetchCorpus.ts';

const changesJson = async (from: string, to: string) => {
  const run = await runNode(['--max-old-space-size=2048', 'scripts/changes.ts', from, to, '--json'], { cwd: ROOT });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout) as { from: { version: string }; to: { version: string }; changes: any[] };
};

test('changes: GitHub’s document against the release before it', { timeout: 600_000 }, async () => {
  const pair = fetchOctokitPair();
  const result = await changesJson(pair.from, pair.to);
  assert.ok(result.changes.length > 0, 'two releases a major version apart differ');
  assert.ok(
    result.changes.some((c) => c.breaking),
    'a major release breaks something',
  );
  assert.ok(result.changes.some((c) => c.operation !== null && c.type === 'added'));
  for (const change of result.changes) {
    assert.ok(change.rule in RULES, change.rule);
    assert.ok(
      change.message && !/\{(location|from|to|value|status|mediaType|name|url|date|keyword)\}/.test(change.message),
      change.message,
    );
  }
  console.log(`GitHub ${result.from.version} → ${result.to.version}: ${result.changes.length} changes`);
});

test('changes: a real document read twice (two models, not one object) has no change at all', async () => {
  // Box's 260 operations and circular schemas, a tenth of GitHub's cost (GitHub against itself took ~35 s).
  const box = join(fetchCorpus().dev, 'box-3.0.json');
  const same = await changesJson(box, box);
  assert.deepEqual(same.changes, []);
});
