import type { Operation, Parameter } from '../model/model.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, joinLocation, operationPointer, type DiffContext } from './context.ts';
import { diffSchema } from './schemaFields.ts';

/**
 * Parameters of one operation in both versions. Path parameters match by their position in the path (a renamed
 * template variable changes nothing for a client); the others by where they go and their name (a header's
 * name in any case).
 */
export function parameterChanges(ctx: DiffContext, from: Operation, to: Operation): Change[] {
  const before = keyed(from);
  const after = keyed(to);
  const changes: Change[] = [];
  const at = (op: Operation, p: Parameter) => ({
    operation: op,
    // The position among the operation's parameters: exact unless some are shared by the path item.
    pointer: [...operationPointer(op), 'parameters', String(op.parameters.indexOf(p))],
    location: `${p.in}.${p.name}`,
  });
  for (const [key, now] of after) {
    const was = before.get(key);
    const place = at(to, now);
    if (!was) {
      changes.push(changeOf(now.required ? 'request-parameter-added-required' : 'request-parameter-added', place));
      continue;
    }
    if (was.required !== now.required) {
      const rule = now.required ? 'request-parameter-became-required' : 'request-parameter-became-optional';
      changes.push(changeOf(rule, place));
    }
    if (!was.deprecated && now.deprecated) changes.push(changeOf('request-parameter-deprecated', place));
    for (const field of diffSchema(ctx, was.schema, now.schema, 'request-parameter', [...place.pointer, 'schema'])) {
      const location = joinLocation(place.location, field.location);
      changes.push(changeOf(field.rule, { ...place, pointer: field.pointer, location, details: field.details }));
    }
  }
  for (const [key, was] of before) {
    if (!after.has(key)) changes.push(changeOf('request-parameter-removed', at(from, was)));
  }
  return changes;
}

function keyed(op: Operation): Map<string, Parameter> {
  const order = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  return new Map(
    op.parameters.map((p) => {
      if (p.in === 'path' && order.includes(p.name)) return [`path #${order.indexOf(p.name)}`, p];
      return [`${p.in} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`, p];
    }),
  );
}
