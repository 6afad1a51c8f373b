import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { ApiDocument, Operation } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument, type ResolvedDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { documentSamples, rememberSamples } from '../../../src/pipeline/4-normalize/documentSamples.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';

// Bodies and models with cycles, callbacks, webhooks, named and sampled examples, forms, several media types.
const FILES = [
  'tests/fixtures/features/features-3-1.yaml',
  'tests/fixtures/reading/observatory-3-1.yaml',
  'tests/fixtures/examples/beacons-3-1.yaml',
  'tests/fixtures/examples/lighthouse-3-0.yaml',
  'tests/fixtures/features/legacy-2-0.yaml',
];

const resolved = async (file: string) => resolveDocument({ file, data: loadDocument(resolve(file)).data });
// What the build's process gets of the resolving process's document: a structured clone, with objects of its own.
const copied = (document: ResolvedDocument): ResolvedDocument => structuredClone(document);
const model = (document: ResolvedDocument): ApiDocument =>
  normalizeDocument(document, { id: 'doc', prefix: '', tryIt: true });

/** A model's operations, webhooks and callbacks. */
const everyOperation = (doc: ApiDocument) =>
  [...doc.operations, ...doc.webhooks].flatMap((op) => [
    op,
    ...op.callbacks.flatMap((callback) => callback.operations),
  ]);

/** An operation's request and response bodies. */
const bodiesOf = (op: Operation) => [
  ...(op.requestBody?.content ?? []),
  ...op.responses.flatMap((response) => response.content),
];

/** Every example a model shows: bodies', responses', models', and the generated code samples that send them. */
function examplesOf(doc: ApiDocument): string[] {
  return [
    ...everyOperation(doc).flatMap((op) => [
      ...bodiesOf(op).flatMap((media) =>
        media.examples.map((example) => `${op.slug} ${media.mediaType}: ${example.value}`),
      ),
      ...op.codeSamples.map((sample) => `${op.slug} ${sample.lang}: ${sample.source}`),
    ]),
    ...doc.schemas.flatMap((schema) => (schema.example ? [`${schema.name}: ${schema.example.value}`] : [])),
  ];
}

describe('examples sampled by another process', () => {
  for (const file of FILES) {
    it(`give ${file.split('/').pop()} the model it samples itself`, async () => {
      const document = await resolved(file);
      const entries = documentSamples(document);
      const elsewhere = copied(document);
      rememberSamples(elsewhere.data, structuredClone(entries));
      assert.deepEqual(examplesOf(model(elsewhere)), examplesOf(model(copied(document))));
    });
  }

  for (const file of FILES) {
    it(`are what the model of ${file.split('/').pop()} shows: it samples none of those schemas again`, async () => {
      const document = await resolved(file);
      const elsewhere = copied(document);
      const entries = documentSamples(document);
      rememberSamples(
        elsewhere.data,
        entries.map(([path, direction], index) => [path, direction, { remembered: index }]),
      );
      const doc = model(elsewhere);
      const generated = [
        ...everyOperation(doc)
          .flatMap(bodiesOf)
          .filter((media) => media.mediaType.endsWith('json'))
          .flatMap((media) => media.examples),
        ...doc.schemas.flatMap((schema) => schema.example ?? []),
      ].filter((example) => example.generated);
      assert.ok(generated.length >= 2, `${generated.length} generated examples`);
      for (const example of generated) assert.match(example.value, /"remembered": \d+/);
    });
  }
});
