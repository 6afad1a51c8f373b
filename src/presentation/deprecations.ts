import type { ApiDocument, Operation } from '../model/model.ts';
import { indexOf } from '../model/documentIndex.ts';

/**
 * A document's deprecated operations and webhooks, soonest sunset first, those without a date last. Empty, the
 * document has no deprecations page and nothing links to one.
 */
export function deprecatedOperations(doc: ApiDocument): Operation[] {
  return [...doc.operations, ...doc.webhooks]
    .filter((op) => op.deprecated)
    .sort((a, b) => (a.sunset ?? '9999').localeCompare(b.sunset ?? '9999'));
}

/**
 * Whether the document has a deprecations page: the navigation of every page asks, so the document's index knows
 * (a document without any was read whole each time: Graph's 11,422 operations on each of its 15,858 pages).
 */
export const hasDeprecations = (doc: ApiDocument): boolean => indexOf(doc).hasDeprecations;
