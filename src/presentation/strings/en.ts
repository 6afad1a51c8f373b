/**
 * Every word the site shows a reader, in English: pages, Markdown twins and browser code take them from here, so
 * a locale is one more file of this shape. Document contents are never translated.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The language itself: its tag for `<html lang>`, dates and numbers, and its direction. */
export const language = { tag: 'en', name: 'English', dir: 'ltr' as 'ltr' | 'rtl' };

/** The examples beside an operation's fields, the links to every field, the models' "used by". */
export const fields = {
  examples: 'Examples',
  requestExample: 'Request example',
  responseExamples: 'Response examples',
  statusCodes: 'Status codes',
  mediaTypes: 'Media types',
  namedExamples: 'Examples',
  generatedExample: 'generated from the schema',
  linkTo: (path: string) => `Link to ${path}`,
  linkCopied: 'Link copied',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  usedBy: 'Used by',
  usedByNothing: 'No operation or model of this API refers to it.',
};

export const reference = {
  overview: 'Overview',
  operationId: 'operationId',
  stability: 'Stability',
  tags: 'Tags',
  moreDocumentation: 'More documentation',
  authorization: 'Authorization',
  noAuthorization: 'No authorization needed.',
  none: 'None',
  and: ' and ',
  scopes: 'scopes',
  server: 'Server',
  servers: 'Servers',
  parameters: 'Parameters',
  parametersIn: {
    path: 'Path parameters',
    query: 'Query parameters',
    header: 'Header parameters',
    cookie: 'Cookie parameters',
  },
  requestBody: 'Request body',
  responses: 'Responses',
  headers: 'Headers',
  links: 'Links:',
  with: 'with',
  callback: 'Callback',
  codeSamples: 'Code samples',
  generated: 'generated',
  required: 'required',
  optional: 'optional',
  deprecatedFlag: 'deprecated',
  deprecatedTitle: 'Deprecated',
  schema: 'Schema:',
  type: 'Type:',
  name: 'Name',
  typeColumn: 'Type',
  field: 'Field',
  description: 'Description',
  contentType: 'Content type',
  example: 'Example',
  fieldsOf: 'Fields of',
  eachItem: 'Each item:',
  exactlyOneOf: 'Exactly one of:',
  anyOf: 'Any of:',
  discriminatedBy: 'Discriminated by',
  itemsByPosition: 'Items by position:',
  propertiesMatching: 'Properties matching',
  additionalProperties: 'Additional properties:',
  any: 'any',
  models: 'Models',
  model: 'Model',
  deprecations: 'Deprecations',
  more: 'More',
  webhooks: 'Webhooks',
  webhooksIntro: 'Requests this API sends to you.',
  reference: 'Reference',
  /** Navigation groups the generator makes: all tags of a document without groups, or those no group lists. */
  generatedGroups: { reference: 'Reference', other: 'Other' },
  authentication: 'Authentication',
  flow: 'Flow',
  authorizationUrl: 'authorization URL',
  tokenUrl: 'token URL',
  refreshUrl: 'refresh URL',
  scope: 'Scope',
  grants: 'Grants',
  variableDefault: 'default',
  oneOfValues: 'one of',
  operations: (count: number) => plural(count, 'operation', 'operations'),
  modelsCount: (count: number) => plural(count, 'model', 'models'),
  deprecatedCount: (count: number) => `${count} deprecated`,
  moreAbove: (count: number) => `${count} more above`,
  moreBelow: (count: number) => `${count} more below`,
  moreTagsAbove: (count: number) => `${count} more tags above`,
  moreTagsBelow: (count: number) => `${count} more tags below`,
  allWebhooks: (count: number) => `All ${count} webhooks`,
  nothingDeprecated: 'Nothing in this API is deprecated.',
  deprecatedSoonestFirst: (count: number) =>
    `${plural(count, 'deprecated operation', 'deprecated operations')}, soonest sunset first.`,
  noSunsetDate: 'no sunset date',
};

/** Security schemes in one phrase. */
export const security = {
  apiKey: (where: string, name: string) => `API key in the ${where} "${name}"`,
  apiKeyIn: { header: 'header', query: 'query parameter', cookie: 'cookie' } as Record<string, string>,
  http: (scheme: string, bearerFormat?: string) => `HTTP ${scheme}${bearerFormat ? ` (${bearerFormat})` : ''}`,
  oauth2: (flows: string[]) => `OAuth 2.0 (${flows.join(', ') || 'no flow'})`,
  openIdConnect: (url: string) => `OpenID Connect (${url})`,
  mutualTls: 'Mutual TLS',
};

/** Schema facts: the small print under a field. */
export const facts = {
  readOnly: 'read-only',
  writeOnly: 'write-only',
  deprecated: 'deprecated',
  allowedValues: 'Allowed values:',
  constant: 'Constant:',
  mustNotBe: 'Must not be:',
  default: 'Default:',
  example: 'Example:',
  /** JSON Schema limits, before their value: "≥ 1", "max length 64". */
  constraints: {
    minimum: '≥',
    exclusiveMinimum: '>',
    maximum: '≤',
    exclusiveMaximum: '<',
    multipleOf: 'multiple of',
    minLength: 'min length',
    maxLength: 'max length',
    pattern: 'pattern',
    minItems: 'min items',
    maxItems: 'max items',
    minProperties: 'min properties',
    maxProperties: 'max properties',
  } as Record<string, string>,
};

