import type { ApiDocument, Operation } from '../model/model.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, operationPointer, type DiffContext } from './context.ts';

/**
 * Operations and webhooks of both versions, paired: a path's template parameters may be renamed
 * (`/pets/{id}` → `/pets/{petId}`) without a client noticing, so they match by position.
 */
export function pairOperations(from: ApiDocument, to: ApiDocument) {
  const keyOf = (op: Operation) => `${op.kind} ${op.method.toUpperCase()} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;
  const before = new Map([...from.operations, ...from.webhooks].map((op) => [keyOf(op), op]));
  const after = new Map([...to.operations, ...to.webhooks].map((op) => [keyOf(op), op]));
  return {
    added: [...after].filter(([key]) => !before.has(key)).map(([, op]) => op),
    removed: [...before].filter(([key]) => !after.has(key)).map(([, op]) => op),
    kept: [...after].flatMap(([key, op]) => (before.has(key) ? [[before.get(key)!, op] as const] : [])),
  };
}

export function addedOperation(op: Operation): Change {
  return changeOf('operation-added', { operation: op, pointer: operationPointer(op) });
}

/** A removal breaks clients, unless the operation was deprecated and its sunset has passed. */
export function removedOperation(ctx: DiffContext, op: Operation): Change {
  const place = {
    operation: op,
    pointer: operationPointer(op),
    details: op.sunset ? { date: op.sunset } : ({} as Record<string, string>),
  };
  if (!op.deprecated) return changeOf('operation-removed-without-deprecation', place);
  if (!op.sunset || op.sunset > ctx.today) return changeOf('operation-removed-before-sunset', place);
  return changeOf('operation-removed-after-sunset', place);
}

/** Stability from least to most settled; a step down breaks the promise the old one made. */
const STABILITY_ORDER = ['experimental', 'draft', 'alpha', 'preview', 'beta', 'stable'];

/** Deprecation, sunset date, stability and operationId of an operation both versions have. */
export function lifecycleChanges(from: Operation, to: Operation): Change[] {
  const place = (details: Record<string, string> = {}) => ({ operation: to, pointer: operationPointer(to), details });
  const changes: Change[] = [];
  if (!from.deprecated && to.deprecated) changes.push(changeOf('operation-deprecated', place()));
  if (from.deprecated && !to.deprecated) changes.push(changeOf('operation-undeprecated', place()));
  if (from.sunset !== to.sunset) {
    if (!from.sunset) changes.push(changeOf('operation-sunset-set', place({ date: to.sunset! })));
    else if (!to.sunset) changes.push(changeOf('operation-sunset-removed', place({ from: from.sunset })));
    else {
      const rule = to.sunset < from.sunset ? 'operation-sunset-moved-earlier' : 'operation-sunset-moved-later';
      changes.push(changeOf(rule, place({ from: from.sunset, to: to.sunset })));
    }
  }
  if ((from.stability ?? '') !== (to.stability ?? '')) {
    const [was, now] = [STABILITY_ORDER.indexOf(from.stability ?? ''), STABILITY_ORDER.indexOf(to.stability ?? '')];
    const rule = was >= 0 && now >= 0 && now < was ? 'operation-stability-decreased' : 'operation-stability-changed';
    changes.push(changeOf(rule, place({ from: from.stability ?? '', to: to.stability ?? '' })));
  }
  if (from.operationId && to.operationId && from.operationId !== to.operationId) {
    changes.push(changeOf('operation-id-changed', place({ from: from.operationId, to: to.operationId })));
  }
  return changes;
}
