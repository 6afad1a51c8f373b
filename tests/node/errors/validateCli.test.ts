import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../../support/astroBuild.ts';
import { type NodeRun, runNode } from '../../support/runNode.ts';

const BROKEN = 'tests/fixtures/broken';

const configs = mkdtempSync(join(tmpdir(), 'validate-config-'));
/** A site configuration file with this text. */
function config(text: string): string {
  const file = join(configs, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, text);
  return file;
}
/** A server for every API (the mock's): the fixtures' findings are their own mistakes, not a missing server. */
const DEFAULT_CONFIG = config('{ "tryIt": { "servers": [{ "url": "http://127.0.0.1:4010" }] } }');

/**
 * `npm run validate` on one fixture folder (as `node scripts/validate.ts`, from the project root), with a
 * site configuration of the test's (never the user's site.config.json).
 */
function validate(...args: string[]): Promise<NodeRun> {
  return validateWith(DEFAULT_CONFIG, ...args);
}

function validateWith(siteConfig: string, ...args: string[]): Promise<NodeRun> {
  return runNode(['scripts/validate.ts', ...args], { cwd: ROOT, env: { ...process.env, SITE_CONFIG: siteConfig } });
}

/** Each broken fixture: the line that must name the place and the problem, and how many errors it has. */
const CASES: [folder: string, expected: RegExp, errors?: number][] = [
  [
    'invalid-yaml',
    /^error: tests\/fixtures\/broken\/invalid-yaml\/api\.yaml:9:6: invalid YAML: bad indentation of a mapping entry$/m,
  ],
  [
    'invalid-json',
    /^error: tests\/fixtures\/broken\/invalid-json\/api\.json:6:5: invalid JSON: Expected ',' or '}' after property value$/m,
  ],
  [
    'not-openapi',
    /^error: tests\/fixtures\/broken\/not-openapi\/compose\.yaml:2:1: not an OpenAPI document: expected a top-level "openapi" field/m,
  ],
  [
    'missing-title',
    /^error: tests\/fixtures\/broken\/missing-title\/api\.yaml:2:1 #\/info\/title: missing required field "title": expected a string$/m,
  ],
  [
    'schema-keywords',
    /^error: \S+schema-keywords\/api\.yaml:22:11 #\/components\/schemas\/User\/properties\/id\/type: unknown type "integr": expected "array", "boolean", "integer", "number", "object" or "string" \(did you mean "integer"\?\)$/m,
    2,
  ],
  [
    'missing-paths',
    /^error: tests\/fixtures\/broken\/missing-paths\/api\.yaml:1:1 #\/paths: missing required field "paths"/m,
  ],
  [
    'unsupported-version',
    /^error: tests\/fixtures\/broken\/unsupported-version\/api\.yaml:1:1 #\/openapi: unsupported version "4\.0\.0"/m,
  ],
  [
    'broken-local-ref',
    /^error: tests\/fixtures\/broken\/broken-local-ref\/api\.yaml:14:17 #\/paths\/~1pets\/get\/responses\/200\/content\/application~1json\/schema\/\$ref: \$ref "#\/components\/schemas\/Pett" points to nothing: #\/components\/schemas has no "Pett" \(did you mean "Pet"\?\)$/m,
  ],
  [
    'missing-file-ref',
    /^error: tests\/fixtures\/broken\/missing-file-ref\/api\.yaml:11:7 #\/components\/schemas\/Owner\/\$ref: \$ref "\.\/shared\/owner\.yaml" points to a file that does not exist: \S+\/missing-file-ref\/shared\/owner\.yaml \(referenced from api\.yaml\)$/m,
  ],
  [
    'broken-external-pointer',
    /^error: \S+broken-external-pointer\/api\.yaml:9:7 #\/components\/schemas\/Money\/\$ref: \$ref "\.\/shared\/common\.yaml#\/Monney" points to nothing: \S+\/shared\/common\.yaml has no "Monney" \(did you mean "Money"\?\)$/m,
  ],
  [
    'invalid-external-file',
    /^error: tests\/fixtures\/broken\/invalid-external-file\/shared\/pet\.yaml:4:3: invalid YAML: .+ \(this file is referenced from \S+\/invalid-external-file\/api\.yaml at #\/components\/schemas\/Pet\/\$ref\)$/m,
  ],
  [
    'bad-parameter',
    /^error: \S+bad-parameter\/api\.yaml:9:11 #\/paths\/~1pets\/get\/parameters\/0\/in: missing required field "in": expected "path", "query", "header" or "cookie"$/m,
    2,
  ],
  [
    'remote-ref',
    /^error: \S+remote-ref\/api\.yaml:9:7 #\/components\/schemas\/Pet\/\$ref: \$ref "https:\/\/example\.com\/schemas\/pet\.yaml" points to a remote URL/m,
  ],
  ['empty-file', /^error: tests\/fixtures\/broken\/empty-file\/api\.yaml:1:1: the file is empty$/m],
  [
    'prefix-clash',
    /^error: tests\/fixtures\/broken\/prefix-clash\/api\.yaml: this document and api\.json would both be published under \/api\/: rename one of the files$/m,
  ],
  [
    'no-documents',
    /^error: tests\/fixtures\/broken\/no-documents: no OpenAPI document found \(expected \.yaml, \.yml or \.json files\)$/m,
  ],
];

describe('npm run validate on broken documents', async () => {
  // The runs are independent: start them all, two cores share the work.
  const runs = new Map(CASES.map(([folder]) => [folder, validate(`${BROKEN}/${folder}`)]));
  for (const [folder, expected, errors = 1] of CASES) {
    it(`${folder}: exit 1 and a clear error`, async () => {
      const { status, stderr } = await runs.get(folder)!;
      assert.equal(status, 1, stderr);
      assert.match(stderr, new RegExp(`^✖ ${errors} errors? in 1 file: the API reference cannot be built\\.$`, 'm'));
      assert.match(stderr, expected);
      assert.equal(stderr.match(/^error: /gm)?.length, errors, stderr);
      assert.doesNotMatch(stderr, /^\s+at /m, 'no stack trace');
    });
  }

  it('shows the lines around the place, with a caret under the column', async () => {
    const { stderr } = await runs.get('broken-local-ref')!;
    assert.match(
      stderr,
      /\n {6}13 \| {15}schema:\n {4}> 14 \| {17}\$ref: '#\/components\/schemas\/Pett'\n {9}\| {17}\^\n/,
    );
  });

  it('checks the parts of the files a document refers to against the official schema, each in its own file', async () => {
    const { status, stderr } = await validate(`${BROKEN}/external-schema-keywords`);
    assert.equal(status, 1, stderr);
    const shared = 'tests/fixtures/broken/external-schema-keywords/shared';
    assert.match(stderr, /^✖ 2 errors in 2 files: the API reference cannot be built\.$/m);
    for (const line of [
      `error: ${shared}/user.yaml:5:5 #/properties/id/type: unknown type "integr": expected "array", "boolean", "integer", "number", "object" or "string" (did you mean "integer"?)`,
      `error: ${shared}/parameters.yaml:3:3 #/UserId/in: "in" is "paht": expected "path", "query", "header" or "cookie" (did you mean "path"?)`,
      `warning: ${shared}/responses.yaml:1:1 #/NotFound/description: missing required field "description": expected a string; shown without it`,
    ])
      assert.ok(stderr.split('\n').includes(line), `${line}\n---\n${stderr}`);
  });

  it('reports every error of a document, not only the first', async () => {
    const { stderr } = await runs.get('bad-parameter')!;
    // The first of two problems is matched above; the second is here.
    assert.match(
      stderr,
      /^error: \S+bad-parameter\/api\.yaml:12:11 #\/paths\/~1pets\/get\/parameters\/1\/in: "in" is "body": expected "path", "query", "header" or "cookie"$/m,
    );
  });
});

describe('npm run validate on several documents', () => {
  it('names the broken one, passes the good one, and fails', async () => {
    const { status, stderr, stdout } = await validate(`${BROKEN}/one-of-two`);
    assert.equal(status, 1);
    assert.match(
      stderr,
      /^error: \S+one-of-two\/bad\.yaml:6:29 #\/paths\/~1bad\/get\/responses\/200\/\$ref: \$ref "#\/components\/responses\/Gone" points to nothing: the document has no "components"$/m,
    );
    assert.doesNotMatch(stderr, /good\.yaml/);
    assert.match(
      stdout,
      /^✔ tests\/fixtures\/broken\/one-of-two\/good\.yaml: OpenAPI 3\.1\.0, 1 operation, 0 webhooks, 0 schemas, 1 tag$/m,
    );
  });
});

describe('npm run validate on documents other renderers accept (tests/fixtures/tolerated)', () => {
  const TOLERATED = 'tests/fixtures/tolerated';
  const files = ['nullable-3-0.yaml', 'unused-parts-3-1.yaml', 'example-refs-3-0.yaml'].map((f) => `${TOLERATED}/${f}`);
  it('passes each, with a warning at each mistake saying what was done; --strict fails on them', async () => {
    const [plain, strict] = await Promise.all([validate(...files), validate(...files, '--strict')]);
    assert.equal(plain.status, 0, plain.stderr);
    const warnings = plain.stderr
      .split('\n')
      .filter((line) => line.startsWith('warning: '))
      .map((line) => line.replace(`warning: ${TOLERATED}/`, ''));
    assert.deepEqual(warnings, [
      'nullable-3-0.yaml:24:17 #/paths/~1kennels~1{kennelId}/get/parameters/1/schema/anyOf/1/type: "null" is not a type in OpenAPI 3.0 (write nullable: true on the other alternative); read as nullable',
      'nullable-3-0.yaml:44:15 #/components/schemas/Kennel/properties/nickname/anyOf/1/type: "null" is not a type in OpenAPI 3.0 (write nullable: true on the other alternative); read as nullable',
      'nullable-3-0.yaml:48:15 #/components/schemas/Kennel/properties/keeper/oneOf/1/type: "null" is not a type in OpenAPI 3.0 (write nullable: true on the other alternative); read as nullable',
      'nullable-3-0.yaml:50:11 #/components/schemas/Kennel/properties/capacity/type: a list of types is OpenAPI 3.1 (in 3.0 write type: integer with nullable: true); read as integer or null',
      'unused-parts-3-1.yaml:31:11 #/components/schemas/Entry/properties/memo/type: "type" must be "array", "boolean", "integer", "number", "object", "string" or "null" or a list of them, not an object; ignored',
      'unused-parts-3-1.yaml:40:11 #/components/schemas/Entry/definitions/legacySide/type: unknown type "strng": expected "array", "boolean", "integer", "number", "object", "string" or "null" (did you mean "string"?); ignored: nothing refers to #/components/schemas/Entry/definitions/legacySide',
      'unused-parts-3-1.yaml:44:7 #/components/parameters/Cursor/in: "in" is "querry": expected "query", "header", "path" or "cookie" (did you mean "query"?); ignored: nothing refers to #/components/parameters/Cursor',
      'unused-parts-3-1.yaml:53:13 #/components/responses/Gone/content/application~1json/schema/$ref: $ref "#/components/schemas/Tombstone" points to nothing: #/components/schemas has no "Tombstone"; #/components/responses/Gone is left out: nothing refers to it',
      'example-refs-3-0.yaml:26:21 #/paths/~1pictures/get/responses/200/content/application~1json/examples/archived/value/$ref: $ref "#/components/schemas/ArchiveList/example" points to nothing: #/components/schemas has no "ArchiveList"; the example "archived" is left out',
      'example-refs-3-0.yaml:46:19 #/paths/~1pictures/post/responses/201/content/application~1json/examples/draft/$ref: $ref "#/components/examples/Draft" points to a part left out; the example "draft" is left out',
      'example-refs-3-0.yaml:70:9 #/components/examples/Draft/value/$ref: $ref "#/components/schemas/Sketch/example" points to nothing: #/components/schemas has no "Sketch"; the example "Draft" is left out',
    ]);
    // Each was taken through the whole pipeline, as the build takes it.
    for (const file of files) assert.match(plain.stdout, new RegExp(`^✔ ${file.replaceAll('.', '\\.')}: OpenAPI`, 'm'));
    assert.equal(strict.status, 1);
    assert.equal(strict.stderr.trim().split('\n').at(-1), '✖ --strict: 11 warnings made validation fail.');
  });
});

describe('npm run validate on valid documents', () => {
  it('passes with warnings printed once each, and --strict turns warnings into a failure', async () => {
    const [plain, strict] = await Promise.all([
      validate('tests/fixtures/features/warnings.yaml'),
      validate('tests/fixtures/features/warnings.yaml', '--strict'),
    ]);
    assert.equal(plain.status, 0, plain.stderr);
    const warnings = plain.stderr.split('\n').filter((line) => line.startsWith('warning: '));
    assert.deepEqual(warnings, [
      'warning: tests/fixtures/features/warnings.yaml:7:7 #/paths/~1a/get/x-sunset: x-sunset "someday" is not a date (expected YYYY-MM-DD); ignored',
      'warning: tests/fixtures/features/warnings.yaml:11:7 #/paths/~1b/get/operationId: duplicate operationId "same" (also on GET /a); both are shown, each at its own address',
      'warning: tests/fixtures/features/warnings.yaml:12:7 #/paths/~1b/get/x-stability: x-stability must be a word such as "beta" or "experimental", not 5; ignored',
    ]);
    assert.match(plain.stdout, /^✔ tests\/fixtures\/features\/warnings\.yaml: OpenAPI 3\.0\.3, 2 operations/m);
    assert.equal(strict.status, 1);
    // The last line says why a run that printed ✔ for every document still failed.
    assert.equal(strict.stderr.trim().split('\n').at(-1), '✖ --strict: 3 warnings made validation fail.');
    assert.doesNotMatch(plain.stderr, /--strict/);
  });
  it('reads each of the four schema mistakes once, at its place: two the page cannot show, two read one way', async () => {
    const { stderr } = await validate(`${BROKEN}/schema-keywords`);
    const findings = stderr.split('\n').filter((line) => /^(error|warning): /.test(line));
    assert.deepEqual(
      findings.map((line) => line.replace(/^(error|warning): \S+api\.yaml:/, '$1 ')),
      [
        'error 19:7 #/components/schemas/User/required: "required" must be a list, not the string "name": write required: [name]',
        'error 22:11 #/components/schemas/User/properties/id/type: unknown type "integr": expected "array", "boolean", "integer", "number", "object" or "string" (did you mean "integer"?)',
        'warning 25:11 #/components/schemas/User/properties/name/minLength: "minLength" must be a whole number, not the string "3": write minLength: 3 without quotes; read as 3',
        'warning 27:11 #/components/schemas/User/properties/age/type: a list of types is OpenAPI 3.1 (in 3.0 write type: integer with nullable: true); read as integer or null',
      ],
    );
  });
  it('takes callback URLs for runtime expressions, not path templates: no warning, --strict passes', async () => {
    const { status, stderr } = await validate('tests/fixtures/validate/callbacks-3-0.yaml', '--strict');
    assert.equal(status, 0, stderr);
    assert.equal(stderr, '');
  });
  it('passes the feature documents without a finding', async () => {
    const { status, stderr, stdout } = await validate(
      'tests/fixtures/features/features-3-1.yaml',
      'tests/fixtures/features/legacy-2-0.yaml',
      'tests/fixtures/features/untagged-3-0.json',
      'tests/fixtures/features/sections-3-2.yml',
    );
    assert.equal(status, 0, stderr);
    assert.equal(stderr, '');
    assert.equal(stdout.trim().split('\n').length, 4);
  });
  it('checks site.config.json too, as the build reads it: its place and problem, exit 1', async () => {
    const broken = config('{\n  "accentColor": "blue",\n}\n');
    const { status, stderr } = await validateWith(broken, 'tests/fixtures/features');
    assert.equal(status, 1);
    assert.ok(
      stderr.includes(`error: ${broken}:2:24: invalid JSON: a comma after the last item (JSON allows none)`),
      stderr,
    );
  });

  it('warns of a document whose try-it has no server, as the build does, and --strict fails on it', async () => {
    const none = config('{}');
    const { status, stderr } = await validateWith(none, 'tests/fixtures/try-it/kennel.yaml');
    assert.equal(status, 0, stderr);
    assert.match(stderr, /^warning: tests\/fixtures\/try-it\/kennel\.yaml:\d+:\d+: names no server \(`servers`\)/m);
    assert.equal((await validateWith(none, 'tests/fixtures/try-it/kennel.yaml', '--strict')).status, 1);
    assert.doesNotMatch((await validate('tests/fixtures/try-it/kennel.yaml')).stderr, /names no server/);
  });
  it('stops on tryIt.servers naming an API the documents lack, at the configuration', async () => {
    const wrong = config('{ "tryIt": { "servers": [{ "url": "http://127.0.0.1:4010", "api": "kenel" }] } }');
    const { status, stderr } = await validateWith(wrong, 'tests/fixtures/try-it');
    assert.equal(status, 1);
    assert.match(stderr, /no API "kenel" in this site \(did you mean "kennel"\?\)/);
  });

  it('refuses unknown options with exit 2', async () => {
    const { status, stderr } = await validate('--nope');
    assert.equal(status, 2);
    assert.match(stderr, /usage: npm run validate/);
  });
});
