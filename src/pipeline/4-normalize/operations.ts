import type {
  MediaType,
  Operation,
  Parameter,
  RequestBody,
  Response,
  ResponseLink,
  SecurityRequirement,
  SecurityScheme,
  Server,
} from '../../model/model.ts';
import { descriptionOf, plainText } from './descriptions.ts';
import { SlugSet } from '../../shared/slug.ts';
import { codeSamplesOf } from './codeSamples.ts';
import { type Direction, type ExampleValue, exampleValues, shownExample } from './examples.ts';
import { lifecycleOf, type StabilityNotes } from './lifecycle.ts';
import { decodePointer } from '../../shared/jsonPointer.ts';
import { SchemaNormalizer } from './schemaNodes.ts';
import { securityOf } from './security.ts';
import { serversOf } from './servers.ts';
import { generatedSamples, type RequestShape } from './generatedSamples.ts';
import { DEFAULT_SAMPLE_LANGUAGES, sampleLanguage } from '../../config/sampleLanguages.ts';
import { tryItEnabled } from './tryIt.ts';
import { type Raw, asObject, display, stringOr } from '../../shared/rawValues.ts';
import { externalDocsOf } from './externalDocs.ts';
import { operationEntries } from './operationEntries.ts';

export interface OperationContext {
  schemas: SchemaNormalizer;
  slugs: SlugSet;
  servers: Server[];
  /** false when the document root or the site configuration switches try-it off. */
  tryIt: boolean;
  /** HTTP methods a path item may hold: `query` exists from OpenAPI 3.2 on. */
  methods?: readonly string[];
  securitySchemes?: SecurityScheme[];
  /** The document's requirements, for operations without their own. */
  security?: SecurityRequirement[];
  /** The languages of generated code samples (site.config.json `codeSamples.languages`). */
  sampleLanguages?: readonly string[];
  /** false when nothing will show examples (a comparison of versions): none are made. */
  examples?: boolean;
  /** Set for a callback's operations: the API sends their requests, as it sends a webhook's. */
  sentByApi?: boolean;
  /** What the document says of each stability (lifecycle.ts). */
  stabilityNotes?: StabilityNotes;
}

/** Every operation of a `paths`-like map (paths, webhooks, a callback), in document order. */
export function operationsOf(pathItems: unknown, kind: Operation['kind'], context: OperationContext): Operation[] {
  return operationEntries(pathItems, kind, context.methods).map(({ path, method, op, pathItem }) =>
    operationOf(path, method, op, pathItem, kind, context),
  );
}

function operationOf(
  path: string,
  method: string,
  op: Raw,
  pathItem: Raw,
  kind: Operation['kind'],
  context: OperationContext,
): Operation {
  const servers = op.servers ? serversOf(op.servers) : pathItem.servers ? serversOf(pathItem.servers) : context.servers;
  const rawParameters = mergeParameters(pathItem.parameters, op.parameters);
  const parameters = rawParameters.map((p) => parameterOf(p, context));
  // A request the API sends (a webhook's, a callback's) carries its read-only fields and none write-only; the
  // reader's answer to it is the other way round.
  const sentByApi = kind === 'webhook' || context.sentByApi;
  const direction = sentByApi ? 'response' : 'request';
  const body = op.requestBody ? requestBodyOf(asObject(op.requestBody), direction, context) : undefined;
  const ownSecurity = Array.isArray(op.security) ? securityOf(op.security) : undefined;
  const ownSamples = codeSamplesOf(op);
  // x-codeSamples first; the configured languages they do not cover follow. A webhook is a request the API
  // sends: there is no call of the reader's to generate.
  const covered = new Set<string | undefined>(ownSamples.map((sample) => sampleLanguage(sample.lang)?.name));
  const languages = (context.sampleLanguages ?? DEFAULT_SAMPLE_LANGUAGES).filter((name) => !covered.has(name));
  const request = {
    method,
    path,
    servers,
    parameters: parameters.map((p, i) => ({ ...p, rawSchema: rawParameters[i].schema })),
    credentials: credentialsOf(ownSecurity ?? context.security ?? [], context.securitySchemes ?? []),
  };
  const codeSamples =
    kind === 'webhook' || !languages.length
      ? ownSamples
      : [
          ...ownSamples,
          ...(body?.sent ?? [{}]).flatMap(({ body, example }) =>
            generatedSamples({ ...request, body }, languages, example),
          ),
        ];
  const identity = stringOr(op.operationId) ?? `${method}-${path}`;
  // A path's summary and description apply to its operations (OpenAPI's Path Item): those without their own.
  const summary = op.summary || pathItem.summary;
  const description = op.description || pathItem.description;
  return {
    kind,
    slug: context.slugs.take(identity),
    method: method.toUpperCase(),
    path,
    operationId: stringOr(op.operationId),
    ...summaryOf(summary),
    // A description that is the summary again, word for word, is said once: as the title.
    description: sameText(description, summary) ? undefined : descriptionOf(description),
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    parameters,
    requestBody: body?.requestBody,
    responses: Object.entries(asObject(op.responses)).map(([status, r]) =>
      responseOf(status, asObject(r), sentByApi ? 'request' : 'response', context),
    ),
    security: ownSecurity,
    servers,
    callbacks: Object.entries(asObject(op.callbacks)).map(([name, callback]) => ({
      name,
      // The API sends a callback, as it sends a webhook: no try-it, and no call of the reader's to generate.
      operations: operationsOf(callback, 'operation', {
        ...context,
        tryIt: false,
        sampleLanguages: [],
        sentByApi: true,
      }),
    })),
    codeSamples,
    tryIt: tryItEnabled(op, kind, context.tryIt),
    externalDocs: externalDocsOf(op.externalDocs),
    ...lifecycleOf(op, context.stabilityNotes),
  };
}

