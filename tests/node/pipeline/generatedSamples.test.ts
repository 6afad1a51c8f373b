import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Parameter, Server } from '../../../src/model/model.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import {
  baseUrl,
  generatedSamples,
  toHar,
  type RequestShape,
} from '../../../src/pipeline/4-normalize/generatedSamples.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { emptyNode } from '../../../src/pipeline/4-normalize/schemaNodes.ts';
import { SAMPLE_LANGUAGE_NAMES } from '../../../src/config/sampleLanguages.ts';

const server = (url: string, variables: Server['variables'] = []): Server => ({ url, variables });
const parameter = (name: string, where: Parameter['in'], rawSchema: unknown, extra: Partial<Parameter> = {}) => ({
  name,
  in: where,
  required: where === 'path',
  deprecated: false,
  schema: emptyNode(),
  examples: [],
  rawSchema,
  ...extra,
});
const bySample = (request: RequestShape) => Object.fromEntries(generatedSamples(request).map((s) => [s.lang, s]));

describe('generated samples', () => {
  it('are cURL, JavaScript (fetch) and Python (requests), marked generated, with their grammars', () => {
    const samples = generatedSamples({
      method: 'get',
      path: '/pets',
      servers: [server('https://api.test/v1')],
      parameters: [],
    });
    assert.deepEqual(
      samples.map((s) => [s.lang, s.label, s.grammar, s.generated]),
      [
        ['cURL', 'cURL', 'shellscript', true],
        ['JavaScript', 'JavaScript', 'javascript', true],
        ['Python', 'Python', 'python', true],
      ],
    );
    assert.match(samples[0].source, /^curl https:\/\/api\.test\/v1\/pets$/);
    assert.match(samples[1].source, /fetch\('https:\/\/api\.test\/v1\/pets'\)/);
    assert.match(samples[2].source, /^import requests\n\nrequests\.get\("https:\/\/api\.test\/v1\/pets"\)/);
  });
  it('come in every language the configuration offers', () => {
    const samples = generatedSamples(
      { method: 'post', path: '/pets', servers: [server('https://api.test')], parameters: [] },
      SAMPLE_LANGUAGE_NAMES,
    );
    assert.deepEqual(
      samples.map((s) => s.lang),
      SAMPLE_LANGUAGE_NAMES,
    );
    for (const sample of samples) assert.match(sample.source, /api\.test\/pets/, sample.lang);
  });
  it('fill path, required query and header parameters from examples or schemas; leave optional ones out', () => {
    const { cURL } = bySample({
      method: 'delete',
      path: '/pets/{petId}',
      servers: [server('https://api.test')],
      parameters: [
        parameter('petId', 'path', { type: 'integer', example: 7 }),
        parameter('force', 'query', { type: 'boolean' }, { required: true }),
        parameter('X-Request-Id', 'header', { type: 'string' }, { required: true, examples: ['abc'] }),
        parameter('verbose', 'query', { type: 'boolean' }),
      ],
    });
    assert.match(cURL.source, /curl 'https:\/\/api\.test\/pets\/7\?force=true'/);
    assert.match(cURL.source, /--request DELETE/);
    assert.match(cURL.source, /--header 'X-Request-Id: abc'/);
    assert.doesNotMatch(cURL.source, /verbose/);
  });
  it('escape a quote or a space in the URL, a query that needs escaping written in it (Azure)', () => {
    const samples = bySample({
      method: 'get',
      path: '/monitors/{id}',
      servers: [server('https://api.test')],
      parameters: [
        parameter('id', 'path', { type: 'string' }, { examples: ["ComponentId='d9'"] }),
        parameter('$filter', 'query', { type: 'string' }, { required: true, examples: ["kind='Windows Event'"] }),
        parameter('api-version', 'query', { type: 'string' }, { required: true, examples: ['2015-11-01'] }),
        parameter('mode', 'query', { type: 'string' }, { required: true, examples: ['TRANSIT,WALK'] }),
      ],
    });
    const url =
      'https://api.test/monitors/ComponentId%3D%27d9%27' +
      '?%24filter=kind%3D%27Windows%20Event%27&api-version=2015-11-01&mode=TRANSIT,WALK';
    assert.ok(samples.cURL.source.startsWith(`curl '${url}'`), samples.cURL.source);
    assert.ok(samples.JavaScript.source.startsWith(`fetch('${url}'`), samples.JavaScript.source);
    assert.ok(samples.Python.source.includes(`"${url}"`), samples.Python.source);
    assert.doesNotMatch(samples.Python.source, /params=/);
    // And a quote the path itself holds (OData's keys).
    const odata = bySample({
      method: 'get',
      path: "/datasources('{name}')",
      servers: [server('https://search.test')],
      parameters: [parameter('name', 'path', { type: 'string' }, { examples: ['mine'] })],
    });
    assert.ok(odata.JavaScript.source.startsWith("fetch('https://search.test/datasources(%27mine%27)')"));
  });
  it('send the JSON body example, or one sampled from the schema without read-only properties', () => {
    const fromExample = bySample({
      method: 'post',
      path: '/pets',
      servers: [server('https://api.test')],
      parameters: [],
      body: { mediaType: 'application/json', schema: { type: 'object' }, example: { name: 'Rex' } },
    });
    assert.match(fromExample.cURL.source, /--header 'Content-Type: application\/json'/);
    assert.match(fromExample.cURL.source, /"name": "Rex"/);
    assert.match(fromExample.JavaScript.source, /body: JSON\.stringify\(\{\s*name: 'Rex'\s*\}\)/);
    assert.match(fromExample.Python.source, /json=\{\s*"name": "Rex"\s*\}/);

    const sampled = bySample({
      method: 'post',
      path: '/pets',
      servers: [server('https://api.test')],
      parameters: [],
      body: {
        mediaType: 'application/json',
        schema: {
          type: 'object',
          properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', example: 'Tom' } },
        },
        example: undefined,
      },
    });
    assert.match(sampled.cURL.source, /"name": "Tom"/);
    assert.doesNotMatch(sampled.cURL.source, /"id"/);
  });
  it('send an example of null as null, each one a body its language can run (GitHub Enterprise 3.5)', async () => {
    const data = {
      openapi: '3.0.3',
      info: { title: 'Collaborators', version: '1' },
      servers: [{ url: 'https://api.test' }],
      paths: {
        '/a': {
          put: {
            operationId: 'convert',
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { async: { type: 'boolean', default: false } } },
                  examples: {
                    202: { summary: 'asynchronous', value: { async: true } },
                    204: { summary: 'synchronous', value: null },
                  },
                },
              },
            },
            responses: { 204: { description: 'done' } },
          },
        },
      },
    };
    const resolved = await resolveDocument({ file: '/tmp/null.json', data });
    const [op] = normalizeDocument(resolved, { id: 'null', prefix: '', tryIt: true }).operations;
    const source = (lang: string, example: string) =>
      op.codeSamples.find((s) => s.lang === lang && s.example === example)!.source;
    assert.match(source('cURL', 'synchronous'), /--data 'null'/);
    assert.match(source('JavaScript', 'synchronous'), /body: 'null'/);
    assert.match(source('Python', 'synchronous'), /^\s*data="null"$/m);
    assert.doesNotMatch(source('Python', 'synchronous'), /json=/);
    assert.match(source('cURL', 'asynchronous'), /"async": true/);

    const word = (value: boolean) =>
      bySample({
        method: 'put',
        path: '/a',
        servers: [server('https://api.test')],
        parameters: [],
        body: { mediaType: 'application/json', schema: { type: 'boolean' }, example: value },
      }).Python.source;
    assert.match(word(true), /^\s*json=True$/m);
    assert.match(word(false), /^\s*json=False$/m);
  });
  it('sample a body that fits in a few KB: a wide schema keeps its levels with fewer optional fields', () => {
    // Ten object properties on each of four levels: 10,000 leaves, ~300 KB of JSON when sampled four deep.
    const level = (depth: number): object =>
      depth === 0
        ? { type: 'string', example: 'leaf' }
        : {
            type: 'object',
            properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, level(depth - 1)])),
          };
    const bodyOf = (schema: object) =>
      JSON.parse(
        toHar({
          method: 'post',
          path: '/items',
          servers: [server('https://api.test')],
          parameters: [],
          body: { mediaType: 'application/json', schema, example: undefined },
        }).postData!.text!,
      );
    const wide = bodyOf(level(4));
    assert.ok(JSON.stringify(wide, null, 2).length <= 6000, `${JSON.stringify(wide).length} characters`);
    assert.equal(wide.field0.field0.field0.field0, 'leaf', 'keeps every level');
    assert.ok(Object.keys(wide).length < 10, 'with fewer optional fields in each');
    // A narrow schema is sampled whole, four levels of objects.
    const chain = (depth: number): object =>
      depth === 0 ? { type: 'string', example: 'leaf' } : { type: 'object', properties: { next: chain(depth - 1) } };
    assert.deepEqual(bodyOf(chain(4)), { next: { next: { next: { next: 'leaf' } } } });
  });
  it('send form bodies as fields, and let the client set multipart’s Content-Type', () => {
    const form = bySample({
      method: 'post',
      path: '/flows',
      servers: [server('https://api.test')],
      parameters: [],
      body: {
        mediaType: 'application/x-www-form-urlencoded',
        schema: {},
        example: { FriendlyName: 'My flow', Status: 'draft' },
      },
    });
    assert.match(form.cURL.source, /--data-urlencode 'FriendlyName=My flow'/);
    assert.match(form.JavaScript.source, /new URLSearchParams/);
    const multipart = bySample({
      method: 'post',
      path: '/files',
      servers: [server('https://api.test')],
      parameters: [],
      body: {
        mediaType: 'multipart/form-data',
        schema: { type: 'object', properties: { name: { type: 'string', example: 'a.txt' } } },
        example: undefined,
      },
    });
    assert.match(multipart.cURL.source, /--form 'name=a\.txt'/);
    assert.doesNotMatch(multipart.cURL.source, /Content-Type/);
    // A field's line break and quote stay inside JavaScript's string (PeerTube's video description).
    const described = bySample({
      method: 'post',
      path: '/videos',
      servers: [server('https://api.test')],
      parameters: [],
      body: { mediaType: 'multipart/form-data', schema: {}, example: { description: "It's\nhere" } },
    });
    assert.match(described.JavaScript.source, /formData\.append\("description", "It's\\nhere"\);/);
  });
});

