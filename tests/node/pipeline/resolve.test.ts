import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DocumentError } from '../../../src/pipeline/1-load/documentError.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';

const dir = mkdtempSync(join(tmpdir(), 'resolve-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;

/** Writes the files (the first is the document) into a fresh folder and resolves the document. */
async function resolveFiles(files: Record<string, string>) {
  const folder = join(dir, String(++count));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return resolveDocument(loadDocument(join(folder, Object.keys(files)[0])));
}

const SWAGGER = `
swagger: '2.0'
info: { title: Legacy, version: '1' }
host: api.example.com
basePath: /v1
schemes: [https]
consumes: [application/json]
produces: [application/json, application/xml]
securityDefinitions:
  basic: { type: basic }
  key: { type: apiKey, in: header, name: X-Key }
  oauth: { type: oauth2, flow: accessCode, authorizationUrl: 'https://a.example.com', tokenUrl: 'https://t.example.com', scopes: { read: Read } }
paths:
  /pets:
    post:
      parameters:
        - { name: body, in: body, required: true, schema: { $ref: '#/definitions/Pet' } }
      responses:
        '200': { description: ok, schema: { $ref: '#/definitions/Pet' } }
  /pets/{id}/photo:
    post:
      consumes: [multipart/form-data]
      parameters:
        - { name: id, in: path, required: true, type: integer }
        - { name: file, in: formData, type: file, required: true }
        - { name: note, in: formData, type: string }
      responses: { '204': { description: stored } }
definitions:
  Pet:
    type: object
    properties:
      name: { type: string }
      tag: { type: string, x-nullable: true }
`;

describe('Swagger 2.0', () => {
  it('is upgraded: body and formData parameters become request bodies, consumes/produces media types', async () => {
    const { data, sourceVersion } = await resolveFiles({ 'api.yaml': SWAGGER });
    assert.equal(sourceVersion, '2.0');
    assert.match(data.openapi, /^3\.1/);
    assert.deepEqual(data.servers, [{ url: 'https://api.example.com/v1' }]);
    const create = data.paths['/pets'].post;
    assert.equal(create.requestBody.required, true);
    assert.deepEqual(Object.keys(create.requestBody.content), ['application/json']);
    assert.deepEqual(Object.keys(create.responses['200'].content), ['application/json', 'application/xml']);
    const upload = data.paths['/pets/{id}/photo'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    assert.deepEqual(Object.keys(form.properties), ['file', 'note']);
    assert.deepEqual(form.required, ['file']);
    assert.deepEqual(
      upload.parameters.map((p: { name: string }) => p.name),
      ['id'],
    );
  });
  it('keeps security definitions as 3.x security schemes', async () => {
    const { data } = await resolveFiles({ 'api.yaml': SWAGGER });
    const schemes = data.components.securitySchemes;
    assert.deepEqual(schemes.basic, { type: 'http', scheme: 'basic' });
    assert.deepEqual(schemes.key, { type: 'apiKey', in: 'header', name: 'X-Key' });
    assert.equal(schemes.oauth.flows.authorizationCode.tokenUrl, 'https://t.example.com');
  });
  it('turns definitions into named schemas that $refs share by identity', async () => {
    const { data } = await resolveFiles({ 'api.yaml': SWAGGER });
    const pet = data.components.schemas.Pet;
    assert.equal(data.paths['/pets'].post.requestBody.content['application/json'].schema, pet);
    assert.deepEqual(pet.properties.tag.type, ['string', 'null']);
  });
});

describe('$ref', () => {
  it('to other files beside the document resolves relative to each file', async () => {
    const { data } = await resolveFiles({
      'api.yaml': `
openapi: 3.0.3
info: { title: T, version: '1' }
paths: {}
components:
  schemas:
    Error: { $ref: './shared/error.yaml' }
    Money: { $ref: './shared/common.yaml#/Money' }
`,
      'shared/error.yaml': 'type: object\nproperties:\n  amount: { $ref: "common.yaml#/Money" }\n',
      'shared/common.yaml': 'Money: { type: integer, description: cents }\n',
    });
    const { Error: error, Money: money } = data.components.schemas;
    assert.equal(error.properties.amount, money);
    assert.equal(money.description, 'cents');
  });
  it('that loops stays a loop of the same objects (never copied without end)', async () => {
    const { data } = await resolveFiles({
      'api.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        components: {
          schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } },
        },
      }),
    });
    const node = data.components.schemas.Node;
    assert.equal(node.properties.next, node);
  });
  it('with annotations beside it stays a reference to the named schema', async () => {
    const { data } = await resolveFiles({
      'api.yaml': `
openapi: 3.1.0
info: { title: T, version: '1' }
components:
  schemas:
    Kind: { type: string, enum: [a, b] }
    Pet:
      type: object
      properties:
        kind: { $ref: '#/components/schemas/Kind', description: What it is }
`,
    });
    const kind = data.components.schemas.Pet.properties.kind;
    assert.equal(kind.description, 'What it is');
    assert.equal(kind.allOf[0], data.components.schemas.Kind);
  });
  it('to a missing file is a DocumentError naming the document', async () => {
    await assert.rejects(
      resolveFiles({
        'api.yaml':
          "openapi: 3.1.0\ninfo: { title: T, version: '1' }\ncomponents: { schemas: { A: { $ref: './nowhere.yaml' } } }\n",
      }),
      (error: DocumentError) =>
        error instanceof DocumentError && error.file.endsWith('api.yaml') && /nowhere\.yaml/.test(error.message),
    );
  });
});

