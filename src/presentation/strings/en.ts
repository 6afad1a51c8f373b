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
  /** An example equal to one shown before it on the page: `{example}` names that one, a link on the page. */
  sameExample: 'Same as {example}',
  /** An example the document keeps at another address: `{address}` is that address, a link. */
  externalExample: 'This example is kept at {address}',
  request: 'request',
  /** A nested field list equal to one shown above it in the same table: `{field}` is that one's path (a link). */
  sameFields: 'Same fields as {field}',
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
  /** Headers several statuses send alike, shown once: `{statuses}` is `200 · 429`. */
  headersOf: (statuses: string) => `Headers of ${statuses}`,
  /** The row of links atop an operation on a narrow screen, to its example, code samples, try-it, responses. */
  jumpTo: 'Jump to',
  code: 'Code',
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
  /** After the first values of a long discriminator mapping, outside the schema's own page. */
  moreMappings: (count: number) => `and ${count} more`,
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

/**
 * What `npm run changes` and the changelog say of a change: its level, and one sentence per rule of the API
 * comparison (src/changes/rules.ts). Slots: {location} the place (`query.limit`, `body.customer.city`,
 * `response-200.data.id`), {from} and {to} the values before and after, {value}, {status}, {mediaType}, {name},
 * {url}, {date}, {keyword} (a JSON Schema limit such as `maxLength`).
 */
export const changeWords = {
  levels: { breaking: 'breaking', 'non-breaking': 'non-breaking', deprecation: 'deprecation' },
  warning: 'check',
  none: 'none',
  inCallback: 'In callback {callback}: ',
  documentWide: 'Whole API',
  summary: (breaking: number, total: number) => `${plural(total, 'change', 'changes')}, ${breaking} breaking`,
  noChanges: 'No changes.',
  title: (title: string, from: string, to: string) => `${title} ${from} → ${to}`,
  sections: {
    breaking: (count: number) => `Breaking (${count})`,
    deprecation: (count: number) => `Deprecations (${count})`,
    'non-breaking': (count: number) => `Other changes (${count})`,
  },
  more: (count: number) => `… and ${plural(count, 'more change', 'more changes')}, not shown here.`,
};

