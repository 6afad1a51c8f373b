import type { ApiDocument, NamedSchema } from '../../model/model.ts';
import { descriptionMarkdown } from '../descriptions.ts';
import { fieldTree } from '../fields.ts';
import { strings } from '../strings/catalog.ts';
import type { SiteUrls } from '../urls.ts';
import { finish, heading } from './markdownText.ts';
import { factsText, fieldLines, typeMarkdown } from './schemaText.ts';

/** A model's page as Markdown (components/schema/NamedSchema.astro). */
export function schemaMarkdown(doc: ApiDocument, urls: SiteUrls, schema: NamedSchema): string {
  const node = schema.schema;
  const out = [
    heading(1, schema.name),
    '',
    `${strings.reference.type} ${typeMarkdown(doc, urls, { ...node, ref: undefined })}`,
    '',
  ];
  if (node.description) out.push(descriptionMarkdown(node.description, urls.twinLinks(doc)), '');
  const facts = factsText(node);
  if (facts) out.push(facts, '');
  out.push(...fieldLines(doc, urls, fieldTree(node), 0, true));
  return finish(out);
}