describe('a $ref that leads nowhere', () => {
  it('in an example, or in a component nothing uses, leaves that part out; the rest resolves', async () => {
    const { data } = await resolveFiles({
      'api.yaml': `
openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/A' }
              examples:
                kept: { value: { id: 1 } }
                lost: { value: { $ref: '#/components/schemas/Gone/examples/0' } }
components:
  schemas:
    A: { type: object, properties: { id: { type: integer } }, examples: [{ id: 2 }, { $ref: './nowhere.yaml' }] }
  responses:
    Orphan: { description: never used, content: { application/json: { schema: { $ref: '#/components/schemas/Nope' } } } }
`,
    });
    const media = data.paths['/a'].get.responses['200'].content['application/json'];
    assert.deepEqual(Object.keys(media.examples), ['kept']);
    assert.deepEqual(data.components.schemas.A.examples, [{ id: 2 }]);
    assert.equal(data.components.responses.Orphan, undefined);
    assert.equal(media.schema, data.components.schemas.A);
  });
  it('where the page needs what it points to is a DocumentError with the pointer of the $ref', async () => {
    await assert.rejects(
      resolveFiles({
        'api.yaml':
          "openapi: 3.1.0\ninfo: { title: T, version: '1' }\ncomponents: { schemas: { A: { properties: { b: { $ref: '#/components/schemas/B' } } } } }\n",
      }),
      (e: DocumentError) =>
        e.pointer === '#/components/schemas/A/properties/b/$ref' && /points to nothing/.test(e.problem),
    );
  });
  it("to a 3.0 schema's example follows it to where the upgrade to 3.1 moved it", async () => {
    const { data } = await resolveFiles({
      'api.yaml': `
openapi: 3.0.3
info: { title: T, version: '1' }
paths:
  /a:
    post:
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/A' }
            example: { $ref: '#/components/schemas/A/example' }
      responses:
        '200':
          description: ok
          content:
            application/json:
              examples:
                one: { value: { $ref: '#/components/schemas/A/example' } }
components:
  schemas:
    A: { type: object, example: { id: 7 } }
`,
    });
    const post = data.paths['/a'].post;
    assert.deepEqual(post.responses['200'].content['application/json'].examples.one.value, { id: 7 });
    assert.deepEqual(post.requestBody.content['application/json'].examples.default.value, { id: 7 });
  });
});

describe('shape check', () => {
  it('refuses what is not OpenAPI, with the pointer of what is missing', async () => {
    await assert.rejects(
      resolveFiles({ 'a.yaml': 'name: compose\nservices: {}\n' }),
      (e: DocumentError) => e.pointer === '#' && /not an OpenAPI document/.test(e.problem),
    );
    await assert.rejects(
      resolveFiles({ 'a.yaml': 'openapi: 3.0.0\ninfo: { version: "1" }\npaths: {}\n' }),
      (e: DocumentError) => e.pointer === '#/info/title',
    );
    await assert.rejects(
      resolveFiles({ 'a.yaml': 'openapi: 4.0.0\ninfo: { title: T, version: "1" }\n' }),
      (e: DocumentError) => e.pointer === '#/openapi',
    );
  });
});
