// The operations the comparison opens: two documents of the dev corpus the project was not written for, and
// operations that show what issue 23 is about.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ComparedOperation {
  /** The corpus file (in `.cache/corpus/dev/`). */
  document: string;
  method: string;
  path: string;
  /** Why it is in the set. */
  why: string;
}

export const OPERATIONS: ComparedOperation[] = [
  {
    document: 'adyen-checkout-v71-3.1.json',
    method: 'POST',
    path: '/payments/{paymentPspReference}/refunds',
    why: 'a create operation (201) whose 400, 401, 403, 422 and 500 share one problem schema',
  },
  {
    document: 'adyen-checkout-v71-3.1.json',
    method: 'POST',
    path: '/paymentLinks',
    why: 'a create operation with a large request body',
  },
  {
    document: 'adyen-checkout-v71-3.1.json',
    method: 'GET',
    path: '/paymentLinks/{linkId}',
    why: 'a read of one object, the same five error responses',
  },
  {
    document: 'adyen-checkout-v71-3.1.json',
    method: 'GET',
    path: '/storedPaymentMethods',
    why: 'a small operation: query parameters, one response',
  },
  {
    document: 'apideck-crm-3.0.json',
    method: 'GET',
    path: '/crm/contacts',
    why: 'a long parameter list (query and header parameters), a list response',
  },
  {
    document: 'apideck-crm-3.0.json',
    method: 'POST',
    path: '/crm/notes',
    why: 'a create operation whose 400, 401, 402, 404, 422 and default responses repeat problem schemas',
  },
  {
    document: 'apideck-crm-3.0.json',
    method: 'DELETE',
    path: '/crm/activities/{id}',
    why: 'a delete: path and header parameters, no request body',
  },
];

export const DOCUMENTS = [...new Set(OPERATIONS.map((operation) => operation.document))];

/** `GET /crm/contacts`: the value of the operation's `data-operation` attribute. */
export const operationKey = (operation: ComparedOperation) => `${operation.method} ${operation.path}`;

/** The operation's `operationId` and first tag as its document writes them (Redoc names its sections after them). */
export function operationIdOf(corpusDir: string, operation: ComparedOperation): { operationId: string; tag?: string } {
  const document = JSON.parse(readFileSync(join(corpusDir, operation.document), 'utf8'));
  const raw = document.paths?.[operation.path]?.[operation.method.toLowerCase()];
  if (typeof raw?.operationId !== 'string')
    throw new Error(`${operation.document}: ${operationKey(operation)} has no operationId`);
  return { operationId: raw.operationId, tag: raw.tags?.[0] };
}
