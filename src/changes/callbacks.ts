import type { Operation } from '../model/model.ts';
import { requestBodyChanges, responseChanges } from './bodies.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, operationPointer, operationRef, pointerOf, type DiffContext } from './context.ts';
import { parameterChanges } from './parameters.ts';

interface CallbackRequest {
  name: string;
  request: Operation;
}

/** An operation's callback requests by callback name, method and URL expression. */
const requestsOf = (op: Operation) =>
  new Map<string, CallbackRequest>(
    op.callbacks.flatMap(({ name, operations }) =>
      operations.map((request) => [`${name} ${request.method.toUpperCase()} ${request.path}`, { name, request }]),
    ),
  );

/** Where a callback request is in its document, as pointer segments. */
const callbackPointer = (owner: Operation, { name, request }: CallbackRequest) => [
  ...operationPointer(owner),
  'callbacks',
  name,
  request.path,
  request.method.toLowerCase(),
];

/**
 * The callbacks of an operation both versions have: requests added or removed, and what changed inside a kept
 * one. A callback is a request the API sends, as a webhook is, so its body and responses compare that way
 * (bodies.ts); each change is reported at the operation that registers the callback, named by it.
 */
export function callbackChanges(ctx: DiffContext, from: Operation, to: Operation): Change[] {
  const [before, after] = [requestsOf(from), requestsOf(to)];
  const details = ({ name, request }: CallbackRequest) => ({ name, method: request.method, path: request.path });
  const changes: Change[] = [];
  for (const [key, now] of after) {
    const was = before.get(key);
    if (!was) {
      const place = { operation: to, pointer: callbackPointer(to, now), details: details(now) };
      changes.push(changeOf('callback-added', place));
      continue;
    }
    changes.push(...insideCallback(ctx, to, was, now));
  }
  for (const [key, was] of before) {
    if (after.has(key)) continue;
    const place = { operation: to, pointer: callbackPointer(from, was), details: details(was) };
    changes.push(changeOf('callback-removed', place));
  }
  return changes;
}

/**
 * A kept callback request compared as the API's own request (as a webhook is), its changes moved to the operation
 * that registers it and to its place under that operation.
 */
function insideCallback(ctx: DiffContext, owner: Operation, was: CallbackRequest, now: CallbackRequest): Change[] {
  const [a, b] = [was.request, now.request];
  const asOperation = pointerOf(operationPointer(b));
  const asCallback = pointerOf(callbackPointer(owner, now));
  const sentByApi = true;
  return [
    ...parameterChanges(ctx, a, b),
    ...requestBodyChanges(ctx, a, b, sentByApi),
    ...responseChanges(ctx, a, b, sentByApi),
  ].map((change) => ({
    ...change,
    operation: operationRef(owner),
    callback: now.name,
    // A change inside a named schema points there already.
    pointer: change.pointer.startsWith(asOperation)
      ? asCallback + change.pointer.slice(asOperation.length)
      : change.pointer,
  }));
}
