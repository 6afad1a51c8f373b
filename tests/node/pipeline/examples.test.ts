import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument, Operation } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { sampleOf, withoutFields } from '../../../src/pipeline/4-normalize/schemaSample.ts';
import { mergedSchema } from '../../../src/pipeline/4-normalize/allOfMerge.ts';
import { generatedSamples } from '../../../src/pipeline/4-normalize/generatedSamples.ts';
import { formBodyText, formFields } from '../../../src/pipeline/4-normalize/formBody.ts';

const FILE = resolve('tests/fixtures/reading/observatory-3-1.yaml');

async function normalize(sampleLanguages?: string[]): Promise<ApiDocument> {
  const resolved = await resolveDocument({ file: FILE, data: loadDocument(FILE).data });
  return normalizeDocument(resolved, { id: 'observatory', prefix: '', tryIt: true, sampleLanguages });
}
const byId = (doc: ApiDocument, id: string): Operation => doc.operations.find((op) => op.operationId === id)!;

describe('examples of bodies', () => {
  let doc: ApiDocument;
  before(async () => (doc = await normalize()));

  it('keep the named examples of the document, by summary, not generated', () => {
    const [json] = byId(doc, 'logObservation').requestBody!.content;
    assert.deepEqual(
      json.examples.map((e) => [e.name, e.generated, e.grammar]),
      [
        ['Through the refractor', false, 'json'],
        ['Through binoculars', false, 'json'],
      ],
    );
  });

  it('sample a body from the schema where the document has none, marked generated, read-only left out of requests', () => {
    const [json] = byId(doc, 'openSession').requestBody!.content;
    assert.equal(json.examples.length, 1);
    assert.equal(json.examples[0].generated, true);
    const value = JSON.parse(json.examples[0].value);
    assert.equal(value.id, undefined, 'id is read-only');
    assert.equal(value.dome_code, 'string', 'a write-only field is sent');
    assert.equal(value.observer.name, 'Hypatia');
  });

  it('show a form body’s example as the form it sends, a field a line, nested fields with bracketed keys', () => {
    const form = byId(doc, 'openSession').requestBody!.content[1];
    assert.equal(form.mediaType, 'application/x-www-form-urlencoded');
    assert.equal(form.examples[0].grammar, 'text');
    const lines = form.examples[0].value.split('\n');
    assert.equal(lines[0], 'telescope=T-14');
    assert.ok(lines.includes('&observer[name]=Hypatia'), form.examples[0].value);
    assert.ok(!lines[0].startsWith('&'));
    assert.ok(lines.slice(1).every((line) => line.startsWith('&')));
    assert.ok(!form.examples[0].value.includes('{'));
  });

  it('encode a form body’s values as the form sends them, keeping the brackets of its keys readable', () => {
    assert.equal(
      formBodyText({ catalog_id: 'NGC 224', note: 'a&b=c', tags: ['x/y'], at: { 'from date': 1 } }),
      'catalog_id=NGC+224\n&note=a%26b%3Dc\n&tags[0]=x%2Fy\n&at[from+date]=1',
    );
    assert.equal(formBodyText('a=1&b=2'), 'a=1&b=2', 'a document’s own form text stays');
  });

  it('leave write-only fields out of responses, and keep read-only ones', () => {
    const [json] = byId(doc, 'openSession').responses[0].content;
    const value = JSON.parse(json.examples[0].value);
    assert.equal(value.dome_code, undefined);
    assert.equal(typeof value.id, 'string');
  });

  it('write an XML media type as XML, named as the schema says', () => {
    const xml = byId(doc, 'logObservation').responses[0].content.find((m) => m.mediaType === 'application/xml')!;
    assert.equal(xml.examples[0].grammar, 'xml');
    assert.match(xml.examples[0].value, /^<observation>\s*<id>obs_7<\/id>\s*<target>M31<\/target>/);
    assert.doesNotMatch(xml.examples[0].value, /^\s*\{/);
  });

  it('give a named schema an example for its page', () => {
    const session = doc.schemas.find((s) => s.name === 'Session')!;
    assert.equal(session.example?.generated, true);
    assert.equal(JSON.parse(session.example!.value).telescope, 'T-14');
  });

  it('leave fields out by direction, following allOf parts and alternatives', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string' },
        r: { type: 'string', readOnly: true },
        w: { type: 'string', writeOnly: true },
        o: { allOf: [{ required: ['d'], properties: { d: { type: 'string' }, e: { readOnly: true } } }] },
      },
    };
    const value = { a: '1', r: 'r', w: 'w', o: { d: 'd', e: 'e' } };
    assert.deepEqual(withoutFields(value, schema, 'request'), { a: '1', w: 'w', o: { d: 'd' } });
    assert.deepEqual(withoutFields(value, schema, 'response'), { a: '1', r: 'r', o: { d: 'd', e: 'e' } });
  });
});

