import type { ApiDocument, Operation, SecurityRequirement, SecurityScheme } from '../model/model.ts';
import type { Change } from '../model/changes.ts';
import { changeOf, operationPointer } from './context.ts';

/**
 * Security requirements are alternatives: a client that satisfied one of the old ones must still find it. So a
 * removed alternative breaks, an added one does not; requiring anything where nothing was required breaks.
 */
function requirementChanges(
  was: SecurityRequirement[],
  now: SecurityRequirement[],
  place: { operation?: Operation; pointer: string[] },
): Change[] {
  const before = new Set(was.map(keyOf));
  const after = new Set(now.map(keyOf));
  const open = (keys: Set<string>) => keys.size === 0 || keys.has('');
  if (open(before) && !open(after))
    return [changeOf('security-added', { ...place, details: { value: [...after].join(' | ') } })];
  if (!open(before) && open(after)) return [changeOf('security-removed', place)];
  const changes: Change[] = [];
  for (const key of after) {
    if (!before.has(key)) changes.push(changeOf('security-alternative-added', { ...place, details: { value: key } }));
  }
  for (const key of before) {
    if (!after.has(key)) changes.push(changeOf('security-alternative-removed', { ...place, details: { value: key } }));
  }
  return changes;
}

/** One alternative as text: `oauth (read:pets, write:pets) + apiKey`; '' for "no authorization". */
const keyOf = (requirement: SecurityRequirement) =>
  requirement
    .map(({ scheme, scopes }) => (scopes.length ? `${scheme} (${[...scopes].sort().join(', ')})` : scheme))
    .sort()
    .join(' + ');

/** The document-wide requirements and schemes. */
export function documentSecurityChanges(from: ApiDocument, to: ApiDocument): Change[] {
  const changes = requirementChanges(from.security, to.security, { pointer: ['security'] });
  const before = new Map(from.securitySchemes.map((s) => [s.key, s]));
  const after = new Map(to.securitySchemes.map((s) => [s.key, s]));
  const pointer = (key: string) => ['components', 'securitySchemes', key];
  for (const [key, now] of after) {
    const was = before.get(key);
    if (!was) changes.push(changeOf('security-scheme-added', { pointer: pointer(key), details: { name: key } }));
    else if (schemeShape(was) !== schemeShape(now)) {
      const details = { name: key, from: schemeShape(was), to: schemeShape(now) };
      changes.push(changeOf('security-scheme-changed', { pointer: pointer(key), details }));
    }
  }
  for (const key of before.keys()) {
    if (!after.has(key))
      changes.push(changeOf('security-scheme-removed', { pointer: pointer(key), details: { name: key } }));
  }
  return changes;
}

/** What a client must do to authenticate with a scheme (not its descriptions or scopes' wording). */
function schemeShape(s: SecurityScheme): string {
  const parts = [s.type, s.apiKey && `${s.apiKey.in} ${s.apiKey.name}`, s.http?.scheme, s.openIdConnectUrl];
  for (const flow of s.flows ?? [])
    parts.push(`${flow.type} ${flow.authorizationUrl ?? ''} ${flow.tokenUrl ?? ''}`.trim());
  return parts.filter(Boolean).join(', ');
}

/** An operation's own requirements, when either version sets them (else the document-wide ones cover it). */
export function operationSecurityChanges(from: ApiDocument, to: ApiDocument, a: Operation, b: Operation): Change[] {
  if (!a.security && !b.security) return [];
  const place = { operation: b, pointer: [...operationPointer(b), 'security'] };
  return requirementChanges(a.security ?? from.security, b.security ?? to.security, place);
}
