import type { ApiDocument, Example, MediaType, Parameter, Response, SchemaNode } from '../model/model.ts';
import type { Strings } from './strings/catalog.ts';
import { typeText } from './typeParts.ts';
import { sha256Base64 } from '../shared/digest.ts';

/**
 * An operation's responses as a page and its twin show them: statuses whose bodies (media types, schemas and
 * examples) and headers are the same form one group, shown once ("400 · 401 · 404 — Problem"), and a header
 * several groups send is shown once above them. The group of the first success is open, the others folded.
 */
export interface ResponseLayout {
  /** Headers sent alike by several groups, by the statuses that send them. */
  sharedHeaders: { statuses: string[]; headers: Parameter[] }[];
  groups: ResponseGroup[];
}

export interface ResponseGroup {
  /** The statuses it holds, in the document's order; the first one's id prefixes the group's field ids. */
  responses: Response[];
  /** Its headers, those shown in `sharedHeaders` left out. */
  headers: Parameter[];
  content: MediaType[];
  /** What its body is, when a name says it: the named schema, its title, or an array of a named schema. */
  name?: string;
  open: boolean;
}

/** One set of keys a document: a schema many operations answer with is read once, not once a page. */
const keysByDocument = new WeakMap<ApiDocument, Keys>();

export function responseLayout(strings: Strings, doc: ApiDocument, responses: Response[]): ResponseLayout {
  let keys = keysByDocument.get(doc);
  if (!keys) keysByDocument.set(doc, (keys = new Keys()));
  const byKey = new Map<string, Response[]>();
  for (const response of responses) {
    // A response with links says something of its own: it is never merged.
    const key = response.links.length ? `links ${response.status}` : keys.response(response);
    const group = byKey.get(key);
    if (group) group.push(response);
    else byKey.set(key, [response]);
  }
  const groups = [...byKey.values()];
  const shared = sharedHeaders(responses, groups, keys);
  const sharedKeys = new Set(shared.flatMap((entry) => entry.headers.map((header) => keys.header(header))));
  const success = groups.findIndex((group) => group.some((response) => response.status.startsWith('2')));
  return {
    sharedHeaders: shared,
    groups: groups.map((group, index) => ({
      responses: group,
      headers: group[0].headers.filter((header) => !sharedKeys.has(keys.header(header))),
      content: group[0].content,
      name: bodyName(strings, group[0].content),
      open: index === Math.max(success, 0),
    })),
  };
}

/** The statuses of a group as its heading writes them: `400 · 401 · 404`. */
export const statusList = (statuses: string[]): string => statuses.join(' · ');

/** A group's heading: its statuses, then what its body is (`400 · 404 — Problem`). */
export const groupHeading = (group: ResponseGroup): string =>
  `${statusList(group.responses.map((response) => response.status))}${group.name ? ` — ${group.name}` : ''}`;

/**
 * Headers that two or more groups send alike (a rate limit's on every response): each shown once, under the
 * statuses that send it; headers sent by the same statuses share one table.
 */
function sharedHeaders(responses: Response[], groups: Response[][], keys: Keys): ResponseLayout['sharedHeaders'] {
  const senders = new Map<number, { header: Parameter; groups: Response[][] }>();
  for (const group of groups)
    for (const header of group[0].headers) {
      const key = keys.header(header);
      const entry = senders.get(key) ?? senders.set(key, { header, groups: [] }).get(key)!;
      entry.groups.push(group);
    }
  const tables = new Map<string, { statuses: string[]; headers: Parameter[] }>();
  for (const { header, groups: sending } of senders.values()) {
    if (sending.length < 2) continue;
    const statuses = responses
      .filter((response) => sending.some((group) => group.includes(response)))
      .map((response) => response.status);
    const key = statuses.join('\n');
    const table = tables.get(key) ?? tables.set(key, { statuses, headers: [] }).get(key)!;
    table.headers.push(header);
  }
  return [...tables.values()];
}

function bodyName(strings: Strings, content: MediaType[]): string | undefined {
  const schema = content[0]?.schema;
  if (!schema) return undefined;
  if (schema.ref || schema.title) return schema.ref ?? schema.title;
  return schema.items?.ref ? typeText(strings, schema) : undefined;
}

/**
 * Keys that are equal exactly when what a page shows is: a schema's key is made of its own facts and its
 * children's keys, each distinct key numbered once, so a schema used in many places is read once.
 */
class Keys {
  /** Each distinct key's number, by a digest of the key: keys spell out examples, which the model holds already. */
  private readonly numbers = new Map<string, number>();
  /** Each schema's, media type's and header's number, made once: pages ask again for every response. */
  private readonly numbered = new WeakMap<object, number>();
  private readonly objects = new WeakMap<object, number>();
  private objectCount = 0;

  response(response: Response): string {
    const headers = response.headers.map((header) => this.header(header)).join(',');
    const content = response.content.map((media) => this.media(media)).join(',');
    return `${headers}|${content}`;
  }

  header(header: Parameter): number {
    return this.numberOf(header, ({ name, required, deprecated, description, schema, examples }) => [
      name,
      required,
      deprecated,
      this.identity(description),
      this.schema(schema),
      examples,
    ]);
  }

  private media(media: MediaType): number {
    return this.numberOf(media, ({ mediaType, schema, examples }) => [
      mediaType,
      schema && this.schema(schema),
      examples.map((example: Example) => [
        example.name,
        example.value,
        example.external,
        example.grammar,
        example.generated,
      ]),
    ]);
  }

  private schema(node: SchemaNode): number {
    return this.numberOf(node, () => Object.entries(node).map(([name, value]) => [name, this.fact(value)]));
  }

  /** A schema's fact as its key spells it: a nested schema by its number, a description by its identity. */
  private fact(value: unknown): unknown {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => this.fact(item));
    if ('types' in value && 'properties' in value) return `#${this.schema(value as SchemaNode)}`;
    // Descriptions are parsed once a text (4-normalize/descriptions.ts): the same text is the same object.
    if ('tree' in value) return `d${this.identity(value)}`;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, this.fact(inner)]));
  }

  private numberOf<T extends object>(value: T, facts: (value: T) => unknown): number {
    let known = this.numbered.get(value);
    if (known === undefined) this.numbered.set(value, (known = this.number(JSON.stringify(facts(value)))));
    return known;
  }

  private identity(value: object | undefined): number | undefined {
    if (value === undefined) return undefined;
    let known = this.objects.get(value);
    if (known === undefined) this.objects.set(value, (known = ++this.objectCount));
    return known;
  }

  private number(key: string): number {
    const digest = sha256Base64(key);
    let known = this.numbers.get(digest);
    if (known === undefined) this.numbers.set(digest, (known = this.numbers.size));
    return known;
  }
}
