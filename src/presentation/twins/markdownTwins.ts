import type { ApiDocument } from '../../model/model.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { operationMarkdown } from './operationMarkdown.ts';
import { schemaMarkdown } from './schemaMarkdown.ts';

/**
 * Every page of a document that has a Markdown twin (operations, webhooks, models): the twin's URL
 * (`…/operations/<slug>.md`) and its text, made when asked for so that the texts are never all in memory.
 */
export function markdownTwins(doc: ApiDocument, urls: SiteUrls): [url: string, markdown: () => string][] {
  return [
    ...[...doc.operations, ...doc.webhooks].map((op): [string, () => string] => [
      markdownUrl(urls.operation(doc, op)),
      () => operationMarkdown(doc, urls, op),
    ]),
    ...doc.schemas.map((schema): [string, () => string] => [
      markdownUrl(urls.schema(doc, schema.slug)),
      () => schemaMarkdown(doc, urls, schema),
    ]),
  ];
}
