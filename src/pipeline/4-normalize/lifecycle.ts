import type { Lifecycle } from '../../model/model.ts';
import { isoDate } from '../../shared/isoDate.ts';
import { type Raw, asObject, isObject } from '../../shared/rawValues.ts';
import { descriptionOf } from './descriptions.ts';

/** Vendor stability markers, each mapped to a normalized lower-case value. */
const STABILITY_ALIASES: [key: string, map: (value: unknown) => string | undefined][] = [
  ['x-scalar-stability', lower],
  // Twilio writes a list of maturity names: ["GA"], ["Beta"], ["Preview"].
  ['x-maturity', (value) => maturity(first(value))],
  ['x-release-status', (value) => ({ public: 'stable', ga: 'stable' })[lower(value) ?? ''] ?? lower(value)],
  ['x-beta', (value) => (value === true ? 'beta' : undefined)],
  ['x-experimental', (value) => (value === true ? 'experimental' : undefined)],
];

/** Stability → what the document says of it: Twilio's root `x-maturity`, a list of `{ name, description }`. */
export type StabilityNotes = Map<string, string>;

export function stabilityNotesOf(doc: Raw): StabilityNotes {
  const list = Array.isArray(doc['x-maturity']) ? doc['x-maturity'].filter(isObject) : [];
  const notes: StabilityNotes = new Map();
  for (const { name, description } of list) {
    const stability = maturity(name);
    if (stability && typeof description === 'string' && description.trim()) notes.set(stability, description);
  }
  return notes;
}

/**
 * Deprecation, sunset date and stability of one operation, from the standard field and vendor equivalents; what the
 * document says of a stability other than stable.
 */
export function lifecycleOf(operation: Raw, notes?: StabilityNotes): Lifecycle {
  const deprecated =
    operation.deprecated === true ||
    operation['x-deprecated'] === true ||
    lower(operation['x-release-status']) === 'deprecated' ||
    // Microsoft's deprecation record (date, removalDate, version, description) only exists on deprecated elements.
    Object.keys(asObject(operation['x-ms-deprecation'])).length > 0;
  const stability = stabilityOf(operation);
  const note = stability && stability !== 'stable' ? descriptionOf(notes?.get(stability)) : undefined;
  return { deprecated, sunset: sunsetOf(operation), stability, ...(note && { stabilityNote: note }) };
}

function stabilityOf(operation: Raw): string | undefined {
  const own = lower(operation['x-stability']);
  if (own) return own;
  for (const [key, map] of STABILITY_ALIASES) {
    const value = operation[key] === undefined ? undefined : map(operation[key]);
    if (value && value !== 'deprecated') return value;
  }
  return undefined;
}

function sunsetOf(operation: Raw): string | undefined {
  const candidates = [
    operation['x-sunset'],
    operation['x-deprecated-sunset'],
    asObject(operation['x-github']).removalDate,
    asObject(operation['x-ms-deprecation']).removalDate,
    sunsetHeaderOf(operation),
  ];
  for (const candidate of candidates) {
    const date = isoDate(candidate);
    if (date) return date;
  }
  return undefined;
}

/** The value a documented `Sunset` response header gives (RFC 8594: an HTTP date). */
function sunsetHeaderOf(operation: Raw): unknown {
  for (const response of Object.values(asObject(operation.responses))) {
    for (const [name, header] of Object.entries(asObject(asObject(response).headers))) {
      if (name.toLowerCase() !== 'sunset') continue;
      const schema = asObject(asObject(header).schema);
      return asObject(header).example ?? schema.example ?? schema.default ?? schema.const ?? schema.examples?.[0];
    }
  }
  return undefined;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const maturity = (name: unknown) => ({ ga: 'stable' })[lower(name) ?? ''] ?? lower(name);

function lower(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}
