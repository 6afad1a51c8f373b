import { latestOf } from '../../model/apiVersions.ts';
import type { ApiDocument, Site } from '../../model/model.ts';
import type { Strings } from '../strings/catalog.ts';
import { sentenceParts } from '../strings/sentence.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { samePageIn } from '../versionPages.ts';

/**
 * The banner of an older version's page, as the first line of its Markdown twin: which version this is, and the
 * same page's twin in the latest (or the latest's overview). Empty for the latest version. `twinUrl` is the twin's.
 */
export function olderVersionNote(
  strings: Strings,
  site: Site | undefined,
  doc: ApiDocument,
  urls: SiteUrls,
  twinUrl: string,
): string {
  if (!site || !doc.version || doc.version.latest) return '';
  const latest = latestOf(site, doc);
  const target = samePageIn(urls, doc, latest, twinUrl.replace(/\.md$/, '/'));
  const words = strings.versions;
  const name = latest.version?.name ?? latest.info.version;
  const link = target.same
    ? `[${words.toLatest(name)}](${markdownUrl(target.url)})`
    : `[${words.toLatestOverview(name)}](${target.url})`;
  const text = sentenceParts(words.olderBanner, { version: doc.version.name, link })
    .map((part) => (part.slot === 'version' ? `**${part.text}**` : part.text))
    .join('');
  return `> ${text}\n\n`;
}
