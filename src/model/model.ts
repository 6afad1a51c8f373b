import type { Root } from 'hast';
import type { SiteConfig } from '../config/siteConfigSchema.ts';
import type { Release } from './changes.ts';

/**
 * The one typed, version-free model every component renders. OpenAPI 2.0/3.0/3.1 differences and vendor
 * extensions end in `src/pipeline/4-normalize`; nothing after it reads raw OpenAPI. The model holds no URL: a
 * link to a page of the site is a LinkTarget, made into a URL where it is rendered (src/presentation/urls.ts).
 */

/** Every document of the site, with the site's configuration. */
export interface Site {
  config: SiteConfig;
  documents: ApiDocument[];
}

/** A page of one document's reference that a link leads to. */
export interface LinkTarget {
  kind: 'operation' | 'webhook' | 'tag' | 'schema';
  slug: string;
}

/**
 * A Markdown text of the document (CommonMark + GFM, with its HTML), parsed once into a sanitized tree that pages
 * render to HTML and twins to Markdown. Links to pages of the site carry their LinkTarget in `data.target`.
 */
export interface Description {
  tree: Root;
  /** True when some link of the tree carries `data.fragment` (before resolution) or `data.target` (after). */
  links: boolean;
  /** The text itself, when it is one line of words that Markdown reads as they stand: its own Markdown. */
  words?: string;
}

declare module 'hast' {
  interface ElementData {
    /** A fragment link as the document writes it (`operation/getPet`), until resolved to a target. */
    fragment?: string;
    target?: LinkTarget;
  }
}

export interface ApiDocument {
  /** URL prefix ('' for a site with one document, else the file name's slug). */
  prefix: string;
  /** Slug of the source file name (of the version folder for its latest version), unique across the site. */
  id: string;
  /** For one of several versions of an API kept side by side (`openapi/billing/2.0.0.yaml`): which one. */
  version?: ApiVersion;
  sourceFile: string;
  /** OpenAPI version as written in the source (`2.0`, `3.0.3`, `3.1.0`...). */
  sourceVersion: string;
  info: Info;
  servers: Server[];
  securitySchemes: SecurityScheme[];
  /** Security requirements that apply to every operation without its own. */
  security: SecurityRequirement[];
  tags: Tag[];
  navigation: NavGroup[];
  operations: Operation[];
  webhooks: Operation[];
  schemas: NamedSchema[];
  externalDocs?: ExternalDocs;
  /** Its changelog, newest first: from git history (`changes.git`) or from versions kept side by side. */
  releases?: Release[];
}

/** One version of an API among its others: the latest is served at the API's usual URLs, older ones under `v/<name>/`. */
export interface ApiVersion {
  /** The API's id (the folder's slug), shared by its versions. */
  api: string;
  /** The version as its file's name writes it, without a leading `v` (`1.4`, `2.1.0`): URLs and words show it. */
  name: string;
  latest: boolean;
}

export interface Info {
  title: string;
  version: string;
  summary?: string;
  description?: Description;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
}

export interface Server {
  url: string;
  description?: Description;
  variables: { name: string; default: string; enum?: string[]; description?: string }[];
}

export interface SecurityScheme {
  key: string;
  /** Unique among the document's schemes: keys that differ in case alone (`BearerAuth`, `bearerAuth`) slug alike. */
  slug: string;
  type: string;
  description?: Description;
  /** An API key's location and name (`in: header`, `name: X-Key`), as written. */
  apiKey?: { in: string; name: string };
  /** The HTTP authentication scheme (`bearer`, `basic`…), lower case, and its bearer format (`JWT`). */
  http?: { scheme: string; bearerFormat?: string };
  openIdConnectUrl?: string;
  /** OAuth 2.0 flows with their URLs and scopes (empty for other types). */
  flows?: OAuthFlow[];
  /** Where a request carries the credential, with a placeholder value (none for mutual TLS). */
  credential?: { in: 'header' | 'query' | 'cookie'; name: string; placeholder: string };
}

export interface OAuthFlow {
  /** `authorizationCode`, `clientCredentials`, `implicit`, `password`, `deviceAuthorization`. */
  type: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: { name: string; description: string }[];
}

/** Alternatives (any one suffices); each maps scheme keys to scopes. */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];

export interface ExternalDocs {
  url: string;
  description?: string;
}

export interface Tag {
  name: string;
  displayName: string;
  slug: string;
  description?: Description;
  externalDocs?: ExternalDocs;
  /** Operation slugs, in document order. */
  operations: string[];
  /**
   * True when the document has no such tag: the generator named it after the operations' first path segment
   * (documents without tags). It carries no contract attribute (`data-nav-tag` is for the document's tags).
   */
  generated?: boolean;
}

/** A navigation group: an `x-tagGroups` entry or a tag with no operations of its own. */
export interface NavGroup {
  /** The group's name as the document writes it ('' for a generated group). */
  name: string;
  /** Names of the tags in this group that carry operations (or, in a group of `webhooks`, webhooks). */
  tags: string[];
  /**
   * The group's tags hold webhooks alone: it is the navigation's webhooks section, under the document's name, and
   * lists their webhooks. (A tag of webhooks alone is in no other group.)
   */
  webhooks?: true;
  /**
   * Set when the generator made this group up: every tag of a document without groups (`reference`), or the tags
   * no group lists (`other`). Not an `x-tagGroups` entry nor a tag of the document: no `data-nav-group`.
   */
  generated?: 'reference' | 'other';
}

