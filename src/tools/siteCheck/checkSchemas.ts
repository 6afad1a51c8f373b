import type { ExpectedSchema } from './expectations.ts';
import { groupBy } from './groupBy.ts';
import type { SchemaElement } from './pageFacts.ts';
import type { ProblemLog } from './problemLog.ts';

/** Exactly one `[data-schema]` per named schema, with one correctly flagged row per property. */
export function checkSchemas(
  expected: Map<string, ExpectedSchema>,
  found: SchemaElement[],
  problems: ProblemLog,
): void {
  const byName = groupBy(found, (element) => element.name);
  for (const [name, schema] of expected) {
    const elements = byName.get(name) ?? [];
    if (elements.length === 0) problems.add(`missing: no [data-schema="${name}"] element on any page`);
    else if (elements.length > 1)
      problems.add(
        `duplicate: ${elements.length} [data-schema="${name}"] elements, on ${[...new Set(elements.map((e) => e.page))].join(', ')}`,
      );
    else checkProperties(schema, elements[0], problems);
  }
  for (const [name, elements] of byName) {
    if (!expected.has(name))
      problems.add(`unexpected: [data-schema="${name}"] on ${elements[0].page}, not a named schema of the document`);
  }
}

function checkProperties(schema: ExpectedSchema, element: SchemaElement, problems: ProblemLog): void {
  const report = (message: string) => problems.add(`${element.page}: schema ${schema.name}: ${message}`);
  const badFlags = new Set(
    element.rows.filter((row) => row.required !== 'true' && row.required !== 'false').map((row) => row.name),
  );
  for (const name of badFlags) report(`[data-property="${name}"] has no data-required="true|false"`);
  const rowsByName = groupBy(element.rows, (row) => row.name);
  for (const [name, required] of schema.properties) {
    const rows = rowsByName.get(name) ?? [];
    // A nested object's property may share the name: the schema's own rows decide.
    const own = rows.filter((row) => !row.nested);
    const candidates = own.length > 0 ? own : rows;
    if (candidates.length === 0) report(`no [data-property="${name}"] row`);
    else if (!candidates.some((row) => row.required === String(required))) {
      report(
        `[data-property="${name}"] has data-required="${candidates[0].required}", but the document says ${required ? 'required' : 'optional'}`,
      );
    }
  }
}
