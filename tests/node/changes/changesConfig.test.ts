// `changes` in site.config.json: its defaults, and a bad value named with file, line and column like any other.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ConfigError, loadSiteConfig } from '../../../src/config/loadSiteConfig.ts';

const root = mkdtempSync(join(tmpdir(), 'changes-config-'));
after(() => rmSync(root, { recursive: true, force: true }));
delete process.env.SITE_CONFIG;

const load = (text: string) => {
  writeFileSync(join(root, 'site.config.json'), text);
  return loadSiteConfig(root);
};

test('changes config: off unless asked; `git: true` keeps the newest 50 commits unless a limit is given', () => {
  assert.equal(load('{}').changes, undefined);
  assert.deepEqual(load('{ "changes": { "git": true } }').changes, { git: true, limit: 50 });
  assert.deepEqual(load('{ "changes": { "git": true, "limit": 5 } }').changes, { git: true, limit: 5 });
});

test('changes config: a bad value names the file, line, column and field', () => {
  const file = join(root, 'site.config.json');
  for (const [text, expected] of [
    ['{\n  "changes": { "git": "yes" }\n}', /site\.config\.json:2:23: changes\.git: must be true or false/],
    ['{\n  "changes": { "git": true, "limit": 0 }\n}', /site\.config\.json:2:38: changes\.limit: must be 1 or more/],
    ['{\n  "changes": { "gitt": true }\n}', /site\.config\.json:2:16: .*"gitt".*git/],
  ] as const) {
    assert.throws(
      () => load(text),
      (error: Error) => error instanceof ConfigError && expected.test(error.message) && error.message.includes(file),
      text,
    );
  }
});
