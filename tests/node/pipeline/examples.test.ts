import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument, Operation } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { essentialFields, withoutFields } from '../../../src/pipeline/4-normalize/examples.ts';
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

  it('prune by direction and to the essentials', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string' },
        b: { type: 'string' },
        c: { type: 'string', example: 'x' },
        r: { type: 'string', readOnly: true },
        w: { type: 'string', writeOnly: true },
        o: {
          allOf: [{ type: 'object', required: ['d'], properties: { d: { type: 'string' }, e: { type: 'string' } } }],
        },
      },
    };
    const value = { a: '1', b: '2', c: 'x', r: 'r', w: 'w', o: { d: 'd', e: 'e' } };
    const { r, w, ...both } = value;
    assert.deepEqual(withoutFields(value, schema, 'request'), { ...both, w });
    assert.deepEqual(withoutFields(value, schema, 'response'), { ...both, r });
    assert.deepEqual(essentialFields(value, schema), { a: '1', c: 'x' });
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

  it('send only required fields and fields with examples, read-only ones never', async () => {
    const doc = await normalize(['cURL']);
    const [curl] = byId(doc, 'openSession').codeSamples;
    const body = JSON.parse(/--data '([\s\S]*)'$/.exec(curl.source)![1]);
    assert.deepEqual(body, { telescope: 'T-14', observer: { name: 'Hypatia', location: { town: 'Alexandria' } } });
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
          example: undefined,
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
