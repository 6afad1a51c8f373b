import type { MediaType, Operation, Response } from '../model/model.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, joinLocation, operationPointer, type DiffContext } from './context.ts';
import { diffSchema, type Subject } from './schemaFields.ts';

/**
 * Which way an operation's requests go: the API sends a webhook's (and a callback's, callbacks.ts), and the
 * reader's endpoint reads it and answers; their fields compare the other way round.
 */
const sentByApiOf = (op: Operation) => op.kind === 'webhook';

/** The request body: added, removed, made required, its media types and its fields (`body.customer.id`). */
export function requestBodyChanges(
  ctx: DiffContext,
  from: Operation,
  to: Operation,
  sentByApi = sentByApiOf(to),
): Change[] {
  const [was, now] = [from.requestBody, to.requestBody];
  const pointer = [...operationPointer(to), 'requestBody'];
  if (!was && !now) return [];
  if (!was) {
    const rule = now!.required ? 'request-body-added-required' : 'request-body-added';
    return [changeOf(rule, { operation: to, pointer, location: 'body' })];
  }
  if (!now) {
    return [
      changeOf('request-body-removed', {
        operation: from,
        pointer: [...operationPointer(from), 'requestBody'],
        location: 'body',
      }),
    ];
  }
  const changes: Change[] = [];
  if (was.required !== now.required) {
    const rule = now.required ? 'request-body-became-required' : 'request-body-became-optional';
    changes.push(changeOf(rule, { operation: to, pointer, location: 'body' }));
  }
  changes.push(
    ...contentChanges(ctx, to, was.content, now.content, { side: 'request', sentByApi, pointer, location: 'body' }),
  );
  return changes;
}

/** Responses by status code: added, removed, their media types, headers and fields (`response-200.data.id`). */
export function responseChanges(
  ctx: DiffContext,
  from: Operation,
  to: Operation,
  sentByApi = sentByApiOf(to),
): Change[] {
  const before = new Map(from.responses.map((r) => [r.status.toUpperCase(), r]));
  const after = new Map(to.responses.map((r) => [r.status.toUpperCase(), r]));
  const changes: Change[] = [];
  const pointerOf = (op: Operation, r: Response) => [...operationPointer(op), 'responses', r.status];
  for (const [status, now] of after) {
    const was = before.get(status);
    const pointer = pointerOf(to, now);
    const location = `response-${now.status}`;
    if (!was) {
      changes.push(changeOf('response-status-added', { operation: to, pointer, details: { status: now.status } }));
      continue;
    }
    const headers = new Map(was.headers.map((h) => [h.name.toLowerCase(), h]));
    const nowHeaders = new Set(now.headers.map((h) => h.name.toLowerCase()));
    for (const header of now.headers) {
      if (headers.has(header.name.toLowerCase())) continue;
      const place = { operation: to, pointer: [...pointer, 'headers', header.name], location };
      changes.push(changeOf('response-header-added', { ...place, details: { status: now.status, name: header.name } }));
    }
    for (const header of was.headers) {
      if (nowHeaders.has(header.name.toLowerCase())) continue;
      const place = { operation: to, pointer: [...pointer, 'headers'], location };
      changes.push(
        changeOf('response-header-removed', { ...place, details: { status: now.status, name: header.name } }),
      );
    }
    const where = { side: 'response' as const, sentByApi, pointer, location, status: now.status };
    changes.push(...contentChanges(ctx, to, was.content, now.content, where));
  }
  for (const [status, was] of before) {
    if (after.has(status)) continue;
    const place = { operation: from, pointer: pointerOf(from, was), details: { status: was.status } };
    changes.push(changeOf('response-status-removed', place));
  }
  return changes;
}

/**
 * Media types added and removed, and the fields of each kept one. The same schema under two media types
 * (JSON and XML) would report each change twice: a change is reported once per place.
 */
function contentChanges(
  ctx: DiffContext,
  op: Operation,
  was: MediaType[],
  now: MediaType[],
  where: {
    side: 'request' | 'response';
    sentByApi: boolean;
    pointer: string[];
    location: string;
    status?: string;
  },
): Change[] {
  const { side, pointer, location, status } = where;
  const statusOf: Record<string, string> = status ? { status } : {};
  const before = new Map(was.map((m) => [m.mediaType.toLowerCase(), m]));
  const after = new Set(now.map((m) => m.mediaType.toLowerCase()));
  // The API's request (a webhook's) is what your endpoint reads; its response, what your endpoint sends.
  const sends = (side === 'request') !== where.sentByApi;
  const subject: Subject = sends ? 'request-property' : 'response-property';
  const changes: Change[] = [];
  const seen = new Set<string>();
  for (const media of now) {
    const at = [...pointer, 'content', media.mediaType];
    const old = before.get(media.mediaType.toLowerCase());
    if (!old) {
      const place = { operation: op, pointer: at, location, details: { ...statusOf, mediaType: media.mediaType } };
      changes.push(changeOf(`${side}-media-type-added`, place));
      continue;
    }
    if (!old.schema || !media.schema) continue;
    for (const field of diffSchema(ctx, old.schema, media.schema, subject, [...at, 'schema'])) {
      const place = joinLocation(location, field.location);
      const key = `${field.rule} ${place} ${JSON.stringify(field.details)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      changes.push(
        changeOf(field.rule, { operation: op, pointer: field.pointer, location: place, details: field.details }),
      );
    }
  }
  for (const media of was) {
    if (after.has(media.mediaType.toLowerCase())) continue;
    const place = {
      operation: op,
      pointer: [...pointer, 'content'],
      location,
      details: { ...statusOf, mediaType: media.mediaType },
    };
    changes.push(changeOf(`${side}-media-type-removed`, place));
  }
  return changes;
}
