import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { indexOf } from '../../model/documentIndex.ts';
import type { ApiDocument, MediaType, NamedSchema, Operation, Parameter, SchemaNode } from '../../model/model.ts';
import { typeParts } from '../typeParts.ts';
import { markdownUrl, urls } from '../urls.ts';

/**
 * The reference as Markdown, rendered from the model (never from raw OpenAPI): one file per operation and
 * per model, for llms.txt and anyone who wants the page as text. Descriptions are the model's sanitized
 * HTML converted back to Markdown.
 */

const NESTING_LIMIT = 4;

/** Every page of a document that has a Markdown twin: the twin's URL (`…/operations/<slug>.md`) and its text. */
export function markdownTwins(doc: ApiDocument): [url: string, markdown: () => string][] {
  return [
    ...[...doc.operations, ...doc.webhooks].map((op): [string, () => string] => [markdownUrl(urls.operation(doc, op)), () => operationMarkdown(doc, op)]),
    ...doc.schemas.map((schema): [string, () => string] => [markdownUrl(urls.schema(doc, schema.slug)), () => schemaMarkdown(doc, schema)]),
  ];
}

export function operationMarkdown(doc: ApiDocument, op: Operation): string {
  const out: string[] = [];
  out.push(`# ${op.summary ?? `${op.method} ${op.path}`}`, '', `\`${op.method} ${op.path}\``, '');
  const facts = [
    op.operationId && `operationId: \`${op.operationId}\``,
    op.stability && `Stability: ${op.stability}`,
    op.tags.length > 0 && `Tags: ${op.tags.join(', ')}`,
  ].filter(Boolean);
  if (facts.length) out.push(facts.join(' · '), '');
  if (op.deprecated) out.push(`> **Deprecated.**${op.sunset ? ` Sunset date: ${op.sunset}.` : ''}`, '');
  pushHtml(out, op.descriptionHtml);
  if (op.externalDocs) out.push(`[${op.externalDocs.description ?? 'More documentation'}](${op.externalDocs.url})`, '');
  if (op.servers.length) out.push('## Servers', '', ...op.servers.map((server) => `- \`${server.url}\``), '');

  const requirements = op.security ?? doc.security;
  if (requirements.length) {
    const schemes = new Map(doc.securitySchemes.map((scheme) => [scheme.key, scheme]));
    out.push('## Authorization', '');
    for (const alternative of requirements) {
      const text = alternative
        .map(({ scheme, scopes }) => `\`${scheme}\`${schemes.get(scheme) ? ` (${schemes.get(scheme)!.summary})` : ''}${scopes.length ? `, scopes: ${scopes.join(', ')}` : ''}`)
        .join(' and ');
      out.push(`- ${text || 'None'}`);
    }
    out.push('');
  }

  if (op.parameters.length) out.push('## Parameters', '', parameterTable(doc, op.parameters), '');
  if (op.requestBody) {
    out.push(`## Request body${op.requestBody.required ? ' (required)' : ''}`, '');
    pushHtml(out, op.requestBody.descriptionHtml);
    for (const media of op.requestBody.content) pushMedia(out, doc, media);
  }
  if (op.responses.length) {
    out.push('## Responses', '');
    for (const response of op.responses) {
      out.push(`### ${response.status}`, '');
      pushHtml(out, response.descriptionHtml);
      if (response.headers.length) out.push('Headers:', '', parameterTable(doc, response.headers), '');
      for (const media of response.content) pushMedia(out, doc, media);
    }
  }
  for (const callback of op.callbacks) {
    out.push(`## Callback ${callback.name}`, '');
    for (const cb of callback.operations) out.push(`- \`${cb.method} ${cb.path}\`${cb.summary ? `: ${cb.summary}` : ''}`);
    out.push('');
  }
  if (op.codeSamples.length) {
    out.push('## Code samples', '');
    for (const sample of op.codeSamples) out.push(`${sample.label}:`, '', fence(sample.source, sample.grammar === 'text' ? '' : sample.grammar), '');
  }
  return finish(out);
}

export function schemaMarkdown(doc: ApiDocument, schema: NamedSchema): string {
  const out: string[] = [`# ${schema.name}`, '', `Type: ${typeText(doc, { ...schema.schema, ref: undefined })}`, ''];
  pushHtml(out, schema.schema.descriptionHtml);
  const facts = schemaFacts(schema.schema);
  if (facts) out.push(facts, '');
  const body = schemaLines(doc, schema.schema, 0);
  if (body.length) out.push(...body, '');
  return finish(out);
}