export type Lifecycle = {
  deprecated: boolean;
  /** YYYY-MM-DD, when the document gives one. */
  sunset?: string;
  /** Lower case, as written for `x-stability`; normalized for vendor aliases. */
  stability?: string;
  /** What the document says of that stability, when not stable (Twilio's `x-maturity` list: "a Beta product…"). */
  stabilityNote?: Description;
};

export interface CodeSample {
  /** `lang` as written in the document (or the generator's language name). */
  lang: string;
  label: string;
  source: string;
  /** The shiki grammar to highlight with; 'text' when unknown. */
  grammar: string;
  generated: boolean;
  /** The named request example this generated sample sends, when the document names its request examples. */
  example?: string;
}

export interface Operation extends Lifecycle {
  kind: 'operation' | 'webhook';
  slug: string;
  method: string;
  /** The `paths` key exactly as written (or the webhook's name). */
  path: string;
  operationId?: string;
  summary?: string;
  /** The summary parsed as descriptions are: the page's title or lead renders it, the twin writes it; `summary` is its words. */
  summaryMarkup?: Description;
  description?: Description;
  tags: string[];
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Response[];
  /** undefined: the document-wide requirements apply; []: explicitly none. */
  security?: SecurityRequirement[];
  servers: Server[];
  callbacks: { name: string; operations: Operation[] }[];
  codeSamples: CodeSample[];
  tryIt: boolean;
  externalDocs?: ExternalDocs;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: Description;
  schema: SchemaNode;
  /** The parameter's own examples (`example`, the values of `examples`), as written; its schema's are the schema's. */
  examples: string[];
}

export interface MediaType {
  mediaType: string;
  schema?: SchemaNode;
  /** Pretty-printed examples, from `example`, `examples` (named) or the schema. */
  examples: Example[];
}

/** The last line of an example cut at the model's length limit, after its last whole line. */
export const EXAMPLE_CUT_LINE = '…';

export interface Example {
  /** The example's summary, else its key, when the document names its examples. */
  name?: string;
  /** Pretty-printed: JSON, or XML for an XML media type, or the text as written ('' when `external`). */
  value: string;
  /** The address of an example the document keeps elsewhere (`externalValue`), shown as a link. */
  external?: string;
  /** The shiki grammar of the value (`json`, `xml`, `yaml`, `text`). */
  grammar: string;
  /** Sampled from the schema by the generator, not written in the document. */
  generated: boolean;
}

export interface RequestBody {
  required: boolean;
  description?: Description;
  content: MediaType[];
}

export interface Response {
  status: string;
  description?: Description;
  headers: Parameter[];
  content: MediaType[];
  links: ResponseLink[];
}

export interface ResponseLink {
  name: string;
  /** The operation the link leads to (from `operationId`, or the one `operationRef` points at). */
  operationId?: string;
  /** `GET /pets/{petId}` when `operationRef` names an operation of this document. */
  operationKey?: string;
  description?: Description;
  /** Parameter name → runtime expression or value, as written. */
  parameters: { name: string; value: string }[];
}

export interface NamedSchema {
  name: string;
  slug: string;
  schema: SchemaNode;
  /** Its own example, else one sampled from it. */
  example?: Example;
}

/** One schema, version-free: 3.0 `nullable` and 3.1 type arrays both end as `types` plus `nullable`. */
export interface SchemaNode {
  /** Set when this node is a named schema: render as a link to it instead of expanding. */
  ref?: string;
  /** Set when expanding would loop (an anonymous cycle). */
  circular?: boolean;
  types: string[];
  nullable: boolean;
  format?: string;
  title?: string;
  description?: Description;
  externalDocs?: ExternalDocs;
  enum?: string[];
  /** What each of `enum` means, in its order (undefined where the document says nothing). */
  enumDescriptions?: (Description | undefined)[];
  const?: string;
  default?: string;
  /** `example`, then each of `examples`, as written, each once: the schema's own example (its model's) first. */
  examples: string[];
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  /** Numeric and length limits, patterns and `uniqueItems`, as the document gives them; worded where rendered. */
  constraints: Constraint[];
  properties: Property[];
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  /** 3.1 tuples: the schema of each leading position. */
  prefixItems?: SchemaNode[];
  /** Properties whose names match a pattern. */
  patternProperties?: { pattern: string; schema: SchemaNode }[];
  /** `not`: values matching this schema are refused. */
  not?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  discriminator?: { propertyName: string; mapping: { value: string; ref: string }[] };
}

/** A JSON Schema limit: its keyword (`minimum`, `maxLength`, `pattern`…) and its value as written. */
export interface Constraint {
  keyword: string;
  value: string;
}

export interface Property {
  name: string;
  required: boolean;
  schema: SchemaNode;
}
