import type { ApiDocument, Operation } from '../model/model.ts';

/**
 * A document's deprecated operations and webhooks, soonest sunset first, those without a date last. Empty, the
 * document has no deprecations page and nothing links to one.
 */
export function deprecatedOperations(doc: ApiDocument): Operation[] {
  return [...doc.operations, ...doc.webhooks]
    .filter((op) => op.deprecated)
    .sort((a, b) => (a.sunset ?? '9999').localeCompare(b.sunset ?? '9999'));
}

/** Whether the document has a deprecations page (asked by the navigation of every page: no list is made). */
export const hasDeprecations = (doc: ApiDocument): boolean =>
  doc.operations.some((op) => op.deprecated) || doc.webhooks.some((op) => op.deprecated);
