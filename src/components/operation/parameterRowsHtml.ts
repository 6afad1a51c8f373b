import type { Parameter } from '../../model/model.ts';
import { parameterId } from '../../presentation/fields.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { rowCellsHtml, type TablePage } from '../schema/schemaBodyHtml.ts';

/**
 * A parameter table's rows as HTML: a plain function rather than a template, as a large site writes tens of
 * thousands of them. Row ids start with `idPrefix` (`param-query-limit`).
 */
export const parameterRowsHtml = (page: TablePage, parameters: Parameter[], idPrefix: string): string =>
  parameters
    .map(
      (p) =>
        `<tr${p.deprecated ? ' class="deprecated"' : ''} id="${escapeHtml(parameterId(idPrefix, p.in, p.name))}">` +
        rowCellsHtml(page, { ...p, flagged: p.deprecated }) +
        '</tr>',
    )
    .join('');
