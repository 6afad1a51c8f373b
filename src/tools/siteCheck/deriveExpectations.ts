import type { Expectations } from './expectations.ts';
import { expectedNavigationOf } from './expectedNavigation.ts';
import { expectedOperationsOf, type OperationOptions } from './expectedOperations.ts';
import { expectedSchemasOf } from './expectedSchemas.ts';
import { isObject, RefResolver } from './refs.ts';

/** Everything the built site must show for one raw OpenAPI / Swagger document. */
export function deriveExpectations(document: unknown, file: string, options: OperationOptions): Expectations {
  if (!isObject(document)) throw new Error(`${file}: not an OpenAPI document (no top-level object)`);
  const refs = new RefResolver(file, document);
  const context = { root: document, file, refs, options };
  const operations = expectedOperationsOf(document.paths, 'operation', context);
  const webhooks = expectedOperationsOf(document.webhooks, 'webhook', context);
  for (const [key, webhook] of expectedOperationsOf(document['x-webhooks'], 'webhook', context)) {
    if (!webhooks.has(key)) webhooks.set(key, webhook);
  }
  return {
    operations,
    webhooks,
    schemas: expectedSchemasOf(document, file, refs),
    navigation: expectedNavigationOf(document, operations.values(), webhooks.values()),
  };
}
