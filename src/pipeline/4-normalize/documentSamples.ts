import type { Operation } from '../../model/model.ts';
import { methodsOf } from '../../shared/httpMethods.ts';
import { asObject, isObject, type Raw } from '../../shared/rawValues.ts';
import type { ResolvedDocument } from '../3-resolve/resolveDocument.ts';
import { ownSchemaExample, wantsSample } from './examples.ts';
import { operationEntries, webhookItems } from './operationEntries.ts';
import { type Direction, rememberSample, sampleOf } from './schemaSample.ts';

/** A schema's generated example: where the schema is in the document, which way it travels, the example. */
export type SampleEntry = [path: string[], direction: Direction | undefined, value: unknown];

/**
 * The examples the model samples from a document's schemas (its bodies' and its models'), made beforehand — the
 * build makes them in the process that resolved the document (integration/resolveProcess.ts) — in the order the
 * model asks for them: a sampled model reuses the parts sampled before it, so the order is part of the result.
 * Each schema is named by its path in the document, where the model's copy of it finds its own.
 */
export function documentSamples({ data, sourceVersion }: ResolvedDocument): SampleEntry[] {
  const entries: SampleEntry[] = [];
  const made = new Map<object, Set<Direction | undefined>>();
  const sample = (path: string[], schema: unknown, direction: Direction | undefined) => {
    if (!isObject(schema)) return;
    const directions = made.get(schema) ?? new Set();
    if (directions.has(direction)) return;
    made.set(schema, directions.add(direction));
    entries.push([path, direction, sampleOf(schema, direction)]);
  };
  const media = (path: string[], content: unknown, direction: Direction) => {
    for (const [type, holder] of Object.entries(asObject(content)))
      if (wantsSample(asObject(holder))) sample([...path, type, 'schema'], asObject(holder).schema, direction);
  };
  // As operations.ts walks them: a request the API sends (a webhook's, a callback's) travels the other way.
  const operations = (items: unknown, path: string[], kind: Operation['kind'], sentByApi: boolean) => {
    for (const entry of operationEntries(items, kind, methodsOf(sourceVersion))) {
      const at = [...path, entry.path, entry.method];
      const { requestBody, responses, callbacks } = entry.op;
      media([...at, 'requestBody', 'content'], asObject(requestBody).content, sentByApi ? 'response' : 'request');
      for (const [status, response] of Object.entries(asObject(responses)))
        media([...at, 'responses', status, 'content'], asObject(response).content, sentByApi ? 'request' : 'response');
      for (const [name, callback] of Object.entries(asObject(callbacks)))
        operations(callback, [...at, 'callbacks', name], 'operation', true);
    }
  };
  operations(data.paths, ['paths'], 'operation', false);
  // Each webhook at its place in the document, in the model's order.
  for (const [name, item] of Object.entries(webhookItems(data)))
    operations({ [name]: item }, [name in asObject(data.webhooks) ? 'webhooks' : 'x-webhooks'], 'webhook', true);
  for (const [name, schema] of Object.entries(asObject(asObject(data.components).schemas)))
    if (ownSchemaExample(schema) === undefined) sample(['components', 'schemas', name], schema, undefined);
  return entries;
}

/** Examples made beforehand (`documentSamples`) given to the model's copy of their document: it samples no more. */
export function rememberSamples(data: Raw, entries: SampleEntry[]): void {
  for (const [path, direction, value] of entries) {
    let schema: unknown = data;
    for (const key of path) schema = isObject(schema) ? schema[key] : undefined;
    if (isObject(schema)) rememberSample(schema, direction, value);
  }
}
