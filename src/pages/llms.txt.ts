import type { APIRoute } from 'astro';
import { allGuides, guideUrls } from '../content/guideCollection.ts';
import { htmlToMarkdown } from '../presentation/twins/markdownTwins.ts';
import { loadSite } from '../pipeline/5-site/loadSite.ts';
import { markdownUrl, urls } from '../presentation/urls.ts';

/**
 * llms.txt (https://llmstxt.org): the site in one Markdown index, every operation with a link to its page's
 * Markdown version. Links are absolute when site.config.json sets `site`.
 */
export const GET: APIRoute = async ({ site: origin }) => {
  const site = await loadSite();
  const guides = await allGuides();
  const link = (path: string) => (origin ? new URL(path, origin).href : path);
  const title = site.config.title ?? site.documents[0]?.info.title ?? 'API reference';
  const out: string[] = [`# ${title}`, ''];
  const first = site.documents[0];
  const summary = site.documents.length === 1 ? first.info.summary ?? firstParagraph(first.info.descriptionHtml) : undefined;
  out.push(`> ${summary ?? `API reference for ${site.documents.map((doc) => doc.info.title).join(', ')}.`}`, '');
  out.push(
    `Every operation, model and guide page has a Markdown version: replace the trailing "/" of its address with ".md". ` +
      `The OpenAPI ${site.documents.length === 1 ? 'document is' : 'documents are'} downloadable as openapi.json and openapi.yaml.`,
    '',
  );
  if (guides.length) {
    out.push('## Guides', '');
    for (const guide of guides) out.push(`- [${guide.data.title}](${link(guideUrls.markdown(guide.id))})${guide.data.description ? `: ${guide.data.description}` : ''}`);
    out.push('');
  }
  for (const doc of site.documents) {
    const heading = site.documents.length > 1 ? `${doc.info.title} ` : '';
    out.push(`## ${heading}Operations`, '');
    if (site.documents.length > 1) out.push(`OpenAPI document: ${link(`${urls.overview(doc)}openapi.json`)}`, '');
    for (const op of [...doc.operations, ...doc.webhooks]) {
      const notes = [op.summary, op.kind === 'webhook' && 'webhook', op.deprecated && 'deprecated'].filter(Boolean).join(' · ');
      out.push(`- [${op.method} ${op.path}](${link(markdownUrl(urls.operation(doc, op)))})${notes ? `: ${notes}` : ''}`);
    }
    out.push('');
    if (doc.schemas.length) {
      out.push(`## ${heading}Models`, '');
      for (const schema of doc.schemas) out.push(`- [${schema.name}](${link(markdownUrl(urls.schema(doc, schema.slug)))})`);
      out.push('');
    }
  }
  if (site.documents.length === 1) {
    out.push('## Optional', '', `- [OpenAPI document (JSON)](${link(`${urls.overview(first)}openapi.json`)})`, `- [OpenAPI document (YAML)](${link(`${urls.overview(first)}openapi.yaml`)})`, '');
  }
  return new Response(out.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};

function firstParagraph(html?: string): string | undefined {
  return htmlToMarkdown(html).split(/\n\n/)[0]?.replace(/\n/g, ' ') || undefined;
}