describe('the base URL of generated samples', () => {
  it('is the first server with its variables’ defaults, without a trailing slash', () => {
    assert.equal(
      baseUrl([
        server('https://{region}.api.test/{version}/', [
          { name: 'region', default: 'eu' },
          { name: 'version', default: 'v2' },
        ]),
        server('https://other.test'),
      ]),
      'https://eu.api.test/v2',
    );
  });
  it('is a placeholder origin when the document has no server or a relative one', () => {
    assert.equal(baseUrl([]), 'https://api.example.com');
    assert.equal(baseUrl([server('/api/v3')]), 'https://api.example.com/api/v3');
    assert.equal(baseUrl([server('/')]), 'https://api.example.com');
  });
  it('is the first server a request can reach: a relative one passed over, a scheme-relative one with https', () => {
    assert.equal(baseUrl([server('/api/v1'), server('https://airflow.test')]), 'https://airflow.test');
    assert.equal(baseUrl([server('//api.europeana.test/v2')]), 'https://api.europeana.test/v2');
    assert.equal(
      baseUrl([server('<terminal-ip>'), server('https://terminal.test/sync')]),
      'https://terminal.test/sync',
    );
  });
});

describe('credentials in generated samples', () => {
  it('carry the first security requirement of the operation (else the document) with placeholder values', async () => {
    const data = {
      openapi: '3.1.0',
      info: { title: 'Auth', version: '1' },
      servers: [{ url: 'https://api.test' }],
      security: [{ bearer: [] }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          key: { type: 'apiKey', in: 'query', name: 'api_key' },
          tls: { type: 'mutualTLS' },
        },
      },
      paths: {
        '/a': { get: { responses: { 200: { description: 'ok' } } } },
        '/b': { get: { security: [{ key: [] }, { bearer: [] }], responses: { 200: { description: 'ok' } } } },
        '/c': { get: { security: [], responses: { 200: { description: 'ok' } } } },
      },
    };
    const resolved = await resolveDocument({ file: '/tmp/auth.json', data });
    const doc = normalizeDocument(resolved, { id: 'auth', prefix: '', tryIt: true });
    const curl = (path: string) =>
      doc.operations.find((op) => op.path === path)!.codeSamples.find((s) => s.lang === 'cURL')!.source;
    assert.match(curl('/a'), /--header 'Authorization: Bearer YOUR_TOKEN'/);
    assert.match(curl('/b'), /api_key=YOUR_API_KEY/);
    assert.doesNotMatch(curl('/b'), /Authorization/);
    assert.doesNotMatch(curl('/c'), /Authorization|api_key/);
  });
  it('carry a credential once, and not beside a parameter of the same name (FEC)', async () => {
    const data = {
      openapi: '3.0.3',
      info: { title: 'FEC', version: '1' },
      servers: [{ url: 'https://api.test' }],
      security: [{ header: [], query: [], again: [] }],
      components: {
        securitySchemes: {
          header: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          query: { type: 'apiKey', in: 'query', name: 'api_key' },
          again: { type: 'apiKey', in: 'query', name: 'api_key' },
        },
      },
      paths: {
        '/audits': { get: { responses: { 200: { description: 'ok' } } } },
        '/cases': {
          get: {
            parameters: [
              { name: 'api_key', in: 'query', required: true, schema: { type: 'string', default: 'DEMO_KEY' } },
              { name: 'x-api-key', in: 'header', required: true, schema: { type: 'string', example: 'MINE' } },
            ],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    };
    const doc = normalizeDocument(await resolveDocument({ file: '/tmp/fec.json', data }), {
      id: 'fec',
      prefix: '',
      tryIt: true,
    });
    const curl = (path: string) =>
      doc.operations.find((op) => op.path === path)!.codeSamples.find((s) => s.lang === 'cURL')!.source;
    assert.equal(curl('/audits').match(/api_key=/g)?.length, 1, curl('/audits'));
    assert.match(curl('/audits'), /api_key=YOUR_API_KEY/);
    assert.match(curl('/audits'), /--header 'X-Api-Key: YOUR_API_KEY'/);
    assert.equal(curl('/cases').match(/api_key=/g)?.length, 1, curl('/cases'));
    assert.match(curl('/cases'), /api_key=DEMO_KEY/);
    assert.equal(curl('/cases').match(/x-api-key/gi)?.length, 1, curl('/cases'));
    assert.match(curl('/cases'), /--header 'x-api-key: MINE'/);
  });
});

describe('path parameters without a value in the document', () => {
  it('become placeholders named after them, not sampled values', () => {
    const { cURL } = bySample({
      method: 'get',
      path: '/repos/{owner}/{repo}/pulls/{pullNumber}',
      servers: [server('https://api.test')],
      parameters: [
        parameter('owner', 'path', { type: 'string' }),
        parameter('repo', 'path', { type: 'string', default: 'hello-world' }),
        parameter('pullNumber', 'path', { type: 'integer' }),
      ],
    });
    assert.match(cURL.source, /^curl https:\/\/api\.test\/repos\/OWNER\/hello-world\/pulls\/PULL_NUMBER$/);
  });
});
