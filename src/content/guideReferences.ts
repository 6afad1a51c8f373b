import { latestDocuments } from '../model/apiVersions.ts';
import type { ApiDocument, Site } from '../model/model.ts';
import { closestName } from '../shared/closestName.ts';

/** What an MDX guide may embed from the reference: an operation's card, a model's fields, a code sample. */
export const EMBEDS = ['Operation', 'Schema', 'Sample'] as const;
export type Embed = (typeof EMBEDS)[number];

/** One embed as written in a guide: `<Operation id="getPet" />`, with its place. */
export interface EmbedTag {
  embed: Embed;
  attributes: Record<string, string>;
  line: number;
  column: number;
  /** The tag as written. */
  source: string;
}

const TAG = new RegExp(`<(${EMBEDS.join('|')})\\b([^>]*?)\\/?>`, 'g');
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

/** Every embed of a guide's text, in order. */
export function embedsIn(text: string): EmbedTag[] {
  return [...text.matchAll(TAG)].map((match) => {
    const before = text.slice(0, match.index).split('\n');
    return {
      embed: match[1] as Embed,
      attributes: Object.fromEntries([...match[2].matchAll(ATTRIBUTE)].map((pair) => [pair[1], pair[2]])),
      line: before.length,
      column: before[before.length - 1].length + 1,
      source: match[0],
    };
  });
}

/** The document an embed reads: its `api`, else the guide's `document`, else the site's only one. */
export function embedDocument(site: Site, api: string | undefined, guideDocument: string | undefined) {
  const id = api ?? guideDocument;
  if (id) return site.documents.find((doc) => doc.id === id);
  const apis = latestDocuments(site);
  return apis.length === 1 ? apis[0] : undefined;
}

/** What an embed shows, found in the model, or why it cannot be. */
export function resolveEmbed(
  site: Site,
  tag: Pick<EmbedTag, 'embed' | 'attributes'>,
  guideDocument?: string,
): { doc: ApiDocument; found: unknown } | { problem: string } {
  const doc = embedDocument(site, tag.attributes.api, guideDocument);
  if (!doc) {
    const ids = latestDocuments(site)
      .map((d) => d.id)
      .join(', ');
    return { problem: `name the API it is from with api="…" (one of ${ids})` };
  }
  if (tag.embed === 'Schema') {
    const name = tag.attributes.name;
    const found = doc.schemas.find((schema) => schema.name === name);
    if (found) return { doc, found };
    const hint = closestName(
      name ?? '',
      doc.schemas.map((schema) => schema.name),
    );
    return { problem: `${doc.id} has no model "${name}"${hint ? ` (did you mean "${hint}"?)` : ''}` };
  }
  const id = tag.attributes.id;
  const operations = [...doc.operations, ...doc.webhooks];
  const found = operations.find((op) => op.operationId === id || op.slug === id);
  if (!found) {
    const hint = closestName(
      id ?? '',
      operations.flatMap((op) => (op.operationId ? [op.operationId] : [])),
    );
    return { problem: `${doc.id} has no operation "${id}"${hint ? ` (did you mean "${hint}"?)` : ''}` };
  }
  if (tag.embed === 'Sample') {
    const lang = tag.attributes.lang;
    const sample = lang ? found.codeSamples.find((s) => s.lang === lang || s.label === lang) : found.codeSamples[0];
    if (!sample) {
      const langs = found.codeSamples.map((s) => s.label).join(', ') || 'none';
      return {
        problem: `${found.operationId ?? found.slug} has no ${lang ? `"${lang}" ` : ''}code sample (it has: ${langs})`,
      };
    }
    return { doc, found: { operation: found, sample } };
  }
  return { doc, found };
}
