import type { ApiDocument, Description, MediaType, Operation, Parameter, Server } from '../../model/model.ts';
import { descriptionMarkdown, lineMarkdown } from '../descriptions.ts';
import {
  bodyFields,
  fieldTitle,
  mediaGroups,
  requestReading,
  responseReading,
  schemaOwnDescription,
  type FieldTree,
  type Reading,
} from '../fields.ts';
import { repeatedFields } from './repeatedFields.ts';
import { groupHeading, responseLayout, statusList } from '../responseGroups.ts';
import { examplePlaceLabel, exampleSets, isWebAddress, sharedExamples, type SharedExamples } from '../examplesPanel.ts';
import { sentenceParts } from '../strings/sentence.ts';
import { deprecationSentence } from '../lifecycleNotice.ts';
import {
  linkedOperation,
  needsNoAuthorization,
  ownServers,
  serversDescribed,
  parameterGroups,
  requirementsOf,
  securitySummary,
} from '../operationParts.ts';
import type { Strings } from '../strings/catalog.ts';
import { operationBadges } from '../changeLog.ts';
import { leadMarkup, operationTitle, titleIsPath, titleMarkup } from '../titles.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { code, fence, finish, heading, table } from '../markdownText.ts';
import { externalDocsMarkdown, factsText, fieldLines, titleText, typeMarkdown } from './schemaText.ts';
import { perTwinSet } from './perTwinSet.ts';

/**
 * An operation's or webhook's page as Markdown: the same parts in the same order as the page
 * (components/operation/Operation.astro), from the same presentation rules.
 */
export function operationMarkdown(strings: Strings, doc: ApiDocument, urls: SiteUrls, op: Operation): string {
  return finish(operationLines(strings, doc, urls, op, 1));
}

