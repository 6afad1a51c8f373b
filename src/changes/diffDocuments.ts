import type { ApiDocument, Operation } from '../model/model.ts';
import { requestBodyChanges, responseChanges } from './bodies.ts';
import { callbackChanges } from './callbacks.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, contextOf } from './context.ts';
import { addedOperation, lifecycleChanges, pairOperations, removedOperation } from './operations.ts';
import { parameterChanges } from './parameters.ts';
import { documentSecurityChanges, operationSecurityChanges } from './security.ts';
import { serverChanges } from './servers.ts';

/**
 * Everything that changed from one version of an API to the next, each change classified by the rule that
 * decided it (src/changes/rules.ts). Both versions are models, so a 2.0 document and its 3.1 successor compare
 * like any two versions. `today` decides whether a sunset has passed (YYYY-MM-DD, default: today).
 * Order: document-wide changes first, then each operation in the newer version's order, removed ones last.
 */
export function diffDocuments(from: ApiDocument, to: ApiDocument, options: { today?: string } = {}): Change[] {
  const ctx = contextOf(from, to, options.today ?? new Date().toISOString().slice(0, 10));
  const changes: Change[] = [
    ...serverChanges(from.servers, to.servers),
    ...documentSecurityChanges(from, to),
    ...schemaListChanges(from, to),
  ];
  const { added, removed, kept } = pairOperations(from, to);
  const addedSet = new Set(added);
  for (const op of [...to.operations, ...to.webhooks]) {
    if (addedSet.has(op)) changes.push(addedOperation(op));
  }
  for (const [a, b] of kept) {
    changes.push(
      ...lifecycleChanges(a, b),
      ...parameterChanges(ctx, a, b),
      ...requestBodyChanges(ctx, a, b),
      ...responseChanges(ctx, a, b),
      ...callbackChanges(ctx, a, b),
      ...operationSecurityChanges(from, to, a, b),
      ...(ownServers(from, a) || ownServers(to, b) ? serverChanges(a.servers, b.servers, b) : []),
    );
  }
  for (const op of removed) changes.push(removedOperation(ctx, op));
  return changes;
}

/** An operation's servers are its own when they differ from the document's (which it otherwise inherits). */
const ownServers = (doc: ApiDocument, op: Operation) =>
  op.servers !== doc.servers && op.servers.map((s) => s.url).join() !== doc.servers.map((s) => s.url).join();

/** Named schemas added or removed (their fields' changes are reported at the operations that use them). */
function schemaListChanges(from: ApiDocument, to: ApiDocument): Change[] {
  const before = new Set(from.schemas.map((s) => s.name));
  const after = new Set(to.schemas.map((s) => s.name));
  const pointer = (name: string) => ['components', 'schemas', name];
  return [
    ...to.schemas
      .filter((s) => !before.has(s.name))
      .map((s) => changeOf('schema-added', { pointer: pointer(s.name), details: { name: s.name } })),
    ...from.schemas
      .filter((s) => !after.has(s.name))
      .map((s) => changeOf('schema-removed', { pointer: pointer(s.name), details: { name: s.name } })),
  ];
}
