import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Operation } from '../../../src/model/model.ts';
import { navigationLabels, pathBreaks, versionBadge } from '../../../src/presentation/titles.ts';

type Entry = Pick<Operation, 'summary' | 'kind' | 'path' | 'slug'>;
const op = (method: string, path: string, summary?: string, kind: Entry['kind'] = 'operation'): Entry => ({
  slug: `${method}-${path}`,
  path,
  summary,
  kind,
});
const labelsOf = (ops: Entry[]) => ops.map((entry) => navigationLabels(ops).get(entry.slug));

describe('navigationLabels', () => {
  it('tells summary-less operations under one shared segment apart by the segments after the shared ones', () => {
    const ops = [
      op('get', '/{garden_slug}/plots'),
      op('post', '/{garden_slug}/plots'),
      op('get', '/{garden_slug}/plots/{plot_id}'),
      op('put', '/{garden_slug}/plots/{plot_id}'),
      op('delete', '/{garden_slug}/plots/{plot_id}'),
    ];
    assert.deepEqual(labelsOf(ops), [
      { label: '…/plots', fullPath: '/{garden_slug}/plots' },
      { label: '…/plots', fullPath: '/{garden_slug}/plots' },
      { label: '…/plots/{plot_id}', fullPath: '/{garden_slug}/plots/{plot_id}' },
      { label: '…/plots/{plot_id}', fullPath: '/{garden_slug}/plots/{plot_id}' },
      { label: '…/plots/{plot_id}', fullPath: '/{garden_slug}/plots/{plot_id}' },
    ]);
    // With the method badge beside each label, every entry reads differently.
    const read = ops.map((entry, i) => `${entry.slug.split('-')[0]} ${labelsOf(ops)[i]!.label}`);
    assert.equal(new Set(read).size, ops.length);
  });

  it('keeps summaries, webhook names, a lone path and paths that share nothing as they are', () => {
    const ops = [
      op('get', '/farms/{farm_id}/harvests', 'List harvests'),
      op('get', '/farms/{farm_id}/fields'),
      op('post', 'orderPlaced', undefined, 'webhook'),
    ];
    assert.deepEqual(labelsOf(ops), [
      { label: 'List harvests' },
      { label: '/farms/{farm_id}/fields' },
      { label: 'orderPlaced' },
    ]);
    assert.deepEqual(labelsOf([op('get', '/users'), op('get', '/teams/{id}')]), [
      { label: '/users' },
      { label: '/teams/{id}' },
    ]);
  });

  it('never makes two different paths read the same, a trailing slash included', () => {
    const paths = ['/v1/a/b/', '/v1/a/b', '/v1/a/c', '/v1/a', '/v1/a/b/c/d'];
    const labels = labelsOf(paths.map((path) => op('get', path))).map((entry) => entry!.label);
    assert.equal(new Set(labels).size, paths.length, labels.join(' | '));
    assert.ok(labels.every((label) => label.startsWith('…/')));
  });
});

describe('a document’s version badge', () => {
  it('puts a v before a version number, and shows a version that names itself or a date as written', () => {
    assert.deepEqual(['1.0.3', '2.0-preview', 'V2', 'v3', 'beta', '2024-01-01'].map(versionBadge), [
      'v1.0.3',
      'v2.0-preview',
      'V2',
      'v3',
      'beta',
      '2024-01-01',
    ]);
  });
});

describe('where a long path breaks', () => {
  it('after each slash but its first, the path whole when joined', () => {
    const path = '/sessions/{sessionId}/observations';
    assert.deepEqual(pathBreaks(path), ['/sessions/', '{sessionId}/', 'observations']);
    assert.equal(pathBreaks(path).join(''), path);
    assert.deepEqual(pathBreaks('/'), ['/']);
  });
});
