import type { SchemaNode } from '../model/model.ts';
import { joinLocation, type DiffContext, type FieldChange, type PairRecord } from './context.ts';
import type { RuleName } from './rules.ts';

/**
 * What a schema describes: the value of a request parameter, or a field of a request or response body. Which
 * side decides the level: a client sends requests (narrowing them breaks it) and reads responses (widening
 * them may).
 */
export type Subject = 'request-parameter' | 'request-property' | 'response-property';

const sideOf = (subject: Subject) => (subject === 'response-property' ? 'response' : 'request');
const ruleOf = (subject: Subject, suffix: string) => `${subject}-${suffix}` as RuleName;

/**
 * The changes between two schemas of the same place, nested through properties, items, additional properties
 * and `oneOf`/`anyOf` alternatives (allOf is merged by the normalizer). A pair of named schemas is compared once
 * for the whole diff and kept as its own changes plus links to the pairs inside it; here the links are followed
 * from this place, each pair at most once along a path, so a cycle ends where it closes and every place that uses
 * a pair reports the same changes, whatever was compared first.
 */
export function diffSchema(
  ctx: DiffContext,
  from: SchemaNode,
  to: SchemaNode,
  subject: Subject,
  pointer: string[],
): FieldChange[] {
  const root: PairRecord = { own: [], links: [] };
  new SchemaComparison(ctx, root).compare(from, to, subject, '', pointer);
  const out: FieldChange[] = [];
  expand(ctx, root, '', new Set(), out);
  return out;
}

function expand(ctx: DiffContext, record: PairRecord, base: string, path: Set<string>, out: FieldChange[]): void {
  for (const change of record.own) out.push({ ...change, location: joinLocation(base, change.location) });
  for (const { location, key } of record.links) {
    if (!ctx.changedPairs.has(key) || path.has(key)) continue;
    path.add(key);
    expand(ctx, ctx.namedPairs.get(key)!, joinLocation(base, location), path, out);
    path.delete(key);
  }
}

/** Marks a pair changed, and every pair that holds it, directly or not. */
function markChanged(ctx: DiffContext, key: string): void {
  const pending = [key];
  while (pending.length) {
    const next = pending.pop()!;
    if (ctx.changedPairs.has(next)) continue;
    ctx.changedPairs.add(next);
    pending.push(...(ctx.holders.get(next) ?? []));
  }
}

class SchemaComparison {
  private ctx: DiffContext;
  private record: PairRecord;
  /** The pair this comparison is about; undefined at a place of an operation. */
  private key?: string;

  constructor(ctx: DiffContext, record: PairRecord, key?: string) {
    this.ctx = ctx;
    this.record = record;
    this.key = key;
  }

  private emit(subject: Subject, suffix: string, location: string, pointer: string[], details = {}) {
    this.record.own.push({ rule: ruleOf(subject, suffix), location, pointer, details });
    if (this.key) markChanged(this.ctx, this.key);
  }

  compare(from: SchemaNode, to: SchemaNode, subject: Subject, location: string, pointer: string[]): void {
    // One node in both: a document compared with itself.
    if (from === to) return;
    if (from.ref && to.ref) return this.named(from.ref, to.ref, subject, location);
    const a = this.definition(from, 'from');
    const b = this.definition(to, 'to');
    if (!a || !b || a.circular || b.circular) return;
    const own = to.ref ? ['components', 'schemas', to.ref] : pointer;
    this.facts(a, b, subject, location, own);
    this.fields(a, b, subject === 'request-parameter' ? 'request-property' : subject, location, own);
  }

  /** A link to a pair of named schemas, compared now if it has not been (a pair being compared is linked as is). */
  private named(fromName: string, toName: string, subject: Subject, location: string): void {
    const key = `${subject}|${fromName}|${toName}`;
    this.record.links.push({ location, key });
    if (this.key) {
      const holders = this.ctx.holders.get(key) ?? new Set();
      this.ctx.holders.set(key, holders.add(this.key));
      if (this.ctx.changedPairs.has(key)) markChanged(this.ctx, this.key);
    }
    if (this.ctx.namedPairs.has(key)) return;
    const record: PairRecord = { own: [], links: [] };
    this.ctx.namedPairs.set(key, record);
    const a = this.ctx.fromSchemas.get(fromName);
    const b = this.ctx.toSchemas.get(toName);
    if (a && b)
      new SchemaComparison(this.ctx, record, key).compare(a, b, subject, '', ['components', 'schemas', toName]);
  }

  private definition(node: SchemaNode, side: 'from' | 'to'): SchemaNode | undefined {
    if (!node.ref) return node;
    return (side === 'from' ? this.ctx.fromSchemas : this.ctx.toSchemas).get(node.ref);
  }

  /** The value itself: type, format, nullable, enum, limits, deprecation. */
  private facts(a: SchemaNode, b: SchemaNode, subject: Subject, location: string, pointer: string[]): void {
    const side = sideOf(subject);
    const [ta, tb] = [typesOf(a), typesOf(b)];
    if (ta.length && tb.length && ta.join() !== tb.join()) {
      const details = { from: ta.join(' | '), to: tb.join(' | ') };
      if (side === 'request' && widens(ta, tb)) this.emit(subject, 'type-widened', location, pointer, details);
      else if (side === 'response' && widens(tb, ta)) this.emit(subject, 'type-narrowed', location, pointer, details);
      else this.emit(subject, 'type-changed', location, pointer, details);
    } else if ((a.format ?? '') !== (b.format ?? '')) {
      this.emit(subject, 'format-changed', location, pointer, { from: a.format ?? '', to: b.format ?? '' });
    }
    if (a.nullable !== b.nullable) {
      this.emit(subject, b.nullable ? 'became-nullable' : 'became-not-nullable', location, pointer);
    }
    if (a.enum && b.enum) {
      const [before, after] = [new Set(a.enum), new Set(b.enum)];
      for (const value of b.enum) {
        if (!before.has(value)) this.emit(subject, 'enum-value-added', location, pointer, { value });
      }
      for (const value of a.enum) {
        if (!after.has(value)) this.emit(subject, 'enum-value-removed', location, pointer, { value });
      }
    }
    this.constraints(a, b, subject, location, pointer);
    if (subject !== 'request-parameter' && !a.deprecated && b.deprecated && location) {
      this.emit(subject, 'deprecated', location, pointer);
    }
  }

