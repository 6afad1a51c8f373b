import type { Server } from '../../model/model.ts';
import { descriptionOf } from './descriptions.ts';
import { asObject, stringOr } from '../../shared/rawValues.ts';

/** The servers of a document, path item or operation, with their variables. */
export function serversOf(raw: unknown): Server[] {
  return (Array.isArray(raw) ? raw : [])
    .map(asObject)
    .filter((s) => typeof s.url === 'string')
    .map((s) => ({
      url: s.url,
      description: descriptionOf(s.description),
      variables: Object.entries(asObject(s.variables)).map(([name, v]) => ({
        name,
        default: String(asObject(v).default ?? ''),
        enum: Array.isArray(asObject(v).enum) ? asObject(v).enum.map(String) : undefined,
        description: stringOr(asObject(v).description),
      })),
    }));
}
