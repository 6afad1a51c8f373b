import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const src = (path: string) => JSON.stringify(new URL(`../../../src/${path}`, import.meta.url).href);

/** Runs `body` in a fresh process that records every module it loads (`loaded`), and returns what it printed. */
function probe(body: string): unknown {
  const script = `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
const packages = () => [...new Set(loaded.map((url) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1]).filter(Boolean))];
${body}`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('the command line loads no YAML parser before it starts the resolving process; a place asked for loads it', () => {
  // What src/cli/astro.mjs loads before the process starts, then a document's source map asked for a place.
  const { before, after, place } = probe(`
await import(${src('integration/documentSize.ts')});
await import(${src('config/inputs.ts')});
const { SourceMap } = await import(${src('shared/sourcePosition.ts')});
const before = packages();
const place = new SourceMap('openapi: 3.1.0\\ninfo:\\n  title: T\\n').positionOf('/info/title');
console.log(JSON.stringify({ before, after: packages(), place }));
`) as { before: string[]; after: string[]; place: unknown };
  assert.ok(!before.includes('yaml'), `loaded: ${before.join(', ')}`);
  assert.ok(after.includes('yaml'));
  assert.deepEqual(place, { line: 3, column: 3 });
});

test("the integration loads none of the parsers the resolving process runs for a large document's build, nor a sample's writer", () => {
  const loaded = probe(`
await import(${src('integration/index.ts')});
console.log(JSON.stringify(packages()));
`) as string[];
  for (const parser of [
    '@apidevtools/json-schema-ref-parser',
    '@scalar/openapi-upgrader',
    'hast-util-raw',
    'parse5',
    'yaml',
    '@scalar/snippetz',
  ])
    assert.ok(!loaded.includes(parser), `${parser} loaded`);
  // The probe sees the integration's packages: it would pass for nothing loaded at all.
  assert.ok(loaded.includes('js-yaml'), `loaded: ${loaded.join(', ')}`);
});
