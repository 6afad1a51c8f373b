import { basename, extname } from 'node:path';
import type { ApiDocument, NamedSchema } from '../../model/model.ts';
import { descriptionOf } from './descriptions.ts';
import type { ResolvedDocument } from '../3-resolve/resolveDocument.ts';
import { SlugSet } from '../../shared/slug.ts';
import { navigationOf } from './navigation.ts';
import { resolveDocumentLinks } from './descriptionLinks.ts';
import { methodsOf } from '../../shared/httpMethods.ts';
import { operationsOf } from './operations.ts';
import { externalDocsOf } from './externalDocs.ts';
import { webhookItems } from './operationEntries.ts';
import { SchemaNormalizer } from './schemaNodes.ts';
import { schemaExample } from './examples.ts';
import { hidesTryIt } from './tryIt.ts';
import { stabilityNotesOf } from './lifecycle.ts';
import { securityOf, securitySchemesOf } from './security.ts';
import { serversOf } from './servers.ts';
import { asObject, stringOr } from '../../shared/rawValues.ts';

export interface NormalizeOptions {
  id: string;
  prefix: string;
  /** What the site calls the API when its document gives it no title (a version folder's name); else its file's name. */
  untitled?: string;
  /** The site configuration's try-it switch. */
  tryIt: boolean;
  /** The languages of generated code samples (site.config.json `codeSamples.languages`); cURL, JavaScript, Python. */
  sampleLanguages?: readonly string[];
  /** false: no examples and no generated samples — a comparison of versions reads the contract alone. */
  examples?: boolean;
}

/** The resolved (3.1, dereferenced) document turned into the version-free model. */
export function normalizeDocument(resolved: ResolvedDocument, options: NormalizeOptions): ApiDocument {
  const doc = resolved.data;
  const info = asObject(doc.info);
  const components = asObject(doc.components);
  const schemas = new SchemaNormalizer(asObject(components.schemas));
  const servers = serversOf(doc.servers);
  const securitySchemes = securitySchemesOf(components.securitySchemes);
  const security = Array.isArray(doc.security) ? securityOf(doc.security) : [];
  const context = {
    securitySchemes,
    security,
    schemas,
    slugs: new SlugSet(),
    servers,
    tryIt: options.tryIt && !hidesTryIt(doc),
    methods: methodsOf(resolved.sourceVersion),
    sampleLanguages: options.examples === false ? [] : options.sampleLanguages,
    examples: options.examples !== false,
    stabilityNotes: stabilityNotesOf(doc),
  };
  const operations = operationsOf(doc.paths, 'operation', context);
  const webhooks = operationsOf(webhookItems(doc), 'webhook', context);
  const { tags, navigation } = navigationOf(doc, [...operations, ...webhooks.filter((w) => w.tags.length)]);
  const schemaSlugs = new SlugSet();
  const namedSchemas: NamedSchema[] = Object.entries(asObject(components.schemas)).map(([name, schema]) => ({
    name,
    slug: schemaSlugs.take(name),
    schema: schemas.definition(schema),
    example: options.examples === false ? undefined : schemaExample(schema),
  }));
  const normalized: ApiDocument = {
    id: options.id,
    prefix: options.prefix,
    sourceFile: resolved.file,
    sourceVersion: resolved.sourceVersion,
    info: {
      // No title (GoDaddy's `title: ""`): the file's name, as the check's warning says, rather than an empty heading.
      title: String(info.title).trim() || options.untitled || basename(resolved.file, extname(resolved.file)),
      version: String(info.version),
      summary: stringOr(info.summary),
      description: descriptionOf(info.description),
      termsOfService: stringOr(info.termsOfService),
      contact: info.contact ? asObject(info.contact) : undefined,
      license: typeof asObject(info.license).name === 'string' ? (info.license as any) : undefined,
    },
    servers,
    securitySchemes,
    security,
    tags,
    navigation,
    operations,
    webhooks,
    schemas: namedSchemas,
    externalDocs: externalDocsOf(doc.externalDocs),
  };
  resolveDocumentLinks(normalized);
  return normalized;
}
