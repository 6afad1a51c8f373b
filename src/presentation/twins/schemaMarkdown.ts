import type { ApiDocument, NamedSchema } from '../../model/model.ts';
import { descriptionMarkdown } from '../descriptions.ts';
import { schemaFields } from '../fields.ts';
import { repeatedFields } from '../repeatedFields.ts';
import type { Strings } from '../strings/catalog.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { code, fence, finish, heading } from './markdownText.ts';
import { indexOf } from '../../model/documentIndex.ts';
import { operationTitle } from '../titles.ts';
import { factsText, fieldLines, typeMarkdown } from './schemaText.ts';

/** A model's page as Markdown (components/schema/NamedSchema.astro). */
export function schemaMarkdown(strings: Strings, doc: ApiDocument, urls: SiteUrls, schema: NamedSchema): string {
  const node = schema.schema;
  const out = [
    heading(1, schema.name),
    '',
    `${strings.reference.type} ${typeMarkdown(strings, doc, urls, { ...node, ref: undefined })}`,
    '',
  ];
  if (node.description) out.push(descriptionMarkdown(node.description, urls.twinLinks(doc)), '');
  const facts = factsText(strings, node);
  if (facts) out.push(facts, '');
  const tree = schemaFields(doc, schema);
  out.push(...fieldLines(strings, doc, urls, tree, 0, true, { repeats: repeatedFields(doc, tree) }), '');
  if (schema.example) {
    const generated = schema.example.generated ? ` (${strings.fields.generatedExample})` : '';
    out.push(`${strings.reference.example}${generated}:`, '', fence(schema.example.value, schema.example.grammar), '');
  }
  const usedBy = indexOf(doc).usedBy.get(schema.name);
  out.push(heading(2, strings.fields.usedBy), '');
  if (usedBy && usedBy.operations.length + usedBy.schemas.length > 0) {
    for (const op of usedBy.operations)
      out.push(`- [${operationTitle(op)}](${markdownUrl(urls.operation(doc, op))}) ${code(`${op.method} ${op.path}`)}`);
    for (const user of usedBy.schemas) out.push(`- [${user.name}](${markdownUrl(urls.schema(doc, user.slug))})`);
  } else out.push(strings.fields.usedByNothing);
  return finish(out);
}