/** Type labels: "array of Pet", "map of string", "integer | null". */
export const types = {
  arrayOf: 'array of ',
  mapOf: 'map of ',
  oneOf: 'one of ',
  anyOf: 'any of ',
  circular: 'circular reference',
  constant: 'constant',
  any: 'any',
  null: 'null',
};

/** Deprecation and sunset. `{what}` is the kind of item, `{date}` the sunset date, `{distance}` the time to it. */
export const lifecycle = {
  deprecated: 'Deprecated.',
  operation: 'operation',
  webhook: 'webhook',
  noSunset: 'This {what} is deprecated and may be removed in a future version.',
  sunsetPassed: 'The sunset passed on {date}: this {what} may stop working at any time.',
  sunsetAhead: 'This {what} sunsets on {date} ({distance}). Move away from it before then.',
  sunsetsInDays: (days: number) => `sunsets in ${days} days`,
  sunsetsTomorrow: 'sunsets tomorrow',
  sunsetsToday: 'sunsets today',
  sunsetPassedOn: (date: string) => `sunset passed on ${date}`,
  stability: {
    experimental: 'Experimental: may change or disappear without notice. Do not rely on it in production.',
    alpha: 'Alpha: incomplete and likely to change in breaking ways.',
    beta: 'Beta: feature-complete but may still change; breaking changes are announced.',
    preview: 'Preview: available for early feedback; may change before general availability.',
    'release-candidate': 'Release candidate: expected to become stable as is, unless a blocking problem shows up.',
    rc: 'Release candidate: expected to become stable as is, unless a blocking problem shows up.',
    stable: 'Stable: covered by the API’s compatibility guarantees.',
    ga: 'Generally available: stable and covered by the API’s compatibility guarantees.',
    internal: 'Internal: meant for the API provider’s own clients; may change without notice.',
    deprecated: 'Deprecated: scheduled for removal.',
  } as Record<string, string>,
  stabilityOther: (stability: string) => `Stability: ${stability}.`,
};

export const tryIt = {
  title: 'Try it',
  /** `{method}` and `{servers}` are replaced by code elements. */
  intro:
    'Send a real {method} request from your browser{servers}, with your parameters and credentials, and see the response.',
  toServer: ' to the server ',
  toServers: ' to one of the servers ',
  button: 'Try it',
};

/** The try-it button's status line (browser code). */
export const tryItStatus = {
  loading: 'Loading the API client…',
  failed: 'The API client could not be loaded. Check your connection and try again.',
};

/** "Use this page": a page's Markdown twin for people and their tools. */
export const pageMenu = {
  label: 'Use this page',
  copy: 'Copy as Markdown',
  view: 'View as Markdown',
  chatgpt: 'Open in ChatGPT',
  claude: 'Open in Claude',
  prompt: (url: string) => `Read ${url} so I can ask questions about it.`,
};

/** The home page of a site of several APIs. */
export const home = {
  webhooks: (count: number) => `${count} ${count === 1 ? 'webhook' : 'webhooks'}`,
  openReference: (title: string) => `${title} reference`,
};

export const frame = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  siteNavigation: 'Site navigation',
  links: 'Links',
  apiDocuments: 'API documents',
  languages: 'Languages',
  apiReferences: 'API references',
  apiReference: 'API reference',
  guides: 'Guides',
  downloadOpenApi: 'Download OpenAPI:',
  darkTheme: 'Dark theme',
  defaultTitle: 'API reference',
  guideAsMarkdown: 'This guide as Markdown',
  placeholderMissing: 'Site settings missing',
  /** `{token}`, `{setting}` and `{file}` are replaced by code elements. */
  placeholderNote:
    '{token} stands for a value of your own: set {setting} in {file} and rebuild to see it written here.',
  permalinkTo: (text: string) => `Permalink to “${text}”`,
  notFoundTitle: 'Page not found',
  notFoundText:
    'There is no page at this address. It may have moved when the API changed, or the link may be mistyped.',
  searchTheDocumentation: 'Search the documentation',
  overviewOf: (title: string) => `${title} overview`,
};

export const search = {
  button: 'Search',
  dialog: 'Search the documentation',
  label: 'Search operations, models and guides',
  placeholder: 'Search operations, paths, models, guides…',
  close: 'Close',
  help: 'Use the up and down arrows to choose a result and Enter to open it; Escape closes.',
  results: 'Search results',
};

/** The search dialog's results (browser code). */
export const searchResults = {
  unavailable: 'Search is not available: the search index is built by `npm run build`.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`} for “${query}”.`,
  kinds: { schema: 'Model', guide: 'Guide', overview: 'Overview' } as Record<string, string>,
  page: 'Page',
};

/** The code samples' tabs (browser code). */
export const samples = {
  language: 'Code sample language',
};

export const copy = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
  code: 'Copy code',
  sample: (label: string) => `Copy the ${label} sample`,
};

/** Markdown twins and llms.txt. */
export const twins = {
  llmsIntro: (oneDocument: boolean) =>
    'Every operation, model and guide page has a Markdown version: replace the trailing "/" of its address with ' +
    `".md". The OpenAPI ${oneDocument ? 'document is' : 'documents are'} downloadable as openapi.json and openapi.yaml.`,
  llmsSummary: (titles: string) => `API reference for ${titles}.`,
  operationsHeading: 'Operations',
  modelsHeading: 'Models',
  guidesHeading: 'Guides',
  optional: 'Optional',
  openApiDocument: 'OpenAPI document',
  openApiJson: 'OpenAPI document (JSON)',
  openApiYaml: 'OpenAPI document (YAML)',
  webhook: 'webhook',
};
