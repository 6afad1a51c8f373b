import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

// A fresh process that loads what the command line loads before it starts the resolving process
// (src/cli/astro.mjs), recording every module it loads; then asks a document's source map for a place.
const PROBE = `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
const yamlLoaded = () => loaded.some((url) => url.includes('/node_modules/yaml/'));
await import(${JSON.stringify(new URL('../../../src/integration/documentSize.ts', import.meta.url).href)});
await import(${JSON.stringify(new URL('../../../src/config/inputs.ts', import.meta.url).href)});
const { SourceMap } = await import(${JSON.stringify(new URL('../../../src/shared/sourcePosition.ts', import.meta.url).href)});
const beforeAsked = yamlLoaded();
const place = new SourceMap('openapi: 3.1.0\\ninfo:\\n  title: T\\n').positionOf('/info/title');
console.log(JSON.stringify({ beforeAsked, afterAsked: yamlLoaded(), place }));
`;

test('the command line loads no YAML parser before it starts the resolving process; a place asked for loads it', () => {
  const probe = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], { encoding: 'utf8' });
  assert.equal(probe.status, 0, probe.stderr);
  const { beforeAsked, afterAsked, place } = JSON.parse(probe.stdout) as {
    beforeAsked: boolean;
    afterAsked: boolean;
    place: { line: number; column: number };
  };
  assert.equal(beforeAsked, false);
  assert.equal(afterAsked, true);
  assert.deepEqual(place, { line: 3, column: 3 });
});