export const changeRules = {
  'operation-added': 'Operation added.',
  'operation-removed-without-deprecation': 'Operation removed without being deprecated first.',
  'operation-removed-before-sunset': 'Operation removed before its sunset date.',
  'operation-removed-after-sunset': 'Operation removed after its sunset date ({date}).',
  'operation-deprecated': 'Operation deprecated.',
  'operation-undeprecated': 'Operation no longer deprecated.',
  'operation-sunset-set': 'Sunset date set to {date}.',
  'operation-sunset-moved-earlier': 'Sunset date moved earlier, from {from} to {to}.',
  'operation-sunset-moved-later': 'Sunset date moved later, from {from} to {to}.',
  'operation-sunset-removed': 'Sunset date {from} removed.',
  'operation-stability-changed': 'Stability changed from {from} to {to}.',
  'operation-stability-decreased': 'Stability lowered from {from} to {to}.',
  'operation-id-changed': 'operationId changed from {from} to {to}.',
  'request-parameter-added': 'Optional parameter {location} added.',
  'request-parameter-added-required': 'Required parameter {location} added.',
  'request-parameter-removed': 'Parameter {location} removed.',
  'request-parameter-became-required': 'Parameter {location} became required.',
  'request-parameter-became-optional': 'Parameter {location} became optional.',
  'request-parameter-deprecated': 'Parameter {location} deprecated.',
  'request-parameter-type-changed': 'Parameter {location} changed type from {from} to {to}.',
  'request-parameter-type-widened': 'Parameter {location} widened its type from {from} to {to}.',
  'request-parameter-format-changed': 'Parameter {location} changed format from {from} to {to}.',
  'request-parameter-enum-value-added': 'Parameter {location} accepts a new value: {value}.',
  'request-parameter-enum-value-removed': 'Parameter {location} no longer accepts the value {value}.',
  'request-parameter-constraint-narrowed': 'Parameter {location} tightened {keyword} from {from} to {to}.',
  'request-parameter-constraint-widened': 'Parameter {location} relaxed {keyword} from {from} to {to}.',
  'request-parameter-became-nullable': 'Parameter {location} accepts null.',
  'request-parameter-became-not-nullable': 'Parameter {location} no longer accepts null.',
  'request-body-added': 'Optional request body added.',
  'request-body-added-required': 'Required request body added.',
  'request-body-removed': 'Request body removed.',
  'request-body-became-required': 'Request body became required.',
  'request-body-became-optional': 'Request body became optional.',
  'request-media-type-added': 'Request body accepts a new media type: {mediaType}.',
  'request-media-type-removed': 'Request body no longer accepts {mediaType}.',
  'request-property-added': 'Optional field {location} added.',
  'request-property-added-required': 'Required field {location} added.',
  'request-property-removed': 'Field {location} removed.',
  'request-property-became-required': 'Field {location} became required.',
  'request-property-became-optional': 'Field {location} became optional.',
  'request-property-deprecated': 'Field {location} deprecated.',
  'request-property-type-changed': 'Field {location} changed type from {from} to {to}.',
  'request-property-type-widened': 'Field {location} widened its type from {from} to {to}.',
  'request-property-format-changed': 'Field {location} changed format from {from} to {to}.',
  'request-property-enum-value-added': 'Field {location} accepts a new value: {value}.',
  'request-property-enum-value-removed': 'Field {location} no longer accepts the value {value}.',
  'request-property-constraint-narrowed': 'Field {location} tightened {keyword} from {from} to {to}.',
  'request-property-constraint-widened': 'Field {location} relaxed {keyword} from {from} to {to}.',
  'request-property-became-nullable': 'Field {location} accepts null.',
  'request-property-became-not-nullable': 'Field {location} no longer accepts null.',
  'request-property-alternative-added': 'Field {location} accepts a new alternative: {value}.',
  'request-property-alternative-removed': 'Field {location} no longer accepts the alternative {value}.',
  'response-status-added': 'Response status {status} added.',
  'response-status-removed': 'Response status {status} removed.',
  'response-media-type-added': 'Response {status} may now come as {mediaType}.',
  'response-media-type-removed': 'Response {status} no longer comes as {mediaType}.',
  'response-header-added': 'Response {status} added the header {name}.',
  'response-header-removed': 'Response {status} no longer sends the header {name}.',
  'response-property-added': 'Field {location} added.',
  'response-property-removed': 'Field {location} removed.',
  'response-property-became-required': 'Field {location} is now always present.',
  'response-property-became-optional': 'Field {location} may now be missing.',
  'response-property-deprecated': 'Field {location} deprecated.',
  'response-property-type-changed': 'Field {location} changed type from {from} to {to}.',
  'response-property-type-narrowed': 'Field {location} narrowed its type from {from} to {to}.',
  'response-property-format-changed': 'Field {location} changed format from {from} to {to}.',
  'response-property-enum-value-added': 'Field {location} may return a new value: {value}.',
  'response-property-enum-value-removed': 'Field {location} no longer returns the value {value}.',
  'response-property-constraint-narrowed': 'Field {location} tightened {keyword} from {from} to {to}.',
  'response-property-constraint-widened': 'Field {location} relaxed {keyword} from {from} to {to}.',
  'response-property-became-nullable': 'Field {location} may now be null.',
  'response-property-became-not-nullable': 'Field {location} is no longer null.',
  'response-property-alternative-added': 'Field {location} may return a new alternative: {value}.',
  'response-property-alternative-removed': 'Field {location} no longer returns the alternative {value}.',
  'security-added': 'Authorization now required: {value}.',
  'security-removed': 'Authorization no longer required.',
  'security-alternative-added': 'New way to authorize: {value}.',
  'security-alternative-removed': 'Way to authorize removed: {value}.',
  'security-scheme-added': 'Security scheme {name} added.',
  'security-scheme-removed': 'Security scheme {name} removed.',
  'security-scheme-changed': 'Security scheme {name} changed from {from} to {to}.',
  'server-added': 'Server {url} added.',
  'server-removed': 'Server {url} removed.',
  'schema-added': 'Model {name} added.',
  'schema-removed': 'Model {name} removed.',
  'callback-added': 'Callback {name} added: the API may now send {method} {path}.',
  'callback-removed': 'Callback {name} removed: the API no longer sends {method} {path}.',
};

export const tryIt = {
  title: 'Try it',
  /** `{method}` and `{servers}` are replaced by code elements. */
  intro:
    'Send a real {method} request from your browser{servers}, with your parameters and credentials, and see the response.',
  toServer: ' to the server ',
  toServers: ' to one of the servers ',
  button: 'Try it',
  rememberCredentials: 'Remember my credentials in this browser',
  customServer: 'Your server',
  customServerHint:
    'Optional: the base URL of another server, such as a mock server on your computer (http://127.0.0.1:4010). The client selects it; its server menu still offers the others.',
  noServer:
    'The document names no server for this operation: the client would send its request to this site, which is not the API, and show this site’s pages as the answer. Enter the API’s address under “Your server”.',
};

