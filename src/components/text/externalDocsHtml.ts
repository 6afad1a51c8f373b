import type { ExternalDocs } from '../../model/model.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';

/**
 * An External Documentation Object (the document's, a tag's, an operation's, a schema's) as its link under a
 * description, named by its description, else by `more` ("More documentation"); nothing without one.
 */
export const externalDocsHtml = (docs: ExternalDocs | undefined, more: string): string =>
  docs
    ? `<p class="external-docs"><a href="${escapeHtml(docs.url)}">${escapeHtml(docs.description ?? more)}</a></p>`
    : '';
