import type { ApiDocument, NamedSchema } from '../../model/model.ts';
import { descriptionMarkdown } from '../descriptions.ts';
import { schemaFields } from '../fields.ts';
import { modelFactsNode } from '../schemaFacts.ts';
import { repeatedFields } from './repeatedFields.ts';
import type { Strings } from '../strings/catalog.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { code, fence, finish, heading } from '../markdownText.ts';
import { usedByGroupLabel, usedByOf } from '../usedBy.ts';
import { operationTitle } from '../titles.ts';
import { externalDocsMarkdown, factsText, fieldLines, typeMarkdown } from './schemaText.ts';

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
  if (node.externalDocs) out.push(externalDocsMarkdown(strings, node.externalDocs), '');
  const facts = factsText(strings, urls.twinLinks(doc), modelFactsNode(schema));
  if (facts) out.push(facts, '');
  const tree = schemaFields(doc, schema);
  out.push(...fieldLines(strings, doc, urls, tree, 0, true, { repeats: repeatedFields(doc, tree) }), '');
  if (schema.example) {
    const generated = schema.example.generated ? ` (${strings.fields.generatedExample})` : '';
    out.push(`${strings.reference.example}${generated}:`, '', fence(schema.example.value, schema.example.grammar), '');
  }
  out.push(heading(2, strings.fields.usedBy), '', ...usedByLines(strings, doc, urls, schema));
  return finish(out);
}

/** The whole "used by" list, by group with its count: the page shows the groups, or pages them, past a few. */
function usedByLines(strings: Strings, doc: ApiDocument, urls: SiteUrls, schema: NamedSchema): string[] {
  const usedBy = usedByOf(doc, schema);
  if (usedBy.groups.length === 0) return [strings.fields.usedByNothing];
  const out = [strings.fields.usedByCount(usedBy.operations, usedBy.models)];
  for (const group of usedBy.groups) {
    out.push('', heading(3, `${usedByGroupLabel(strings, group)} (${group.entries.length})`), '');
    for (const { operation, schema: user } of group.entries)
      out.push(
        operation
          ? `- [${operationTitle(operation)}](${markdownUrl(urls.operation(doc, operation))}) ${code(`${operation.method} ${operation.path}`)}`
          : `- [${user.name}](${markdownUrl(urls.schema(doc, user.slug))})`,
      );
  }
  return out;
}
