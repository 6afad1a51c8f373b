import type { ApiDocument, Site } from '../../model/model.ts';
import type { Strings } from '../strings/catalog.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { operationMarkdown } from './operationMarkdown.ts';
import { schemaMarkdown } from './schemaMarkdown.ts';
import { olderVersionNote } from './versionNote.ts';

/**
 * Every page of a document that has a Markdown twin (operations, webhooks, models): the twin's URL
 * (`…/operations/<slug>.md`) and its text, made when asked for so that the texts are never all in memory.
 * With the `site`, an older version's twins begin with its banner (versionNote.ts).
 */
export function markdownTwins(
  strings: Strings,
  doc: ApiDocument,
  urls: SiteUrls,
  site?: Site,
): [url: string, markdown: () => string][] {
  const twins: [string, () => string][] = [
    ...[...doc.operations, ...doc.webhooks].map((op): [string, () => string] => [
      markdownUrl(urls.operation(doc, op)),
      () => operationMarkdown(strings, doc, urls, op),
    ]),
    ...doc.schemas.map((schema): [string, () => string] => [
      markdownUrl(urls.schema(doc, schema.slug)),
      () => schemaMarkdown(strings, doc, urls, schema),
    ]),
  ];
  if (!doc.version || doc.version.latest) return twins;
  return twins.map(([url, text]) => [url, () => olderVersionNote(strings, site, doc, urls, url) + text()]);
}