  private constraints(a: SchemaNode, b: SchemaNode, subject: Subject, location: string, pointer: string[]): void {
    if (!a.constraints.length && !b.constraints.length) return;
    const before = new Map(a.constraints.map((c) => [c.keyword, c.value]));
    const after = new Map(b.constraints.map((c) => [c.keyword, c.value]));
    for (const keyword of new Set([...before.keys(), ...after.keys()])) {
      const [from, to] = [before.get(keyword), after.get(keyword)];
      if (from === to) continue;
      const narrower = narrows(keyword, from, to);
      if (narrower === undefined) continue;
      const details = { keyword, from: from ?? '', to: to ?? '' };
      this.emit(
        subject,
        narrower ? 'constraint-narrowed' : 'constraint-widened',
        location,
        [...pointer, keyword],
        details,
      );
    }
  }

  /** The fields inside: properties, items, additional properties, alternatives. */
  private fields(a: SchemaNode, b: SchemaNode, subject: Subject, location: string, pointer: string[]): void {
    const request = sideOf(subject) === 'request';
    // A client never sends read-only fields, nor reads write-only ones.
    const unseen = (node: SchemaNode) => (request ? node.readOnly : node.writeOnly);
    const before = new Map(a.properties.map((p) => [p.name, p]));
    const after = new Map(b.properties.map((p) => [p.name, p]));
    for (const [name, now] of after) {
      const at = joinLocation(location, name);
      const where = [...pointer, 'properties', name];
      const was = before.get(name);
      if (!was) {
        if (unseen(now.schema)) continue;
        this.emit(subject, request && now.required ? 'added-required' : 'added', at, where);
        continue;
      }
      if (!unseen(now.schema) && was.required !== now.required) {
        this.emit(subject, now.required ? 'became-required' : 'became-optional', at, where);
      }
      if (unseen(was.schema) && unseen(now.schema)) continue;
      if (!was.schema.deprecated && now.schema.deprecated && now.schema.ref)
        this.emit(subject, 'deprecated', at, where);
      this.compare(was.schema, now.schema, subject, at, where);
    }
    for (const [name, was] of before) {
      if (!after.has(name) && !unseen(was.schema)) {
        this.emit(subject, 'removed', joinLocation(location, name), [...pointer, 'properties', name]);
      }
    }
    if (a.items && b.items)
      this.compare(a.items, b.items, subject, joinLocation(location, '[]'), [...pointer, 'items']);
    if (typeof a.additionalProperties === 'object' && typeof b.additionalProperties === 'object') {
      const at = joinLocation(location, '*');
      this.compare(a.additionalProperties, b.additionalProperties, subject, at, [...pointer, 'additionalProperties']);
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      this.alternatives(a[keyword] ?? [], b[keyword] ?? [], subject, location, [...pointer, keyword]);
    }
  }

  /** Alternatives match by the named schema they are, else by position. */
  private alternatives(a: SchemaNode[], b: SchemaNode[], subject: Subject, location: string, pointer: string[]) {
    if (!a.length && !b.length) return;
    const [names, nameTo] = [alternativeNames(a), alternativeNames(b)];
    const before = new Map(a.map((node, i) => [names[i], node]));
    const after = new Set(nameTo);
    b.forEach((node, i) => {
      const was = before.get(nameTo[i]);
      if (was) this.compare(was, node, subject, location, [...pointer, String(i)]);
      else this.emit(subject, 'alternative-added', location, [...pointer, String(i)], { value: nameTo[i] });
    });
    a.forEach((_, i) => {
      if (!after.has(names[i])) this.emit(subject, 'alternative-removed', location, pointer, { value: names[i] });
    });
  }
}

/** Each alternative's name: the named schema it is, else its position (`#2`); a name met twice gets its position. */
function alternativeNames(nodes: SchemaNode[]): string[] {
  const seen = new Set<string>();
  return nodes.map((node, i) => {
    const name = node.ref && !seen.has(node.ref) ? node.ref : `#${i + 1}`;
    seen.add(name);
    return name;
  });
}

/** The JSON types a schema allows, without `null` (nullability is compared on its own), sorted. */
const typesOf = (node: SchemaNode) => node.types.filter((t) => t !== 'null').sort();

/** True when every value of the narrower types is still allowed (an integer is a number). */
function widens(narrower: string[], wider: string[]): boolean {
  return narrower.every((t) => wider.includes(t) || (t === 'integer' && wider.includes('number')));
}

const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);

/** Whether a limit's change lets fewer values through (true), more (false), or cannot tell (undefined). */
function narrows(keyword: string, from: string | undefined, to: string | undefined): boolean | undefined {
  if (from === undefined) return true;
  if (to === undefined) return false;
  if (keyword === 'pattern' || keyword === 'multipleOf') return true;
  const [x, y] = [Number(from), Number(to)];
  if (Number.isNaN(x) || Number.isNaN(y)) return undefined;
  if (LOWER_BOUNDS.has(keyword)) return y > x;
  if (UPPER_BOUNDS.has(keyword)) return y < x;
  return undefined;
}
