import { encodePointer } from '../shared/jsonPointer.ts';
import type { ApiDocument, Operation, SchemaNode } from '../model/model.ts';
import type { Change } from '../model/changes.ts';
import { RULES, type RuleName } from './rules.ts';

/** The two versions being compared, with what every rule needs to look up. */
export interface DiffContext {
  from: ApiDocument;
  to: ApiDocument;
  fromSchemas: Map<string, SchemaNode>;
  toSchemas: Map<string, SchemaNode>;
  /** YYYY-MM-DD: a sunset before it has passed. */
  today: string;
  /** Each pair of named schemas compared, once: its own changes and the pairs it holds (`schemaFields.ts`). */
  namedPairs: Map<string, PairRecord>;
  /** The pairs with a change of their own or inside a pair they hold: the only ones worth expanding. */
  changedPairs: Set<string>;
  /** For each pair, the pairs that hold it (to mark them changed when it turns out to be). */
  holders: Map<string, Set<string>>;
}

/** What a comparison of two schemas found: changes of its own, and links to the named pairs inside. */
export interface PairRecord {
  own: FieldChange[];
  links: { location: string; key: string }[];
}

export function contextOf(from: ApiDocument, to: ApiDocument, today: string): DiffContext {
  const named = (doc: ApiDocument) => new Map(doc.schemas.map((s) => [s.name, s.schema]));
  return {
    from,
    to,
    fromSchemas: named(from),
    toSchemas: named(to),
    today,
    namedPairs: new Map(),
    changedPairs: new Set(),
    holders: new Map(),
  };
}

/** A change found inside a schema, its location relative to where the comparison started. */
export interface FieldChange {
  rule: RuleName;
  /** Relative readable location (`customer.address.city`, `[]`, `.*`); '' for the schema itself. */
  location: string;
  pointer: string[];
  details: Record<string, string>;
}

/** Where a rule fired: the operation (if any), the place and the values its sentence names. */
export interface Place {
  operation?: Operation;
  pointer: string[];
  location?: string;
  details?: Record<string, string>;
}

/** How a change names the operation it concerns. */
export const operationRef = (op: Operation): NonNullable<Change['operation']> => ({
  kind: op.kind,
  method: op.method,
  path: op.path,
  slug: op.slug,
});

/** A change of a rule, its type and level from the rule table. */
export function changeOf(rule: RuleName, place: Place): Change {
  const { type, level, warning } = RULES[rule];
  const op = place.operation;
  return {
    type,
    level,
    rule,
    ...(op ? { operation: operationRef(op) } : {}),
    pointer: pointerOf(place.pointer),
    ...(place.location ? { location: place.location } : {}),
    details: place.details ?? {},
    ...(warning ? { warning } : {}),
  };
}

/** `['paths', '/pets', 'get']` → `/paths/~1pets/get` (RFC 6901, without the `#`). */
export const pointerOf = (segments: string[]) => encodePointer(segments).slice(1);

/** Where an operation is in its document, as pointer segments. */
export const operationPointer = (op: Operation) =>
  op.kind === 'webhook' ? ['webhooks', op.path, op.method.toLowerCase()] : ['paths', op.path, op.method.toLowerCase()];

/** `customer` + `address` → `customer.address`; a list's items add `[]`. */
export const joinLocation = (base: string, name: string) =>
  !base ? name : !name ? base : name.startsWith('[') ? `${base}${name}` : `${base}.${name}`;
