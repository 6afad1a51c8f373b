import type { Site } from '../../model/model.ts';
import { firstParagraph } from '../descriptions.ts';
import type { Strings } from '../strings/catalog.ts';
import { listedSummary, siteTitle } from '../titles.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { latestDocuments, versionsOf } from '../../model/apiVersions.ts';
import type { ApiDocument } from '../../model/model.ts';
import { hasChanges } from '../changeLog.ts';

export interface GuideEntry {
  id: string;
  title: string;
  description?: string;
}

/**
 * llms.txt (https://llmstxt.org): the site in one Markdown index, every operation with a link to its page's
 * Markdown twin. `link` makes a site path absolute when the site's address is known.
 */
export function llmsText(
  strings: Strings,
  site: Site,
  guides: GuideEntry[],
  urls: SiteUrls,
  link: (path: string) => string,
): string {
  const words = strings.twins;
  // Each API once, in its latest version: older versions are listed in its Changes section.
  const documents = latestDocuments(site);
  // With `twins: false` (site.config.json) the pages themselves.
  const page = (url: string) => (site.config.twins ? markdownUrl(url) : url);
  const one = documents.length === 1;
  const first = documents[0];
  const summary = one
    ? (first.info.summary ?? firstParagraph(first.info.description, urls.twinLinks(first)))
    : undefined;
  const out: string[] = [`# ${siteTitle(strings, site)}`, ''];
  out.push(`> ${summary ?? words.llmsSummary(documents.map((doc) => doc.info.title).join(', '))}`, '');
  out.push(words.llmsIntro(one), '');
  if (guides.length) {
    out.push(`## ${words.guidesHeading}`, '');
    for (const guide of guides) {
      out.push(
        `- [${guide.title}](${link(urls.guideMarkdown(guide.id))})${guide.description ? `: ${guide.description}` : ''}`,
      );
    }
    out.push('');
  }
  for (const doc of documents) {
    const heading = one ? '' : `${doc.info.title} `;
    out.push(`## ${heading}${words.operationsHeading}`, '');
    if (!one) out.push(`${words.openApiDocument}: ${link(urls.download(doc, 'json'))}`, '');
    for (const op of [...doc.operations, ...doc.webhooks]) {
      const notes = [
        listedSummary(op),
        op.kind === 'webhook' && words.webhook,
        op.deprecated && strings.reference.deprecatedFlag,
      ];
      const text = notes.filter(Boolean).join(' · ');
      out.push(`- [${op.method} ${op.path}](${link(page(urls.operation(doc, op)))})${text ? `: ${text}` : ''}`);
    }
    out.push('');
    if (doc.schemas.length) {
      out.push(`## ${heading}${words.modelsHeading}`, '');
      for (const schema of doc.schemas) out.push(`- [${schema.name}](${link(page(urls.schema(doc, schema.slug)))})`);
      out.push('');
    }
    out.push(...changesSection(strings, site, doc, urls, link, heading));
  }
  if (one) {
    out.push(`## ${words.optional}`, '');
    out.push(
      `- [${words.openApiJson}](${link(urls.download(first, 'json'))})`,
      `- [${words.openApiYaml}](${link(urls.download(first, 'yaml'))})`,
      '',
    );
  }
  return out.join('\n');
}

/** An API's Changes page (its twin) with its latest release, and its older versions' overviews. */
function changesSection(
  strings: Strings,
  site: Site,
  doc: ApiDocument,
  urls: SiteUrls,
  link: (path: string) => string,
  heading: string,
): string[] {
  if (!hasChanges(doc)) return [];
  const words = strings.changelog;
  const latest = doc.releases![0];
  const out = [`## ${heading}${words.title}`, ''];
  const about = latest.previousVersion ? `: ${words.latestRelease(latest.version, latest.changes.length)}` : '';
  out.push(`- [${words.title}](${link(markdownUrl(urls.changes(doc)))})${about}`);
  for (const older of versionsOf(site, doc).slice(1)) {
    out.push(`- [${doc.info.title} ${older.version!.name}](${link(urls.overview(older))}): ${words.olderVersions}`);
  }
  out.push('');
  return out;
}
