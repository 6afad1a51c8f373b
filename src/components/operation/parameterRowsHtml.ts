import type { Parameter } from '../../model/model.ts';
import { parameterId } from '../../presentation/fields.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import type { TablePage } from '../schema/schemaBodyHtml.ts';
import { rowFactsHtml, typeLabelHtml } from '../schema/schemaHtml.ts';
import { htmlOf } from '../text/descriptionHtml.ts';

/**
 * A parameter table's rows as HTML: a plain function rather than a template, as a large site writes tens of
 * thousands of them. Row ids start with `idPrefix` (`param-query-limit`).
 */
export function parameterRowsHtml(page: TablePage, parameters: Parameter[], idPrefix: string): string {
  const { strings, urls, doc, headings } = page;
  const words = strings.reference;
  return parameters
    .map((p) => {
      const facts = rowFactsHtml(strings, p.schema, p.examples);
      const flags =
        (p.required ? `<span class="required">${escapeHtml(words.required)}</span>` : '') +
        (p.deprecated ? `<span class="flag">${escapeHtml(words.deprecatedFlag)}</span>` : '');
      const description = p.description
        ? `<div class="description">${htmlOf(urls, doc, p.description, headings)}</div>`
        : '';
      return (
        `<tr${p.deprecated ? ' class="deprecated"' : ''} id="${escapeHtml(parameterId(idPrefix, p.in, p.name))}">` +
        `<td><code>${escapeHtml(p.name)}</code>${flags}</td>` +
        `<td>${typeLabelHtml(strings, urls, doc, p.schema, true)}${facts.line}</td>` +
        `<td>${description}${facts.notes}</td></tr>`
      );
    })
    .join('');
}
