import type { Site } from '../../model/model.ts';
import { firstParagraph } from '../descriptions.ts';
import { strings } from '../strings/catalog.ts';
import { siteTitle } from '../titles.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';

export interface GuideEntry {
  id: string;
  title: string;
  description?: string;
}

/**
 * llms.txt (https://llmstxt.org): the site in one Markdown index, every operation with a link to its page's
 * Markdown twin. `link` makes a site path absolute when the site's address is known.
 */
export function llmsText(site: Site, guides: GuideEntry[], urls: SiteUrls, link: (path: string) => string): string {
  const words = strings.twins;
  const one = site.documents.length === 1;
  const first = site.documents[0];
  const summary = one
    ? (first.info.summary ?? firstParagraph(first.info.description, urls.twinLinks(first)))
    : undefined;
  const out: string[] = [`# ${siteTitle(site)}`, ''];
  out.push(`> ${summary ?? words.llmsSummary(site.documents.map((doc) => doc.info.title).join(', '))}`, '');
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
  for (const doc of site.documents) {
    const heading = one ? '' : `${doc.info.title} `;
    out.push(`## ${heading}${words.operationsHeading}`, '');
    if (!one) out.push(`${words.openApiDocument}: ${link(urls.download(doc, 'json'))}`, '');
    for (const op of [...doc.operations, ...doc.webhooks]) {
      const notes = [
        op.summary,
        op.kind === 'webhook' && words.webhook,
        op.deprecated && strings.reference.deprecatedFlag,
      ];
      const text = notes.filter(Boolean).join(' · ');
      out.push(`- [${op.method} ${op.path}](${link(markdownUrl(urls.operation(doc, op)))})${text ? `: ${text}` : ''}`);
    }
    out.push('');
    if (doc.schemas.length) {
      out.push(`## ${heading}${words.modelsHeading}`, '');
      for (const schema of doc.schemas)
        out.push(`- [${schema.name}](${link(markdownUrl(urls.schema(doc, schema.slug)))})`);
      out.push('');
    }
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