/** The theme button (browser code): it cycles system → light → dark, and says which one is in force. */
export const theme = {
  /** `{state}` is one of the three below. */
  label: 'Theme: {state}',
  system: 'system',
  light: 'light',
  dark: 'dark',
};

/** The try-it button's status line (browser code). */
export const tryItStatus = {
  loading: 'Loading the API client…',
  failed: 'The API client could not be loaded. Check your connection and try again.',
  invalidServer: 'Enter a full address that starts with http:// or https://, such as https://api.example.com.',
};

/** What the try-it client says inside its window (browser code, loaded with the client): `{…}` are addresses. */
export const tryItClient = {
  noServer:
    'No server for this request: it would go to {site}, this site, not to the API. Close the client and enter the API’s address under “Your server”, beside the Try it button.',
  blockedByPolicy:
    'Not sent: this site’s security policy (Content-Security-Policy) lets try-it reach only the servers the site names, and {origin} is not one of them. The site can add it to “tryIt.servers” in site.config.json, or send requests through a CORS proxy (“tryIt.proxyUrl”).',
  noAnswer:
    'No answer from {origin} that the browser may read. Most likely the server does not accept requests from other sites (CORS), or nothing answers at that address. A CORS proxy, set as “tryIt.proxyUrl” in site.config.json, sends requests on the browser’s behalf.',
  noAnswerFromProxy:
    'No answer from the CORS proxy {proxy} (“tryIt.proxyUrl”), which was to send this request to {origin}: check that the proxy runs and accepts requests from this site.',
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

/** Several versions of one API side by side: the header's switcher and the banner of an older version. */
export const versions = {
  switcher: 'API versions',
  /** The switcher's button: the version shown. */
  current: (version: string) => `v${version}`,
  latest: 'latest',
  /** `{version}` and `{latest}` are replaced by the versions, `{link}` by a link to the same page in the latest. */
  olderBanner: 'You are reading version {version}, not the latest. {link}',
  toLatest: (latest: string) => `See this page in ${latest} (latest)`,
  toLatestOverview: (latest: string) => `This page is not in ${latest} (latest): see its overview`,
};

/** An API's Changes page, its feeds and the badges of operations that changed. */
export const changelog = {
  title: 'Changes',
  changesOf: (title: string) => `${title} changes`,
  intro: 'What changed from one version of the API to the next, newest first. Breaking changes are listed first.',
  release: (version: string) => `Version ${version}`,
  releasedOn: (date: string) => `released ${date}`,
  since: (previous: string) => `since ${previous}`,
  commit: 'commit',
  firstRelease: 'The first version.',
  breakingCount: (count: number) => plural(count, 'breaking change', 'breaking changes'),
  changesCount: (count: number) => plural(count, 'change', 'changes'),
  deprecationsCount: (count: number) => plural(count, 'deprecation', 'deprecations'),
  breaking: 'Breaking',
  deprecation: 'Deprecation',
  newIn: (version: string) => `New in ${version}`,
  changedIn: (version: string) => `Changed in ${version}`,
  breakingIn: (version: string) => `Breaking in ${version}`,
  newOperation: 'new',
  feeds: 'Follow the changes:',
  atomFeed: 'Atom feed',
  jsonFeed: 'JSON feed',
  seeChanges: 'Changes between versions',
  latestRelease: (version: string, count: number) =>
    `Latest release: ${version}, ${plural(count, 'change', 'changes')}.`,
  feedTitle: (title: string) => `${title}: changes`,
  feedEntry: (version: string, counts: string) => `${version}: ${counts}`,
  olderVersions: 'Older versions',
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
  help: 'Use the up and down arrows to choose a result (down from the last one shows more) and Enter to open it; Escape closes.',
  results: 'Search results',
};

/** The search dialog's results (browser code). */
export const searchResults = {
  unavailable: 'Search is not available: the search index is built by `npm run build`.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`} for “${query}”.`,
  kinds: { schema: 'Model', guide: 'Guide', overview: 'Overview' } as Record<string, string>,
  page: 'Page',
  more: (shown: number, total: number) => `Show more results (${shown} of ${total} shown)`,
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