/** `level` is the title's heading level: 1 for the page, 3 for a callback inside it. */
function operationLines(strings: Strings, doc: ApiDocument, urls: SiteUrls, op: Operation, level: number): string[] {
  const words = strings.reference;
  const text = (description: Operation['description']) =>
    description ? [descriptionMarkdown(description, urls.twinLinks(doc)), ''] : [];
  // The summary's Markdown as the page renders it: the title's words, or the lead under it.
  const title = titleMarkup(op);
  const titleText = title ? lineMarkdown(title, urls.twinLinks(doc)) : operationTitle(op);
  const out: string[] = [heading(level, titleText), ''];
  // A title that is the method and path is not followed by them again, on the page either.
  if (!titleIsPath(op) || op.kind === 'webhook') out.push(code(`${op.method} ${op.path}`), '');
  out.push(...text(leadMarkup(op)));
  const facts = [
    op.operationId && `${words.operationId}: ${code(op.operationId)}`,
    op.stability && `${words.stability}: ${op.stability}`,
    level === 1 && op.tags.length > 0 && `${words.tags}: ${op.tags.join(', ')}`,
    ...(level === 1 ? operationBadges(strings, doc, op).map((badge) => badge.text) : []),
  ].filter(Boolean);
  if (facts.length) out.push(facts.join(' · '), '');
  if (op.deprecated)
    out.push(
      `> **${strings.lifecycle.deprecated}** ${deprecationSentence(strings, op)
        .map((part) => part.text)
        .join('')}`,
      '',
    );
  if (op.stabilityNote) out.push(`> ${lineMarkdown(op.stabilityNote, urls.twinLinks(doc))}`, '');
  out.push(...text(op.description));
  if (op.externalDocs) out.push(externalDocsMarkdown(strings, op.externalDocs), '');

  const section = (title: string) => out.push(heading(level + 1, title), '');
  // The page shows an example that repeats one before it as "Same as …": the twin says the same.
  const shared = sharedExamples(exampleSets(op));
  const requirements = requirementsOf(doc, op);
  if (requirements.length) {
    const schemes = new Map(doc.securitySchemes.map((scheme) => [scheme.key, scheme]));
    section(words.authorization);
    for (const alternative of requirements) {
      const items = alternative.map(({ scheme, scopes }) => {
        const found = schemes.get(scheme);
        const summary = found && securitySummary(strings, found);
        return `${code(scheme)}${summary ? ` (${summary})` : ''}${scopes.length ? ` ${words.scopes}: ${scopes.join(', ')}` : ''}`;
      });
      out.push(`- ${items.join(words.and) || words.none}`);
    }
    out.push('');
  }
  if (needsNoAuthorization(doc, op)) out.push(words.noAuthorization, '');
  const servers = ownServers(doc, op);
  if (servers) out.push(...serverLines(strings, doc, urls, servers));

  if (op.parameters.length) {
    section(words.parameters);
    for (const group of parameterGroups(strings, op).filter((g) => g.parameters.length)) {
      out.push(heading(level + 2, group.title), '', parameterTable(strings, doc, urls, group.parameters), '');
    }
  }
  if (op.requestBody) {
    section(`${words.requestBody}${op.requestBody.required ? ` (${words.required})` : ''}`);
    out.push(...text(op.requestBody.description));
    const { content, description } = op.requestBody;
    out.push(...bodyLines(strings, doc, urls, content, description, shared, requestReading(op, level > 1)));
  }
  if (op.responses.length) {
    section(words.responses);
    // As the page groups them: statuses that answer alike once, with each status's own description.
    const layout = responseLayout(strings, doc, op.responses);
    for (const { statuses, headers } of layout.sharedHeaders)
      out.push(`${words.headersOf(statusList(statuses))}:`, '', parameterTable(strings, doc, urls, headers), '');
    for (const group of layout.groups) {
      const [first] = group.responses;
      out.push(heading(level + 2, groupHeading(group)), '');
      if (group.responses.length === 1) out.push(...text(first.description));
      else {
        for (const response of group.responses) {
          const about = response.description ? descriptionMarkdown(response.description, urls.twinLinks(doc)) : '';
          out.push(`- **${response.status}**${about ? `: ${about.replace(/\n/g, '\n  ')}` : ''}`);
        }
        out.push('');
      }
      if (group.headers.length)
        out.push(`${words.headers}:`, '', parameterTable(strings, doc, urls, group.headers), '');
      // The examples of each status, as the page's examples beside the fields show them (a repeat says "Same as").
      const status = group.responses.length > 1 ? first.status : undefined;
      const reading = responseReading(op, level > 1);
      out.push(...bodyLines(strings, doc, urls, group.content, first.description, shared, reading, status));
      for (const response of group.responses.slice(1))
        for (const media of response.content) out.push(...exampleLines(strings, media, shared, response.status));
      if (first.links.length) {
        out.push(words.links, '');
        for (const link of first.links) {
          const target = linkedOperation(doc, link);
          const to = target ? ` → [${operationTitle(target)}](${markdownUrl(urls.operation(doc, target))})` : '';
          const parameters = link.parameters.map((p) => `${code(p.name)} = ${code(p.value)}`).join(', ');
          const about = link.description ? `: ${lineMarkdown(link.description, urls.twinLinks(doc))}` : '';
          out.push(`- ${code(link.name)}${to}${parameters ? ` ${words.with} ${parameters}` : ''}${about}`);
        }
        out.push('');
      }
    }
  }
  for (const callback of op.callbacks) {
    section(`${words.callback} ${code(callback.name)}`);
    for (const inner of callback.operations) out.push(...operationLines(strings, doc, urls, inner, level + 2), '');
  }
  if (level === 1 && op.codeSamples.length) {
    section(words.codeSamples);
    for (const sample of op.codeSamples) {
      const example = sample.example ? ` — ${sample.example}` : '';
      out.push(`${sample.label}${sample.generated ? ` (${words.generated})` : ''}${example}:`, '');
      out.push(fence(sample.source, sample.grammar === 'text' ? '' : sample.grammar), '');
    }
  }
  return out;
}

function parameterTable(strings: Strings, doc: ApiDocument, urls: SiteUrls, parameters: Parameter[]): string {
  const words = strings.reference;
  const rows = parameters.map((p) => {
    const flags = [p.required ? words.required : words.optional, p.deprecated && words.deprecatedFlag].filter(Boolean);
    const description = p.description ? descriptionMarkdown(p.description, urls.twinLinks(doc)) : '';
    const title = fieldTitle(p.name, p.schema, p.description);
    return [
      `${code(p.name)} (${flags.join(', ')})`,
      typeMarkdown(strings, doc, urls, p.schema),
      [
        title && titleText(title),
        description,
        p.schema.externalDocs && externalDocsMarkdown(strings, p.schema.externalDocs),
        factsText(strings, urls.twinLinks(doc), p.schema, p.examples),
      ]
        .filter(Boolean)
        .join(' '),
    ];
  });
  return table([words.name, words.typeColumn, words.description], rows);
}

