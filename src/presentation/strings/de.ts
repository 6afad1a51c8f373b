/** Deutsch. What this file leaves out stays English (en.ts is the reference). */

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('de')} ${count === 1 ? one : many}`;

export const language = { tag: 'de', name: 'Deutsch', dir: 'ltr' as 'ltr' | 'rtl' };

export const fields = {
  examples: 'Beispiele',
  requestExample: 'Beispielanfrage',
  responseExamples: 'Beispielantworten',
  statusCodes: 'Statuscodes',
  mediaTypes: 'Medientypen',
  namedExamples: 'Beispiele',
  generatedExample: 'aus dem Schema erzeugt',
  linkTo: (path: string) => `Link zu ${path}`,
  linkCopied: 'Link kopiert',
  expandAll: 'Alle aufklappen',
  collapseAll: 'Alle zuklappen',
  usedBy: 'Verwendet von',
  usedByNothing: 'Keine Operation und kein Modell dieser API verweist darauf.',
};

export const reference = {
  overview: 'Übersicht',
  stability: 'Stabilität',
  tags: 'Tags',
  moreDocumentation: 'Weitere Dokumentation',
  authorization: 'Autorisierung',
  noAuthorization: 'Keine Autorisierung nötig.',
  none: 'Keine',
  and: ' und ',
  scopes: 'Scopes',
  server: 'Server',
  servers: 'Server',
  parameters: 'Parameter',
  parametersIn: {
    path: 'Pfadparameter',
    query: 'Query-Parameter',
    header: 'Header-Parameter',
    cookie: 'Cookie-Parameter',
  },
  requestBody: 'Request-Body',
  responses: 'Antworten',
  headers: 'Header',
  links: 'Links:',
  with: 'mit',
  callback: 'Callback',
  codeSamples: 'Codebeispiele',
  generated: 'generiert',
  required: 'erforderlich',
  optional: 'optional',
  deprecatedFlag: 'veraltet',
  deprecatedTitle: 'Veraltet',
  schema: 'Schema:',
  type: 'Typ:',
  name: 'Name',
  typeColumn: 'Typ',
  field: 'Feld',
  description: 'Beschreibung',
  contentType: 'Inhaltstyp',
  example: 'Beispiel',
  fieldsOf: 'Felder von',
  eachItem: 'Jedes Element:',
  exactlyOneOf: 'Genau eines von:',
  anyOf: 'Eines oder mehrere von:',
  discriminatedBy: 'Unterschieden nach',
  itemsByPosition: 'Elemente nach Position:',
  propertiesMatching: 'Eigenschaften passend zu',
  additionalProperties: 'Weitere Eigenschaften:',
  any: 'beliebig',
  models: 'Modelle',
  model: 'Modell',
  deprecations: 'Veraltetes',
  more: 'Mehr',
  webhooks: 'Webhooks',
  webhooksIntro: 'Anfragen, die diese API an Sie sendet.',
  reference: 'Referenz',
  generatedGroups: { reference: 'Referenz', other: 'Weitere' },
  authentication: 'Authentifizierung',
  flow: 'Flow',
  authorizationUrl: 'Autorisierungs-URL',
  tokenUrl: 'Token-URL',
  refreshUrl: 'Refresh-URL',
  scope: 'Scope',
  grants: 'Erlaubt',
  variableDefault: 'Standard',
  oneOfValues: 'eines von',
  operations: (count: number) => plural(count, 'Operation', 'Operationen'),
  modelsCount: (count: number) => plural(count, 'Modell', 'Modelle'),
  deprecatedCount: (count: number) => `${count.toLocaleString('de')} veraltet`,
  moreAbove: (count: number) => `${count.toLocaleString('de')} weitere oberhalb`,
  moreBelow: (count: number) => `${count.toLocaleString('de')} weitere unterhalb`,
  moreTagsAbove: (count: number) => `${count.toLocaleString('de')} weitere Tags oberhalb`,
  moreTagsBelow: (count: number) => `${count.toLocaleString('de')} weitere Tags unterhalb`,
  allWebhooks: (count: number) => `Alle ${count.toLocaleString('de')} Webhooks`,
  nothingDeprecated: 'In dieser API ist nichts veraltet.',
  deprecatedSoonestFirst: (count: number) =>
    `${plural(count, 'veraltete Operation', 'veraltete Operationen')}, das früheste Abschaltdatum zuerst.`,
  noSunsetDate: 'kein Abschaltdatum',
};

export const security = {
  apiKey: (where: string, name: string) => `API-Schlüssel im ${where} „${name}“`,
  apiKeyIn: { header: 'Header', query: 'Query-Parameter', cookie: 'Cookie' } as Record<string, string>,
  http: (scheme: string, bearerFormat?: string) => `HTTP ${scheme}${bearerFormat ? ` (${bearerFormat})` : ''}`,
  oauth2: (flows: string[]) => `OAuth 2.0 (${flows.join(', ') || 'kein Flow'})`,
  openIdConnect: (url: string) => `OpenID Connect (${url})`,
  mutualTls: 'Mutual TLS',
};

export const facts = {
  readOnly: 'nur lesbar',
  writeOnly: 'nur schreibbar',
  deprecated: 'veraltet',
  allowedValues: 'Erlaubte Werte:',
  constant: 'Konstante:',
  mustNotBe: 'Darf nicht sein:',
  default: 'Standard:',
  example: 'Beispiel:',
  constraints: {
    minimum: '≥',
    exclusiveMinimum: '>',
    maximum: '≤',
    exclusiveMaximum: '<',
    multipleOf: 'Vielfaches von',
    minLength: 'Mindestlänge',
    maxLength: 'Höchstlänge',
    pattern: 'Muster',
    minItems: 'mindestens Elemente:',
    maxItems: 'höchstens Elemente:',
    minProperties: 'mindestens Eigenschaften:',
    maxProperties: 'höchstens Eigenschaften:',
  } as Record<string, string>,
};

export const types = {
  arrayOf: 'Array von ',
  mapOf: 'Map von ',
  oneOf: 'eines von ',
  anyOf: 'eines oder mehrere von ',
  circular: 'zirkuläre Referenz',
  constant: 'Konstante',
  any: 'beliebig',
  null: 'null',
};

export const lifecycle = {
  deprecated: 'Veraltet.',
  operation: 'Operation',
  webhook: 'Webhook',
  noSunset: 'Diese(r) {what} ist veraltet und kann in einer künftigen Version entfernt werden.',
  sunsetPassed: 'Das Abschaltdatum war der {date}: diese(r) {what} kann jederzeit aufhören zu funktionieren.',
  sunsetAhead: 'Diese(r) {what} wird am {date} abgeschaltet ({distance}). Steigen Sie vorher um.',
  sunsetsInDays: (days: number) => `Abschaltung in ${days.toLocaleString('de')} Tagen`,
  sunsetsTomorrow: 'Abschaltung morgen',
  sunsetsToday: 'Abschaltung heute',
  sunsetPassedOn: (date: string) => `abgeschaltet seit ${date}`,
  stability: {
    experimental: 'Experimentell: kann sich ohne Ankündigung ändern oder verschwinden. Nicht produktiv nutzen.',
    alpha: 'Alpha: unvollständig und wird sich wahrscheinlich inkompatibel ändern.',
    beta: 'Beta: vollständig, kann sich aber noch ändern; inkompatible Änderungen werden angekündigt.',
    preview: 'Vorschau: zum frühen Ausprobieren; kann sich vor der allgemeinen Verfügbarkeit ändern.',
    'release-candidate': 'Release Candidate: wird voraussichtlich unverändert stabil, sofern kein Fehler auftritt.',
    rc: 'Release Candidate: wird voraussichtlich unverändert stabil, sofern kein Fehler auftritt.',
    stable: 'Stabil: durch die Kompatibilitätszusagen der API abgedeckt.',
    ga: 'Allgemein verfügbar: stabil und durch die Kompatibilitätszusagen der API abgedeckt.',
    internal: 'Intern: für die eigenen Clients des Anbieters; kann sich ohne Ankündigung ändern.',
    deprecated: 'Veraltet: zur Entfernung vorgesehen.',
  } as Record<string, string>,
  stabilityOther: (stability: string) => `Stabilität: ${stability}.`,
};

export const tryIt = {
  title: 'Ausprobieren',
  intro:
    'Senden Sie eine echte {method}-Anfrage aus Ihrem Browser{servers}, mit Ihren Parametern und Zugangsdaten, und sehen Sie die Antwort.',
  toServer: ' an den Server ',
  toServers: ' an einen der Server ',
  button: 'Ausprobieren',
};

export const tryItStatus = {
  loading: 'Der API-Client wird geladen …',
  failed: 'Der API-Client konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

export const pageMenu = {
  label: 'Diese Seite nutzen',
  copy: 'Als Markdown kopieren',
  view: 'Als Markdown ansehen',
  chatgpt: 'In ChatGPT öffnen',
  claude: 'In Claude öffnen',
  prompt: (url: string) => `Lies ${url}, damit ich Fragen dazu stellen kann.`,
};

export const home = {
  webhooks: (count: number) => plural(count, 'Webhook', 'Webhooks'),
  openReference: (title: string) => `Referenz: ${title}`,
};

export const frame = {
  skipToContent: 'Zum Inhalt springen',
  menu: 'Menü',
  siteNavigation: 'Navigation der Website',
  links: 'Links',
  languages: 'Sprachen',
  apiDocuments: 'API-Dokumente',
  apiReferences: 'API-Referenzen',
  apiReference: 'API-Referenz',
  guides: 'Anleitungen',
  downloadOpenApi: 'OpenAPI herunterladen:',
  darkTheme: 'Dunkles Design',
  defaultTitle: 'API-Referenz',
  guideAsMarkdown: 'Diese Anleitung als Markdown',
  placeholderMissing: 'Einstellungen fehlen',
  placeholderNote:
    '{token} steht für einen eigenen Wert: setzen Sie {setting} in {file} und bauen Sie neu, um ihn hier zu sehen.',
  permalinkTo: (text: string) => `Permalink zu „${text}“`,
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText:
    'Unter dieser Adresse gibt es keine Seite. Vielleicht ist sie mit einer Änderung der API umgezogen, oder der Link ist falsch geschrieben.',
  searchTheDocumentation: 'Dokumentation durchsuchen',
  overviewOf: (title: string) => `Übersicht: ${title}`,
};

export const search = {
  button: 'Suche',
  dialog: 'Dokumentation durchsuchen',
  label: 'Operationen, Modelle und Anleitungen durchsuchen',
  placeholder: 'Operationen, Pfade, Modelle, Anleitungen suchen …',
  close: 'Schließen',
  help: 'Mit den Pfeiltasten ein Ergebnis wählen, mit Enter öffnen; Escape schließt.',
  results: 'Suchergebnisse',
};

export const searchResults = {
  unavailable: 'Die Suche ist nicht verfügbar: `npm run build` erstellt ihren Index.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'Keine Ergebnisse' : count === 1 ? '1 Ergebnis' : `${count.toLocaleString('de')} Ergebnisse`} für „${query}“.`,
  kinds: { schema: 'Modell', guide: 'Anleitung', overview: 'Übersicht' } as Record<string, string>,
  page: 'Seite',
};

export const samples = {
  language: 'Sprache des Codebeispiels',
};

export const copy = {
  copy: 'Kopieren',
  copied: 'Kopiert',
  failed: 'Kopieren fehlgeschlagen',
  code: 'Code kopieren',
  sample: (label: string) => `Beispiel ${label} kopieren`,
};

export const twins = {
  llmsIntro: (oneDocument: boolean) =>
    'Jede Operations-, Modell- und Anleitungsseite gibt es auch als Markdown: ersetzen Sie das abschließende "/" ' +
    `ihrer Adresse durch ".md". ${oneDocument ? 'Das OpenAPI-Dokument steht' : 'Die OpenAPI-Dokumente stehen'} als openapi.json und openapi.yaml zum Download bereit.`,
  llmsSummary: (titles: string) => `API-Referenz für ${titles}.`,
  operationsHeading: 'Operationen',
  modelsHeading: 'Modelle',
  guidesHeading: 'Anleitungen',
  optional: 'Optional',
  openApiDocument: 'OpenAPI-Dokument',
  openApiJson: 'OpenAPI-Dokument (JSON)',
  openApiYaml: 'OpenAPI-Dokument (YAML)',
  webhook: 'Webhook',
};
