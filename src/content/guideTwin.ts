import type { CodeSample, NamedSchema, Operation, Site } from '../model/model.ts';
import { descriptionMarkdown } from '../presentation/descriptions.ts';
import { schemaFields } from '../presentation/fields.ts';
import { repeatedFields } from '../presentation/twins/repeatedFields.ts';
import type { Strings } from '../presentation/strings/catalog.ts';
import { operationTitle } from '../presentation/titles.ts';
import { code, fence } from '../presentation/markdownText.ts';
import { fieldLines } from '../presentation/twins/schemaText.ts';
import { markdownUrl, type SiteUrls } from '../presentation/urls.ts';
import { embedsIn, resolveEmbed } from './guideReferences.ts';

/** An MDX guide's text as Markdown: each embed of the reference written as the twins write it. */
export function guideMarkdown(
  strings: Strings,
  body: string,
  site: Site,
  urls: SiteUrls,
  guideDocument?: string,
): string {
  let text = body;
  for (const tag of embedsIn(body)) {
    const result = resolveEmbed(site, tag, guideDocument);
    if ('problem' in result) continue;
    const { doc, found } = result;
    let markdown: string;
    if (tag.embed === 'Operation') {
      const op = found as Operation;
      const marks = [op.deprecated && strings.reference.deprecatedFlag, op.stability].filter(Boolean).join(', ');
      const about = op.description ? `\n\n${descriptionMarkdown(op.description, urls.twinLinks(doc))}` : '';
      markdown = `**[${operationTitle(op)}](${markdownUrl(urls.operation(doc, op))})** ${code(`${op.method} ${op.path}`)}${marks ? ` (${marks})` : ''}${about}`;
    } else if (tag.embed === 'Schema') {
      const schema = found as NamedSchema;
      const tree = schemaFields(doc, schema);
      const lines = fieldLines(strings, doc, urls, tree, 0, false, { repeats: repeatedFields(doc, tree) });
      markdown = [`**[${schema.name}](${markdownUrl(urls.schema(doc, schema.slug))})**`, '', ...lines].join('\n');
    } else {
      const { sample } = found as { sample: CodeSample };
      markdown = `${sample.label}:\n\n${fence(sample.source, sample.grammar === 'text' ? '' : sample.grammar)}`;
    }
    text = text.replace(tag.source, markdown);
  }
  return text;
}
