import type { Operation } from '../../model/model.ts';
import { METHODS } from '../../shared/httpMethods.ts';
import { type Raw, asObject } from '../../shared/rawValues.ts';

/** True for operations the document hides from its reference. */
const isHidden = (op: Raw) => op['x-internal'] === true || op['x-scalar-ignore'] === true;

/** A document's webhooks: 3.1's `webhooks` over a 2.0/3.0 document's `x-webhooks` of the same name. */
export const webhookItems = (doc: Raw): Raw => ({ ...asObject(doc['x-webhooks']), ...asObject(doc.webhooks) });

/** The operations of a Paths Object (or of webhooks, or a callback) in the document's order, hidden ones left out. */
export function operationEntries(
  pathItems: unknown,
  kind: Operation['kind'],
  methods: readonly string[] = METHODS,
): { path: string; method: string; op: Raw; pathItem: Raw }[] {
  const entries = [];
  for (const [path, item] of Object.entries(asObject(pathItems))) {
    if (path.startsWith('x-') && kind === 'operation') continue; // an extension of the Paths Object
    const pathItem = asObject(item);
    if (isHidden(pathItem)) continue;
    for (const method of methods) {
      const op = pathItem[method];
      if (op && typeof op === 'object' && !isHidden(op)) entries.push({ path, method, op, pathItem });
    }
  }
  return entries;
}
