// GitHub's REST API description against the @octokit/openapi release before it (fetched from the npm registry at
// test time into .cache/octokit, never committed), through `npm run changes`. Its timing is `npm run bench --
// --only changes`, not asserted here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { githubDocument, OCTOKIT_PACKAGE, OCTOKIT_PREVIOUS } from '../../../scripts/bench/inputs.ts';
import { RULES } from '../../../src/changes/rules.ts';
import { ROOT } from '../../support/astroBuild.ts';
import { runNode } from '../../support/runNode.ts';

/** Both releases' documents, or why the registry could not give them. */
function fetchPair(): { from: string; to: string } | { unreachable: string } {
  try {
    return { from: githubDocument(OCTOKIT_PREVIOUS).file, to: githubDocument(OCTOKIT_PACKAGE).file };
  } catch (error) {
    const message = String((error as { stderr?: string }).stderr ?? '') + (error as Error).message;
    if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|network/i.test(message)) return { unreachable: message };
    throw error;
  }
}

const changesJson = async (from: string, to: string) => {
  const run = await runNode(['--max-old-space-size=2048', 'scripts/changes.ts', from, to, '--json'], { cwd: ROOT });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout) as { from: { version: string }; to: { version: string }; changes: any[] };
};

test('changes: GitHub’s document against the release before it', { timeout: 600_000 }, async (t) => {
  const pair = fetchPair();
  if ('unreachable' in pair) {
    t.skip(
      `the npm registry is unreachable, so ${OCTOKIT_PACKAGE} cannot be fetched: ${pair.unreachable.split('\n')[0]}`,
    );
    return;
  }
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

  // The same release read twice (two models, not one object): no change at all.
  const same = await changesJson(pair.to, pair.to);
  assert.deepEqual(same.changes, []);
});
