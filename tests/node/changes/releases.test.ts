// Versions kept side by side become releases: newest first, each against the one before, sunsets judged on the
// release's own date.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { releasesOf } from '../../../src/changes/releases.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { documentOf } from '../../../src/pipeline/5-site/documentOf.ts';

const pair = resolve(import.meta.dirname, '../../fixtures/changes/operations');
const modelOf = (name: string) => documentOf(loadDocument(`${pair}/${name}.yaml`), { prefix: '', tryIt: true });

test('changes: releasesOf gives releases newest first, each with the changes from the version before it', async () => {
  const [from, to] = await Promise.all([modelOf('from'), modelOf('to')]);
  const releases = releasesOf([
    { document: from, date: '2025-11-01', commit: 'a'.repeat(40) },
    { document: to, date: '2026-06-01', commit: 'b'.repeat(40) },
  ]);
  assert.deepEqual(
    releases.map((r) => [r.version, r.previousVersion, r.date, r.commit, r.changes.length]),
    [
      ['2.0.0', '1.0.0', '2026-06-01', 'b'.repeat(40), 13],
      ['1.0.0', undefined, '2025-11-01', 'a'.repeat(40), 0],
    ],
  );
});

test('changes: a removed operation whose sunset had not passed on the release date breaks', async () => {
  const [from, to] = await Promise.all([modelOf('from'), modelOf('to')]);
  const ruleFor = (date: string) =>
    releasesOf([{ document: from }, { document: to, date }])[0].changes.find(
      (c) => c.operation?.path === '/gone-late',
    )!;
  // DELETE /gone-late was deprecated with its sunset on 2026-01-01.
  assert.deepEqual(
    [ruleFor('2025-12-15').rule, ruleFor('2025-12-15').level],
    ['operation-removed-before-sunset', 'breaking'],
  );
  assert.deepEqual(
    [ruleFor('2026-02-01').rule, ruleFor('2026-02-01').level],
    ['operation-removed-after-sunset', 'non-breaking'],
  );
});