/** The credentials of the first way to authorize an operation, for its generated samples. */
function credentialsOf(security: SecurityRequirement[], schemes: SecurityScheme[]) {
  const byKey = new Map(schemes.map((scheme) => [scheme.key, scheme]));
  return (security[0] ?? []).flatMap(({ scheme }) => byKey.get(scheme)?.credential ?? []);
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
function mergeParameters(pathLevel: unknown, operationLevel: unknown): Raw[] {
  const own = (Array.isArray(operationLevel) ? operationLevel : []).map(asObject);
  const key = (p: Raw) => `${p.in}:${p.name}`;
  const ownKeys = new Set(own.map(key));
  const inherited = (Array.isArray(pathLevel) ? pathLevel : []).map(asObject).filter((p) => !ownKeys.has(key(p)));
  return [...inherited, ...own].filter((p) => typeof p.name === 'string' && p.in !== 'body' && p.in !== 'formData');
}

function parameterOf(raw: Raw, context: OperationContext): Parameter {
  const location = ['path', 'query', 'header', 'cookie'].includes(raw.in) ? raw.in : 'query';
  const schema = raw.schema ?? Object.values(asObject(raw.content)).map((m) => asObject(m).schema)[0];
  return {
    name: raw.name,
    in: location,
    required: location === 'path' || raw.required === true,
    deprecated: raw.deprecated === true,
    // A parameter described only by its schema (Azure's shared parameters) says it there.
    description: descriptionOf(raw.description || asObject(schema).description),
    schema: context.schemas.node(schema ?? {}),
    examples: parameterExamples(raw),
  };
}

/** A parameter's own examples: `example`, or the values of its named `examples` (where the 3.1 upgrade moves it). */
function parameterExamples(raw: Raw): string[] {
  if (raw.example !== undefined) return [display(raw.example)];
  return Object.values(asObject(raw.examples)).flatMap((example) => {
    const { value } = asObject(example);
    return value === undefined ? [] : [display(value)];
  });
}

/**
 * A request body, and the bodies generated samples send: the first media type's examples as the page shows them,
 * one set of samples per named example (they follow the reader's choice), else the one example shown.
 */
function requestBodyOf(
  raw: Raw,
  direction: Direction,
  context: OperationContext,
): { requestBody: RequestBody; sent: SentBody[] } {
  const content = Object.entries(asObject(raw.content));
  const values = content.map(([, media]) => examplesFor(asObject(media), direction, context));
  const requestBody = {
    required: raw.required === true,
    description: descriptionOf(raw.description),
    content: content.map(([mediaType, media], i) => mediaTypeOf(mediaType, asObject(media), values[i], context)),
  };
  if (!content.length) return { requestBody, sent: [{}] };
  const [mediaType, media] = [content[0][0], asObject(content[0][1])];
  const sent = values[0].filter((example) => example.value !== undefined);
  const bodyOf = (example?: ExampleValue) => ({ mediaType, schema: media.schema, example: example?.value });
  if (sent.length > 1) return { requestBody, sent: sent.map((e) => ({ body: bodyOf(e), example: e.name })) };
  return { requestBody, sent: [{ body: bodyOf(sent[0]) }] };
}

/**
 * The summary parsed as Markdown once (a title or lead renders it) and its words without the Markdown, which
 * navigation, search and the window's title show.
 */
function summaryOf(raw: unknown): Pick<Operation, 'summary' | 'summaryMarkup'> {
  const summaryMarkup = descriptionOf(stringOr(raw)?.trim());
  return { summary: summaryMarkup && plainText(summaryMarkup), summaryMarkup };
}

const sameText = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim() === b.trim();

type SentBody = { body?: RequestShape['body']; example?: string };

function responseOf(status: string, raw: Raw, direction: Direction, context: OperationContext): Response {
  return {
    status,
    description: descriptionOf(raw.description),
    headers: Object.entries(asObject(raw.headers)).map(([name, header]) =>
      parameterOf({ ...asObject(header), name, in: 'header' }, context),
    ),
    content: Object.entries(asObject(raw.content)).map(([mediaType, media]) =>
      mediaTypeOf(mediaType, asObject(media), examplesFor(asObject(media), direction, context), context),
    ),
    links: Object.entries(asObject(raw.links)).map(([name, link]) => linkOf(name, asObject(link))),
  };
}

/** A response link; `operationRef` (`#/paths/~1pets~1{petId}/get`) becomes the `METHOD path` it names. */
function linkOf(name: string, link: Raw): ResponseLink {
  const ref = stringOr(link.operationRef);
  const local = ref && /^#\/(paths|webhooks)\/([^/]+)\/([a-z]+)$/.exec(ref);
  const operationKey = local ? `${local[3].toUpperCase()} ${decodePointer(`/${local[2]}`)[0]}` : undefined;
  return {
    name,
    operationId: stringOr(link.operationId),
    operationKey,
    description: descriptionOf(link.description),
    parameters: Object.entries(asObject(link.parameters)).map(([parameter, value]) => ({
      name: parameter,
      value: display(value),
    })),
  };
}

function mediaTypeOf(mediaType: string, media: Raw, values: ExampleValue[], context: OperationContext): MediaType {
  return {
    mediaType,
    schema: media.schema ? context.schemas.node(media.schema) : undefined,
    examples: context.examples === false ? [] : values.map((value) => shownExample(value, media.schema, mediaType)),
  };
}

/** A body's examples, made only when something will show them. */
const examplesFor = (media: Raw, direction: Direction, context: OperationContext): ExampleValue[] =>
  context.examples === false ? [] : exampleValues(media, media.schema, direction);