/** An operation's own servers as its page shows them: on one line, or listed with what the document says of them. */
function serverLines(strings: Strings, doc: ApiDocument, urls: SiteUrls, servers: Server[]): string[] {
  const words = strings.reference;
  const label = servers.length === 1 ? words.server : words.servers;
  if (!serversDescribed(servers)) return [`${label}: ${servers.map((s) => code(s.url)).join(', ')}`, ''];
  const lines = servers.flatMap((server) => {
    const about = server.description ? ` — ${lineMarkdown(server.description, urls.twinLinks(doc))}` : '';
    return [
      `- ${code(server.url)}${about}`,
      ...server.variables.map((v) => {
        const values = v.enum ? ` (${words.oneOfValues} ${v.enum.join(', ')})` : '';
        return `  - ${code(`{${v.name}}`)} ${words.variableDefault} ${code(v.default)}${values}${v.description ? ` — ${v.description}` : ''}`;
      }),
    ];
  });
  return [`${label}:`, '', ...lines, ''];
}

/**
 * A body as the page shows it: one field list for the media types that share a schema, after what the schema says
 * of itself beyond the body's `described`, then every example.
 */
function bodyLines(
  strings: Strings,
  doc: ApiDocument,
  urls: SiteUrls,
  content: MediaType[],
  described: Description | undefined,
  shared: SharedExamples,
  reading: Reading,
  status?: string,
): string[] {
  const words = strings.reference;
  const out: string[] = [];
  for (const group of mediaGroups(content)) {
    const schema = group[0].schema;
    const types = group.map((media) => code(media.mediaType)).join(', ');
    out.push(
      `${words.contentType} ${types}${schema ? ` — ${words.schema} ${typeMarkdown(strings, doc, urls, schema)}` : ''}`,
      '',
    );
    const own = schema && schemaOwnDescription(described, schema);
    if (own) out.push(descriptionMarkdown(own, urls.twinLinks(doc)), '');
    const tree = schema && bodyFields(doc, schema, reading);
    const fields = tree && bodyFieldText(strings, doc, urls, tree);
    if (fields) out.push(fields, '');
  }
  for (const media of content) out.push(...exampleLines(strings, media, shared, status));
  return out;
}

/**
 * A body's field list as one text, once for each set of twins: a body's tree is shared by every operation that
 * sends or answers the same model (fields.ts), as Graph's thousands do.
 */
const bodyFieldText = perTwinSet((strings, doc, urls, tree: FieldTree) =>
  fieldLines(strings, doc, urls, tree, 0, false, { repeats: repeatedFields(doc, tree) }).join('\n'),
);

/**
 * A media type's examples, each fenced in its own language (XML as XML), generated ones said so; in a group of
 * statuses, each says its status.
 */
function exampleLines(strings: Strings, media: MediaType, shared: SharedExamples, status?: string): string[] {
  const words = strings.reference;
  return media.examples.flatMap((example) => {
    const name = example.name === undefined ? '' : ` "${example.name}"`;
    const generated = example.generated ? ` (${strings.fields.generatedExample})` : '';
    const label = `${words.example}${name}, ${status ? `${status} · ` : ''}${code(media.mediaType)}${generated}:`;
    if (example.external !== undefined) {
      const at = sentenceParts(strings.fields.externalExample, { address: example.external });
      const address = (text: string) => (isWebAddress(text) ? `<${text}>` : code(text));
      return [`${label} ${at.map((part) => (part.slot ? address(part.text) : part.text)).join('')}.`, ''];
    }
    const place = shared.repeats.get(example);
    if (place) {
      const same = sentenceParts(strings.fields.sameExample, { example: examplePlaceLabel(strings, place) });
      return [`${label} ${same.map((part) => (part.slot ? code(part.text) : part.text)).join('')}.`, ''];
    }
    return [label, '', fence(example.value, example.grammar === 'text' ? '' : example.grammar), ''];
  });
}
