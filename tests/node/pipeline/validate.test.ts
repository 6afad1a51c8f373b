import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { load } from 'js-yaml';
import { excerptAt, SourceMap } from '../../../src/shared/sourcePosition.ts';
import { checkDocument, checkFolder, formatReport } from '../../../src/pipeline/2-validate/checkDocuments.ts';
import { extensionProblems } from '../../../src/pipeline/2-validate/extensions.ts';
import { structureProblems } from '../../../src/pipeline/2-validate/structure.ts';

const dir = mkdtempSync(join(tmpdir(), 'validate-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;

function folder(files: Record<string, string>): string {
  const root = join(dir, String(++count));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

/** `[severity, pointer, message]` of the structural findings of a YAML document. */
const structure = (yaml: string) =>
  structureProblems(load(yaml) as Record<string, unknown>).map((p) => [p.severity, p.pointer, p.message]);

const HEAD = 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\n';

describe('structure checks', () => {
  it('pass a minimal document of each version', () => {
    assert.deepEqual(structure('swagger: "2.0"\ninfo: { title: T, version: "1" }\npaths: {}\n'), []);
    assert.deepEqual(structure('openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\n'), []);
    assert.deepEqual(structure(`${HEAD}webhooks: {}\n`), [], '3.1 needs paths, webhooks or components');
    assert.deepEqual(structure('openapi: 3.2.0\ninfo: { title: T, version: "1" }\ncomponents: {}\n'), []);
  });
  it('accept 2.0 body and formData parameters, refuse them in 3.x', () => {
    const params =
      'paths:\n  /a:\n    post:\n      parameters:\n        - { name: b, in: body, schema: {} }\n        - { name: f, in: formData, type: file }\n      responses: { "200": { description: ok } }\n';
    assert.deepEqual(structure(`swagger: "2.0"\ninfo: { title: T, version: "1" }\n${params}`), []);
    const errors = structure(`${HEAD}${params}`);
    assert.deepEqual(
      errors.map((e) => e[1]),
      ['#/paths/~1a/post/parameters/0/in', '#/paths/~1a/post/parameters/1/in'],
    );
    assert.match(String(errors[0][2]), /"in" is "body": expected "query", "header", "path" or "cookie"/);
  });
  it('refuse a path that does not start with /, and a path item or operation that is not an object', () => {
    assert.deepEqual(structure(`${HEAD}paths:\n  pets: {}\n  /a: 3\n  /b:\n    get: yes\n  x-note: anything\n`), [
      ['error', '#/paths/~1a', '"/a" must be an object, not 3'],
      ['error', '#/paths/~1b/get', '"get" must be an object, not the string "yes"'],
      ['error', '#/paths/pets', 'path "pets" must start with "/"'],
    ]);
  });
  it('warn about an undescribed path parameter, an undefined security scheme and an odd status code', () => {
    const yaml = `openapi: 3.0.3
info: { title: T, version: "1" }
security: [{ nobody: [] }]
components: { securitySchemes: { key: { type: apiKey, in: header, name: K } } }
paths:
  /pets/{petId}:
    get:
      responses: { "200": { description: ok }, "2OO": { description: typo } }
`;
    assert.deepEqual(structure(yaml), [
      [
        'warning',
        '#/paths/~1pets~1{petId}/get/responses/2OO',
        '"2OO" is not an HTTP status code, a range such as "4XX", or "default"; shown as written',
      ],
      [
        'warning',
        '#/paths/~1pets~1{petId}/get',
        'path parameter "{petId}" is not described in "parameters"; shown in the path only',
      ],
      ['warning', '#/security/0/nobody', 'security scheme "nobody" is not defined; shown by its name only'],
    ]);
  });
  it('warn about an API without a title', () => {
    const yaml = `openapi: 3.0.3\ninfo: { title: "", version: "1" }\npaths: {}\n`;
    assert.deepEqual(structure(yaml), [
      [
        'warning',
        '#/info/title',
        "the API has no title; the site calls it by its file's name (a version's, by its folder's)",
      ],
    ]);
  });
  it('find path parameters declared on the path item or through a $ref', () => {
    const yaml = `${HEAD}paths:
  /a/{x}/{y}:
    parameters: [{ $ref: '#/components/parameters/X' }]
    get:
      parameters: [{ name: y, in: path, required: true, schema: { type: string } }]
      responses: { "200": { description: ok } }
components: { parameters: { X: { name: x, in: path, required: true, schema: { type: string } } } }
`;
    assert.deepEqual(structure(yaml), []);
  });
  it('say "missing in" once for a parameter that has nothing (fuzz seed 20261292)', () => {
    const yaml =
      'swagger: "2.0"\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get:\n      parameters: [{}]\n      responses: { "200": { description: ok } }\n';
    assert.deepEqual(structure(yaml), [
      [
        'error',
        '#/paths/~1a/get/parameters/0/in',
        'missing required field "in": expected "path", "query", "header", "body" or "formData"',
      ],
    ]);
  });
  it('stop at a value nested deeper than can be checked, without running out of stack (fuzz seed 20261163)', () => {
    let deep = '{"type":"string"}';
    for (let i = 0; i < 1000; i++) deep = `{"type":"object","properties":{"next":${deep}}}`;
    const problems = structureProblems(
      JSON.parse(
        `{"openapi":"3.0.3","info":{"title":"T","version":"1"},"paths":{},"components":{"schemas":{"Deep":${deep}}}}`,
      ),
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /^nested more than 256 levels deep/);
    assert.match(problems[0].pointer, /^#\/components\/schemas\/Deep\/properties\/next\//);
  });
  it('read mistakes found in public documents as they are: stop on a wrong bound, warn on a map of examples', () => {
    const yaml = `${HEAD}paths:
  /uploads?convert={convert}:
    post:
      parameters: [{ name: convert, in: query, schema: { type: string } }]
      responses: { "200": { description: ok } }
components:
  schemas:
    Report: { type: object, examples: { one: { value: {} } } }
    Amount: { type: number, minimum: 0, exclusiveMinimum: true }
`;
    assert.deepEqual(structure(yaml), [
      ['warning', '#/components/schemas/Report/examples', '"examples" must be a list, not an object; ignored'],
      [
        'error',
        '#/components/schemas/Amount/exclusiveMinimum',
        '"exclusiveMinimum" must be a number, not true: since 3.1 exclusiveMinimum is the bound itself (write exclusiveMinimum: <the bound> in place of minimum and exclusiveMinimum: true)',
      ],
    ]);
  });
  it('read a version written without quotes, with a warning', () => {
    assert.deepEqual(structure('swagger: 2.0\ninfo: { title: T, version: 1 }\npaths: {}\n'), [
      ['warning', '#/swagger', 'the version should be a string: write swagger: "2.0"; read as "2.0"'],
      ['warning', '#/info/version', '"version" must be a string, not 1; read as "1"'],
    ]);
  });
  it('read 3.1 habits in a 3.0 schema as 3.1 reads them, with a warning; an unknown type name still stops', () => {
    const yaml = `openapi: 3.0.3
info: { title: T, version: "1" }
paths: {}
components:
  schemas:
    A:
      properties:
        a: { anyOf: [{ type: string }, { type: 'null' }] }
        b: { type: 'null' }
        c: { type: [integer, 'null'] }
        d: { type: { type: string } }
        e: { type: strng }
        f: { type: string, minLength: '3' }
`;
    const at = '#/components/schemas/A/properties';
    assert.deepEqual(structure(yaml), [
      [
        'warning',
        `${at}/a/anyOf/1/type`,
        '"null" is not a type in OpenAPI 3.0 (write nullable: true on the other alternative); read as nullable',
      ],
      [
        'warning',
        `${at}/b/type`,
        '"null" is not a type in OpenAPI 3.0 (write nullable: true beside a type); read as OpenAPI 3.1 reads it: the value is null',
      ],
      [
        'warning',
        `${at}/c/type`,
        'a list of types is OpenAPI 3.1 (in 3.0 write type: integer with nullable: true); read as integer or null',
      ],
      [
        'warning',
        `${at}/d/type`,
        '"type" must be "array", "boolean", "integer", "number", "object" or "string" or a list of them, not an object; ignored',
      ],
      [
        'error',
        `${at}/e/type`,
        'unknown type "strng": expected "array", "boolean", "integer", "number", "object" or "string" (did you mean "string"?)',
      ],
      [
        'warning',
        `${at}/f/minLength`,
        '"minLength" must be a whole number, not the string "3": write minLength: 3 without quotes; read as 3',
      ],
    ]);
  });
  it('ignore, with a warning, a mistake in a part no page shows: a component or a $defs entry nothing refers to', () => {
    const yaml = (use: string) => `${HEAD}paths:
  /a:
    get:
      parameters: [${use}]
      responses: { "200": { description: ok } }
components:
  schemas:
    A:
      type: object
      definitions:
        old: { type: strng }
  parameters:
    Cursor: { name: cursor, in: querry, schema: { type: string } }
`;
    assert.deepEqual(structure(yaml('')), [
      [
        'warning',
        '#/components/schemas/A/definitions/old/type',
        'unknown type "strng": expected "array", "boolean", "integer", "number", "object", "string" or "null" (did you mean "string"?); ignored: nothing refers to #/components/schemas/A/definitions/old',
      ],
      [
        'warning',
        '#/components/parameters/Cursor/in',
        '"in" is "querry": expected "query", "header", "path" or "cookie" (did you mean "query"?); ignored: nothing refers to #/components/parameters/Cursor',
      ],
    ]);
    const used = structure(
      yaml("{ $ref: '#/components/parameters/Cursor' }, { $ref: '#/components/schemas/A/definitions/old' }"),
    );
    assert.deepEqual(
      used.map(([severity, pointer]) => [severity, pointer]),
      [
        ['error', '#/components/schemas/A/definitions/old/type'],
        ['error', '#/components/parameters/Cursor/in'],
      ],
    );
  });
  it('read a path parameter as required whatever it says, and leave out what cannot be shown without its name', () => {
    const yaml = `openapi: 3.0.3
info: { title: T, version: "1", license: { url: "https://example.com" } }
servers: [{ description: nowhere }]
tags: [{ description: nameless }]
paths:
  /a/{id}:
    get:
      parameters: [{ name: id, in: path, required: false, schema: { type: string } }]
      responses: { "200": { description: ok } }
`;
    assert.deepEqual(structure(yaml), [
      ['warning', '#/info/license/name', 'missing required field "name": expected a string; the license is ignored'],
      ['warning', '#/servers/0/url', 'missing required field "url": expected a string; the server is ignored'],
      ['warning', '#/tags/0/name', 'missing required field "name": expected a string; the tag is ignored'],
      [
        'warning',
        '#/paths/~1a~1{id}/get/parameters/0/required',
        'a path parameter is always required; read as required: true',
      ],
    ]);
  });
  it('check callbacks and webhooks like paths', () => {
    const yaml = `${HEAD}webhooks:
  ping:
    post: { parameters: [{ name: p }] }
paths:
  /a:
    post:
      callbacks:
        done:
          '{$request.body#/url}':
            post: nope
      responses: { "200": { description: ok } }
`;
    assert.deepEqual(
      structure(yaml).map((p) => p[1]),
      ['#/paths/~1a/post/callbacks/done/{$request.body#~1url}/post', '#/webhooks/ping/post/parameters/0'],
    );
  });
});

describe('extension checks', () => {
  const warnings = (yaml: string) =>
    extensionProblems(load(yaml) as Record<string, unknown>).map((p) => `${p.pointer}: ${p.message}`);
  it('warn about values the generator cannot use, and stay quiet about good ones', () => {
    const yaml = `${HEAD}x-tagGroups: [{ name: G }]
tags: [{ name: t, x-displayName: 5 }]
paths:
  /a:
    get:
      x-internal: "yes"
      x-sunset: 2027-06-30
      x-stability: beta
      x-codeSamples: [{ lang: curl }]
    post:
      x-sunset: next year
`;
    assert.deepEqual(warnings(yaml), [
      '#/x-tagGroups/0: an x-tagGroups entry must be { name: string, tags: [tag names] }; ignored',
      '#/tags/0/x-displayName: x-displayName must be a string; ignored',
      '#/paths/~1a/get/x-internal: x-internal must be true or false, not "yes"; ignored',
      '#/paths/~1a/get/x-codeSamples/0: a code sample needs "lang" and "source" (strings); this one is ignored',
      '#/paths/~1a/post/x-sunset: x-sunset "next year" is not a date (expected YYYY-MM-DD); ignored',
    ]);
  });
});

describe('checkDocument', () => {
  it('places each finding at its line and column, in YAML and in one-line JSON', () => {
    const root = folder({
      'api.yaml': `${HEAD}paths:\n  /a:\n    get:\n      operationId: x\n      responses: { "200": { description: ok } }\n  /b:\n    get:\n      operationId: x\n      responses: { "200": { description: ok } }\n`,
      'api.json': JSON.stringify({ openapi: '3.1.0', info: { version: '1' }, paths: {} }),
    });
    const yaml = checkDocument(join(root, 'api.yaml')).findings;
    assert.deepEqual(
      yaml.map((f) => [f.severity, f.line, f.column, f.pointer]),
      [['warning', 10, 7, '#/paths/~1b/get/operationId']],
    );
    const json = checkDocument(join(root, 'api.json')).findings;
    // The title is missing: the place shown is the "info" it belongs in.
    assert.deepEqual(
      json.map((f) => [f.line, f.column, f.pointer]),
      [[1, 20, '#/info/title']],
    );
    assert.match(
      json[0].excerpt!,
      /^> 1 \| \{"openapi":"3\.1\.0","info":\{"version":"1"\},"paths":\{\}\}\n {4}\| {20}\^$/,
    );
  });
  it('follows $refs into other files and checks the refs there, relative to that file', () => {
    const root = folder({
      'api.yaml': `${HEAD}components:\n  schemas:\n    A: { $ref: 'shared/a.yaml' }\n`,
      'shared/a.yaml': 'type: object\nproperties:\n  b: { $ref: "b.yaml#/B" }\n  c: { $ref: "b.yaml#/C" }\n',
      'shared/b.yaml': 'B: { type: string }\n',
    });
    const findings = checkDocument(join(root, 'api.yaml')).findings;
    assert.deepEqual(
      findings.map((f) => [f.file.slice(root.length), f.line, f.pointer]),
      [['/shared/a.yaml', 4, '#/properties/c/$ref']],
    );
    assert.match(findings[0].message, /\$ref "b\.yaml#\/C" points to nothing: \S+\/shared\/b\.yaml has no "C"/);
  });
  it('accepts refs that loop between files', () => {
    const root = folder({
      'api.yaml': `${HEAD}components:\n  schemas:\n    A: { $ref: 'a.yaml' }\n`,
      'a.yaml': 'type: object\nproperties:\n  b: { $ref: "b.yaml" }\n',
      'b.yaml': 'type: object\nproperties:\n  a: { $ref: "a.yaml" }\n',
    });
    assert.deepEqual(checkDocument(join(root, 'api.yaml')).findings, []);
  });
});

describe('checkDocument on a $ref that leads nowhere', () => {
  const findings = (yaml: string) =>
    checkDocument(join(folder({ 'api.yaml': yaml }), 'api.yaml')).findings.map((f) => [
      f.severity,
      f.line,
      f.pointer,
      f.message,
    ]);
  it('leaves out the example it is in, and an example that $refs an example left out, with a warning each', () => {
    assert.deepEqual(
      findings(`${HEAD}paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              examples:
                one: { $ref: '#/components/examples/One' }
                two: { value: { $ref: '#/components/schemas/Tow/example' } }
components:
  schemas:
    Two: { type: object }
  examples:
    One: { value: { $ref: './missing.yaml' } }
`),
      [
        [
          'warning',
          12,
          '#/paths/~1a/get/responses/200/content/application~1json/examples/one/$ref',
          '$ref "#/components/examples/One" points to a part left out; the example "one" is left out',
        ],
        [
          'warning',
          13,
          '#/paths/~1a/get/responses/200/content/application~1json/examples/two/value/$ref',
          '$ref "#/components/schemas/Tow/example" points to nothing: #/components/schemas has no "Tow" (did you mean "Two"?); the example "two" is left out',
        ],
        [
          'warning',
          18,
          '#/components/examples/One/value/$ref',
          `$ref "./missing.yaml" points to a file that does not exist: ${join(dir, String(count), 'missing.yaml')} (referenced from api.yaml); the example "One" is left out`,
        ],
      ],
    );
  });
  it('leaves out a component nothing uses; stops where a page needs it, an unused named schema included', () => {
    assert.deepEqual(
      findings(`${HEAD}paths: {}
components:
  schemas:
    Orphan: { type: object, properties: { a: { $ref: '#/components/schemas/Nope' } } }
  responses:
    Gone: { description: gone, content: { application/json: { schema: { $ref: '#/components/schemas/Nope' } } } }
`),
      [
        [
          'error',
          6,
          '#/components/schemas/Orphan/properties/a/$ref',
          '$ref "#/components/schemas/Nope" points to nothing: #/components/schemas has no "Nope"',
        ],
        [
          'warning',
          8,
          '#/components/responses/Gone/content/application~1json/schema/$ref',
          '$ref "#/components/schemas/Nope" points to nothing: #/components/schemas has no "Nope"; #/components/responses/Gone is left out: nothing refers to it',
        ],
      ],
    );
  });
});

describe('formatReport', () => {
  it('puts errors first with a count, warnings after, paths relative to the working folder', () => {
    const root = folder({
      'a.yaml': 'openapi: 3.1.0\ninfo: { version: "1" }\npaths: {}\n',
      'b.yaml': `${HEAD}paths:\n  /x/{id}:\n    get: { responses: { "200": { description: ok } } }\n`,
    });
    const report = formatReport(checkFolder(root), { cwd: root });
    assert.equal(
      report,
      [
        '✖ 1 error in 1 file: the API reference was not built.',
        '',
        'error: a.yaml:2:1 #/info/title: missing required field "title": expected a string',
        '      1 | openapi: 3.1.0',
        '    > 2 | info: { version: "1" }',
        '        | ^',
        '',
        'warning: b.yaml:5:5 #/paths/~1x~1{id}/get: path parameter "{id}" is not described in "parameters"; shown in the path only',
      ].join('\n'),
    );
  });
});

describe('SourceMap', () => {
  it('points at the deepest part of a pointer that exists, through YAML aliases', () => {
    const map = new SourceMap('a: &x\n  b:\n    c: 1\nd: *x\n');
    assert.deepEqual(map.positionOf('#/a/b/c'), { line: 3, column: 5 });
    assert.deepEqual(map.positionOf('#/a/b/missing'), { line: 2, column: 3 });
    assert.deepEqual(map.positionOf('#/d/b/c'), { line: 3, column: 5 });
  });
  it('shows a window of a long line (minified JSON) with the caret under the right character', () => {
    const line = `${'a'.repeat(300)}X${'b'.repeat(300)}`;
    const [source, caret] = excerptAt(line, { line: 1, column: 301 }).split('\n');
    assert.ok(source.length < 140, 'a window, not the whole line');
    assert.equal(source[caret.indexOf('^')], 'X');
  });
});