describe('examples of requests the API sends', () => {
  it('keep a webhook’s read-only fields and leave its write-only ones out', async () => {
    const event = {
      type: 'object',
      properties: { id: { type: 'string', readOnly: true }, secret: { type: 'string', writeOnly: true } },
    };
    const post = { requestBody: { content: { 'application/json': { schema: event } } }, responses: {} };
    const data = { openapi: '3.1.0', info: { title: 'Hooks', version: '1' }, webhooks: { created: { post } } };
    const doc = normalizeDocument(await resolveDocument({ file: 'hooks.json', data }), {
      id: 'hooks',
      prefix: '',
      tryIt: true,
    });
    assert.deepEqual(JSON.parse(doc.webhooks[0].requestBody!.content[0].examples[0].value), { id: 'string' });
  });
});

describe('examples kept elsewhere (externalValue)', () => {
  it('show a web address as the example’s address, read a file beside the document, and sample what samples send', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'external-examples-'));
    writeFileSync(join(folder, 'order.json'), '{ "id": "ord_1", "total": 12 }');
    const data = {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      paths: {
        '/orders': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['total'], properties: { total: { type: 'integer' } } },
                  examples: { remote: { externalValue: 'https://shop.example.com/examples/order.json' } },
                },
              },
            },
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { examples: { local: { externalValue: 'order.json' } } } },
              },
            },
          },
        },
      },
    };
    const file = join(folder, 'shop.json');
    const doc = normalizeDocument(await resolveDocument({ file, data }), {
      id: 'shop',
      prefix: '',
      tryIt: true,
      sampleLanguages: ['cURL'],
    });
    const [operation] = doc.operations;
    const request = operation.requestBody!.content[0].examples;
    assert.deepEqual(
      request.map((e) => [e.name, e.external, e.generated]),
      [
        ['remote', 'https://shop.example.com/examples/order.json', false],
        [undefined, undefined, true],
      ],
    );
    assert.deepEqual(JSON.parse(request[1].value), { total: 0 });
    assert.match(operation.codeSamples[0].source, /"total": 0/, 'the samples send the example shown beside them');
    const [local] = operation.responses[0].content[0].examples;
    assert.deepEqual(
      [local.name, local.external, JSON.parse(local.value)],
      ['local', undefined, { id: 'ord_1', total: 12 }],
    );
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('values sampled from a schema', () => {
  it('merge allOf parts whatever their type, with every required field of every part', () => {
    const common = { properties: { channelId: { type: 'integer', example: 3 }, name: { type: 'string' } } };
    const schema = {
      allOf: [
        { ...common, required: ['channelId', 'name'] },
        { type: 'object', required: ['filename'], properties: { filename: { type: 'string', example: 'a.mp4' } } },
      ],
    };
    assert.deepEqual(sampleOf(schema, 'request'), { channelId: 3, name: 'string', filename: 'a.mp4' });
  });

  it('hold both items of a list two parts define: a page’s open items and its variant’s model', () => {
    const contact = { type: 'object', properties: { id: { type: 'integer', example: 7 }, name: { type: 'string' } } };
    const page = {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', properties: {} } },
        totalCount: { type: 'integer' },
      },
    };
    const contactPage = { allOf: [page, { type: 'object', properties: { items: { type: 'array', items: contact } } }] };
    assert.deepEqual(sampleOf(contactPage, 'response'), { items: [{ id: 7, name: 'string' }], totalCount: 0 });
    // The open part adds nothing: the model stays itself, a link to its page.
    assert.equal((mergedSchema(contactPage).properties as any).items.items, contact);
    const map = {
      allOf: [
        { type: 'object', additionalProperties: { type: 'object' } },
        { additionalProperties: { type: 'object', properties: { note: { type: 'string' } } } },
      ],
    };
    assert.deepEqual(sampleOf(map), { additionalProp1: { note: 'string' } });
  });

  it('keep both words of a property two parts define: a trait’s type and a variant’s enum', () => {
    const schema = {
      allOf: [
        { type: 'object', properties: { type: { type: 'string', enum: ['BOOLEAN_OPERATION'] } } },
        { type: 'object', properties: { type: { type: 'string', description: 'The type' }, id: { type: 'string' } } },
      ],
    };
    assert.deepEqual(sampleOf(schema), { type: 'BOOLEAN_OPERATION', id: 'string' });
  });

  it('take a field’s own const, example, examples, default or first enum value before inventing one', () => {
    const schema = {
      type: 'object',
      properties: {
        c: { type: 'string', const: 'fixed', example: 'no' },
        e: { type: 'string', example: 'own', default: 'no' },
        l: { type: 'string', examples: ['listed'], default: 'no' },
        d: { type: 'string', default: '', enum: ['', 'x'] },
        n: { type: 'string', enum: ['first', 'second'] },
        f: { type: 'string', format: 'email' },
        // Vercel's project frameworks: "no framework" listed first.
        v: { enum: [null, 'nextjs', 'astro'] },
        o: { enum: [null] },
      },
    };
    assert.deepEqual(sampleOf(schema), {
      c: 'fixed',
      e: 'own',
      l: 'listed',
      d: '',
      n: 'first',
      f: 'user@example.com',
      v: 'nextjs',
      o: null,
    });
  });

  it('complete a field’s own example with the fields its schema requires, not the body’s own example', () => {
    const address = {
      type: 'object',
      required: ['city', 'country'],
      properties: { city: { type: 'string' }, country: { type: 'string', example: 'FR' } },
      example: { city: 'Lyon' },
    };
    const body = { type: 'object', required: ['address'], properties: { address } };
    assert.deepEqual(sampleOf(body), { address: { city: 'Lyon', country: 'FR' } });
    assert.deepEqual(sampleOf(address), { city: 'Lyon' }, 'the document’s example of the body, as written');
  });
  it('complete the own example of a body’s alternative, which is not the body’s own (ClickSend’s upload)', () => {
    const upload = {
      anyOf: [
        {
          type: 'object',
          required: ['content', 'convert'],
          properties: { content: { type: 'string' }, convert: { type: 'string', example: 'fax' } },
          example: { content: 'PGh0bWw+' },
        },
        { type: 'object', required: ['file', 'convert'], properties: { file: { type: 'string' } } },
      ],
    };
    assert.deepEqual(sampleOf(upload, 'request'), { content: 'PGh0bWw+', convert: 'fax' });
    assert.deepEqual(
      sampleOf(upload.anyOf[0], 'request'),
      { content: 'PGh0bWw+' },
      'the alternative’s own, as written',
    );
  });
  it('complete the items of a field’s own example too, by the alternative each holds (Apideck’s profit and loss)', () => {
    const record = (kind: string, extra: object) => ({
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', example: kind }, id: { type: 'string' }, ...extra },
    });
    const section = record('Section', { total: { type: 'number' } });
    const line = record('Record', { value: { type: 'number' }, unit: { type: 'string' } });
    const expenses = {
      type: 'object',
      required: ['records'],
      properties: { records: { type: 'array', items: { anyOf: [section, { ...line, required: ['type', 'unit'] }] } } },
      example: {
        records: [
          { id: '123', total: 10 },
          { id: '456', unit: 'EUR', type: 'Record' },
        ],
      },
    };
    const body = { type: 'object', required: ['expenses'], properties: { expenses } };
    assert.deepEqual(sampleOf(body, 'response'), {
      expenses: {
        records: [
          { id: '123', total: 10, type: 'Section' },
          { id: '456', unit: 'EUR', type: 'Record' },
        ],
      },
    });
  });

  it('pass over an own example a field deeper down contradicts, and a default that is empty', () => {
    const rule = {
      type: 'object',
      properties: {
        targets: {
          type: 'array',
          items: { type: 'object', properties: { kind: { type: 'string', enum: ['all', 'none'] } } },
          example: [{ kind: 'group:7' }],
        },
        log: { type: 'array', default: [], items: { type: 'object', properties: { entry: { type: 'string' } } } },
      },
    };
    assert.deepEqual(sampleOf(rule), { targets: [{ kind: 'all' }], log: [{ entry: 'string' }] });
  });

  it('show an object whose schema names no fields as {}, not leave it out (a body of it and read-only fields)', () => {
    const settings = { type: 'object', properties: {} };
    const body = {
      type: 'object',
      allOf: [{ properties: { id: { type: 'string', readOnly: true } } }],
      properties: { properties: settings },
    };
    assert.deepEqual(sampleOf(body, 'request'), { properties: {} });
  });

  it('pass over a default that is empty deeper down (a style whose background defaults to {})', () => {
    const background = { type: 'object', properties: { color: { type: 'string', example: 'teal' } } };
    const style = {
      type: 'object',
      properties: {
        background: { allOf: [background], default: {} },
        shape: { type: 'string', default: 'square' },
      },
    };
    const qrCode = { type: 'object', properties: { style: { allOf: [style], default: { background: {} } } } };
    assert.deepEqual(sampleOf(qrCode), { style: { background: { color: 'teal' }, shape: 'square' } });
  });

  it('pass over a model’s own example that holds an empty object where its items name fields', () => {
    const track = { type: 'object', properties: { title: { type: 'string', example: 'Intro' } } };
    const playlist = {
      type: 'object',
      properties: { name: { type: 'string' }, tracks: { type: 'array', items: track } },
      example: { name: 'Mornings', tracks: [{}] },
    };
    const library = { type: 'object', properties: { playlist } };
    assert.deepEqual(sampleOf(library), { playlist: { name: 'string', tracks: [{ title: 'Intro' }] } });
  });

  it('keep a field’s own example whose items hold an empty list: none is a value a reader meets', () => {
    const tag = { type: 'object', properties: { label: { type: 'string' } } };
    const photo = {
      type: 'object',
      properties: { id: { type: 'integer' }, tags: { type: 'array', items: tag } },
    };
    const album = {
      type: 'object',
      properties: { photos: { type: 'array', items: photo, example: [{ id: 7, tags: [] }] } },
    };
    assert.deepEqual(sampleOf(album), { photos: [{ id: 7, tags: [] }] });
  });

  it('never show an object empty where its schema names fields: past the optional levels, its first field', () => {
    const chain = (depth: number): object =>
      depth === 0
        ? { type: 'object', properties: { note: { type: 'string' }, more: { type: 'string' } } }
        : { type: 'object', required: ['next'], properties: { next: chain(depth - 1) } };
    let value = sampleOf(chain(6)) as Record<string, any>;
    for (let i = 0; i < 6; i++) value = value.next;
    assert.deepEqual(value, { note: 'string' });
    const list = { type: 'object', properties: { items: { type: 'array', items: chain(0) } } };
    assert.deepEqual(sampleOf(list), { items: [{ note: 'string', more: 'string' }] });
  });

  it('show a body whose fields are all empty by its first, not as {}: an empty list, an object of read-only fields', () => {
    const flags = { type: 'array', items: { type: 'string', example: 'cool-new-feature' }, example: [], default: [] };
    const body = { type: 'object', properties: { featureFlags: flags } };
    assert.deepEqual(sampleOf(body, 'request'), { featureFlags: [] });
    const more = { type: 'object', properties: { featureFlags: flags, name: { type: 'string' } } };
    assert.deepEqual(sampleOf(more, 'request'), { name: 'string' });
    const state = { type: 'object', properties: { health: { type: 'string', readOnly: true } } };
    const monitor = { type: 'object', properties: { etag: { type: 'string', readOnly: true }, properties: state } };
    assert.deepEqual(sampleOf(monitor, 'request'), { properties: {} });
    assert.deepEqual(sampleOf(monitor, 'response'), { etag: 'string', properties: { health: 'string' } });
  });

  it('keep read-only fields out of requests and write-only ones out of responses, even where required', () => {
    const schema = {
      type: 'object',
      required: ['id', 'secret', 'name'],
      properties: {
        id: { type: 'integer', readOnly: true },
        secret: { type: 'string', writeOnly: true },
        name: { type: 'string' },
      },
    };
    assert.deepEqual(sampleOf(schema, 'request'), { secret: 'string', name: 'string' });
    assert.deepEqual(sampleOf(schema, 'response'), { id: 0, name: 'string' });
  });

  it('take the first alternative that is not null, beside the schema’s own fields', () => {
    const schema = {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      oneOf: [{ type: 'null' }, { type: 'object', required: ['size'], properties: { size: { type: 'integer' } } }],
    };
    assert.deepEqual(sampleOf(schema), { kind: 'string', size: 0 });
  });

  it('end a loop, and keep a required field that loops as an empty value', () => {
    const node: Record<string, any> = {
      type: 'object',
      required: ['parent'],
      properties: { name: { type: 'string' } },
    };
    node.properties.parent = node;
    node.properties.children = { type: 'array', items: node };
    assert.deepEqual(sampleOf(node), { name: 'string', parent: {} });
  });

  it('stay under the size limit by leaving optional fields out of the deep levels first, never required ones', () => {
    const leaf = (i: number) => [`field_${i}`, { type: 'string', example: 'x'.repeat(60) }];
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => leaf(i))) };
    const schema = {
      type: 'object',
      required: ['id', 'deep'],
      properties: {
        id: { type: 'string', example: 'req_1' },
        message: { type: 'object', properties: { text: { type: 'string', example: 'hello' } } },
        deep: { type: 'object', required: ['must'], properties: { must: { type: 'string' }, wide } },
        more: wide,
      },
    };
    const value = sampleOf(schema) as Record<string, any>;
    assert.ok(JSON.stringify(value, null, 2).length <= 6000);
    assert.equal(value.id, 'req_1');
    assert.equal(value.deep.must, 'string');
    assert.deepEqual(value.message, { text: 'hello' }, 'an object with fields is never shown empty');
  });
});

