import type { Operation, Server } from '../model/model.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, operationPointer } from './context.ts';

/** Servers by URL: a client configured with a removed one fails; an added one changes nothing for it. */
export function serverChanges(was: Server[], now: Server[], operation?: Operation): Change[] {
  const before = new Set(was.map((s) => s.url));
  const after = new Set(now.map((s) => s.url));
  const pointer = operation ? [...operationPointer(operation), 'servers'] : ['servers'];
  const changes: Change[] = [];
  for (const url of after) {
    if (!before.has(url)) changes.push(changeOf('server-added', { operation, pointer, details: { url } }));
  }
  for (const url of before) {
    if (!after.has(url)) changes.push(changeOf('server-removed', { operation, pointer, details: { url } }));
  }
  return changes;
}