function parameterTable(doc: ApiDocument, parameters: Parameter[]): string {
  const rows = parameters.map((p) => {
    const description = [htmlToMarkdown(p.descriptionHtml), schemaFacts(p.schema), p.deprecated && 'Deprecated.']
      .filter(Boolean)
      .join(' ');
    return [`\`${p.name}\``, p.in, typeText(doc, p.schema), p.required ? 'yes' : 'no', description].map(cell);
  });
  return [
    '| Name | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function pushMedia(out: string[], doc: ApiDocument, media: MediaType) {
  out.push(`Content type \`${media.mediaType}\`${media.schema ? `: ${typeText(doc, media.schema)}` : ''}`, '');
  if (media.schema) {
    const lines = schemaLines(doc, media.schema.items && !media.schema.properties.length ? media.schema.items : media.schema, 0);
    if (lines.length) out.push(...lines, '');
  }
  for (const example of media.examples) {
    out.push(`Example${media.examples.length > 1 ? ` "${example.name}"` : ''}:`, '', fence(example.value, /json/.test(media.mediaType) ? 'json' : ''), '');
  }
}

/** A schema's fields as a nested list; named schemas are links, not expanded. */
function schemaLines(doc: ApiDocument, node: SchemaNode, depth: number): string[] {
  if (node.ref || node.circular || depth >= NESTING_LIMIT) return [];
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  for (const property of node.properties) {
    const s = property.schema;
    const notes = [htmlToMarkdown(s.descriptionHtml), schemaFacts(s)].filter(Boolean).join(' ').replace(/\n+/g, ' ');
    lines.push(`${indent}- \`${property.name}\` (${typeText(doc, s)}, ${property.required ? 'required' : 'optional'})${notes ? `: ${notes}` : ''}`);
    lines.push(...schemaLines(doc, s.items && !s.properties.length ? s.items : s, depth + 1));
  }
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) {
    lines.push(`${indent}- ${node.oneOf ? 'Exactly one of' : 'Any of'}:`);
    for (const alternative of alternatives) {
      lines.push(`${indent}  - ${typeText(doc, alternative)}${alternative.title ? ` (${alternative.title})` : ''}`);
      lines.push(...schemaLines(doc, alternative, depth + 2));
    }
  }
  if (node.additionalProperties && node.additionalProperties !== true) {
    lines.push(`${indent}- Additional properties: ${typeText(doc, node.additionalProperties)}`);
  }
  return lines;
}

function schemaFacts(node: SchemaNode): string {
  const flags = [node.readOnly && 'read-only', node.writeOnly && 'write-only', node.deprecated && 'deprecated'].filter(Boolean);
  return [
    flags.length > 0 && `(${flags.join(', ')})`,
    node.enum && `Allowed values: ${node.enum.map((v) => `\`${v}\``).join(', ')}.`,
    node.const !== undefined && `Constant: \`${node.const}\`.`,
    node.default !== undefined && `Default: \`${node.default}\`.`,
    node.constraints.length > 0 && `${node.constraints.join(', ')}.`,
    node.examples.length > 0 && `Example: ${node.examples.map((v) => `\`${v}\``).join(', ')}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function typeText(doc: ApiDocument, node: SchemaNode): string {
  const schemas = indexOf(doc).schemaByName;
  return typeParts(node)
    .map((part) => {
      const target = part.ref ? schemas.get(part.ref) : undefined;
      return target ? `[${part.text}](${markdownUrl(urls.schema(doc, target.slug))})` : part.text;
    })
    .join('');
}

function pushHtml(out: string[], html?: string) {
  const markdown = htmlToMarkdown(html);
  if (markdown) out.push(markdown, '');
}

/** Converted once per distinct description: pages repeat the same ones. */
const converted = new Map<string, string>();

export function htmlToMarkdown(html?: string): string {
  if (!html) return '';
  let markdown = converted.get(html);
  if (markdown === undefined) {
    markdown = toMarkdown(toMdast(fromHtml(html, { fragment: true })), { extensions: [gfmToMarkdown()] }).trim();
    converted.set(html, markdown);
  }
  return markdown;
}

function fence(code: string, lang: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();
}

function finish(lines: string[]): string {
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