describe('generated code samples', () => {
  it('come in the configured languages, in order, each marked generated', async () => {
    const doc = await normalize(['Go', 'cURL', 'Rust', 'PowerShell']);
    const samples = byId(doc, 'openSession').codeSamples;
    assert.deepEqual(
      samples.map((s) => [s.lang, s.grammar, s.generated]),
      [
        ['Go', 'go', true],
        ['cURL', 'shellscript', true],
        ['Rust', 'rust', true],
        ['PowerShell', 'powershell', true],
      ],
    );
  });

  it('send the request example the page shows, read-only fields never', async () => {
    const doc = await normalize(['cURL']);
    const operation = byId(doc, 'openSession');
    const body = JSON.parse(/--data '([\s\S]*)'$/.exec(operation.codeSamples[0].source)![1]);
    assert.deepEqual(body, JSON.parse(operation.requestBody!.content[0].examples[0].value));
    assert.equal(body.id, undefined);
    assert.equal(body.telescope, 'T-14');
  });

  it('follow each named request example: one set of samples per example, named after it', async () => {
    const doc = await normalize(['cURL', 'Python']);
    const samples = byId(doc, 'logObservation').codeSamples;
    assert.deepEqual(
      samples.map((s) => [s.lang, s.example]),
      [
        ['cURL', 'Through the refractor'],
        ['Python', 'Through the refractor'],
        ['cURL', 'Through binoculars'],
        ['Python', 'Through binoculars'],
      ],
    );
    assert.match(samples[0].source, /"kind": "refractor"/);
    assert.match(samples[2].source, /"kind": "binoculars"/);
  });

  it('write form bodies with bracketed keys, never a nested object as JSON', () => {
    assert.deepEqual(formFields({ name: 'Jane', address: { city: 'Paris' }, items: [{ price: 'p_1' }], tags: ['a'] }), [
      ['name', 'Jane'],
      ['address[city]', 'Paris'],
      ['items[0][price]', 'p_1'],
      ['tags[0]', 'a'],
    ]);
  });

  it('send a multipart body as parts, a binary field as a file', () => {
    const [curl] = generatedSamples(
      {
        method: 'post',
        path: '/files',
        servers: [],
        parameters: [],
        body: {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['file', 'purpose'],
            properties: { file: { type: 'string', format: 'binary' }, purpose: { type: 'string', example: 'avatar' } },
          },
          example: { file: 'string', purpose: 'avatar' },
        },
      },
      ['cURL'],
    );
    assert.match(curl.source, /--form 'file=@file'/);
    assert.match(curl.source, /--form 'purpose=avatar'/);
    assert.doesNotMatch(curl.source, /Content-Type: multipart/);
  });

  it('follow the document’s own samples, for the configured languages they do not cover', async () => {
    const data = {
      openapi: '3.1.0',
      info: { title: 'Own', version: '1' },
      paths: {
        '/things': {
          get: {
            responses: { '200': { description: 'ok' } },
            'x-codeSamples': [
              { lang: 'curl', label: 'Shell', source: 'curl https://x.test/things' },
              { lang: 'Go', source: 'package main' },
            ],
          },
        },
      },
    };
    const resolved = await resolveDocument({ file: 'own.yaml', data });
    const doc = normalizeDocument(resolved, {
      id: 'own',
      prefix: '',
      tryIt: true,
      sampleLanguages: ['cURL', 'Go', 'Ruby', 'Python'],
    });
    assert.deepEqual(
      doc.operations[0].codeSamples.map((s) => [s.label, s.generated]),
      [
        ['Shell', false],
        ['Go', false],
        ['Ruby', true],
        ['Python', true],
      ],
    );
  });
});
