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
  sameExample: 'Wie {example}',
  externalExample: 'Dieses Beispiel liegt unter {address}',
  request: 'Anfrage',
  sameFields: 'Dieselben Felder wie {field}',
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
  headersOf: (statuses: string) => `Header von ${statuses}`,
  jumpTo: 'Springen zu',
  code: 'Code',
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
  moreMappings: (count: number) => `und ${count} weitere`,
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

/** What `npm run changes` and the changelog say of a change (slots as in en.ts). */
export const changeWords = {
  levels: { breaking: 'inkompatibel', 'non-breaking': 'kompatibel', deprecation: 'Abkündigung' },
  warning: 'prüfen',
  none: 'keiner',
  inCallback: 'Im Callback {callback}: ',
  documentWide: 'Ganze API',
  summary: (breaking: number, total: number) =>
    `${total} ${total === 1 ? 'Änderung' : 'Änderungen'}, ${breaking} inkompatibel`,
  noChanges: 'Keine Änderungen.',
  title: (title: string, from: string, to: string) => `${title} ${from} → ${to}`,
  sections: {
    breaking: (count: number) => `Inkompatibel (${count})`,
    deprecation: (count: number) => `Abkündigungen (${count})`,
    'non-breaking': (count: number) => `Weitere Änderungen (${count})`,
  },
  more: (count: number) => `… und ${count} weitere, hier nicht gezeigt.`,
};

export const changeRules = {
  'operation-added': 'Operation hinzugefügt.',
  'operation-removed-without-deprecation': 'Operation entfernt, ohne vorher als veraltet markiert zu sein.',
  'operation-removed-before-sunset': 'Operation vor ihrem Sunset-Datum entfernt.',
  'operation-removed-after-sunset': 'Operation nach ihrem Sunset-Datum ({date}) entfernt.',
  'operation-deprecated': 'Operation als veraltet markiert.',
  'operation-undeprecated': 'Operation nicht mehr veraltet.',
  'operation-sunset-set': 'Sunset-Datum auf {date} gesetzt.',
  'operation-sunset-moved-earlier': 'Sunset-Datum vorverlegt, von {from} auf {to}.',
  'operation-sunset-moved-later': 'Sunset-Datum verschoben, von {from} auf {to}.',
  'operation-sunset-removed': 'Sunset-Datum {from} entfernt.',
  'operation-stability-changed': 'Stabilität von {from} auf {to} geändert.',
  'operation-stability-decreased': 'Stabilität von {from} auf {to} herabgesetzt.',
  'operation-id-changed': 'operationId von {from} in {to} geändert.',
  'request-parameter-added': 'Optionaler Parameter {location} hinzugefügt.',
  'request-parameter-added-required': 'Pflichtparameter {location} hinzugefügt.',
  'request-parameter-removed': 'Parameter {location} entfernt.',
  'request-parameter-became-required': 'Parameter {location} ist jetzt Pflicht.',
  'request-parameter-became-optional': 'Parameter {location} ist jetzt optional.',
  'request-parameter-deprecated': 'Parameter {location} als veraltet markiert.',
  'request-parameter-type-changed': 'Parameter {location} hat den Typ von {from} in {to} geändert.',
  'request-parameter-type-widened': 'Parameter {location} hat den Typ von {from} auf {to} erweitert.',
  'request-parameter-format-changed': 'Parameter {location} hat das Format von {from} in {to} geändert.',
  'request-parameter-enum-value-added': 'Parameter {location} akzeptiert einen neuen Wert: {value}.',
  'request-parameter-enum-value-removed': 'Parameter {location} akzeptiert den Wert {value} nicht mehr.',
  'request-parameter-constraint-narrowed': 'Parameter {location} hat {keyword} von {from} auf {to} verschärft.',
  'request-parameter-constraint-widened': 'Parameter {location} hat {keyword} von {from} auf {to} gelockert.',
  'request-parameter-became-nullable': 'Parameter {location} akzeptiert null.',
  'request-parameter-became-not-nullable': 'Parameter {location} akzeptiert null nicht mehr.',
  'request-body-added': 'Optionaler Request-Body hinzugefügt.',
  'request-body-added-required': 'Pflicht-Request-Body hinzugefügt.',
  'request-body-removed': 'Request-Body entfernt.',
  'request-body-became-required': 'Request-Body ist jetzt Pflicht.',
  'request-body-became-optional': 'Request-Body ist jetzt optional.',
  'request-media-type-added': 'Request-Body akzeptiert einen neuen Medientyp: {mediaType}.',
  'request-media-type-removed': 'Request-Body akzeptiert {mediaType} nicht mehr.',
  'request-property-added': 'Optionales Feld {location} hinzugefügt.',
  'request-property-added-required': 'Pflichtfeld {location} hinzugefügt.',
  'request-property-removed': 'Feld {location} entfernt.',
  'request-property-became-required': 'Feld {location} ist jetzt Pflicht.',
  'request-property-became-optional': 'Feld {location} ist jetzt optional.',
  'request-property-deprecated': 'Feld {location} als veraltet markiert.',
  'request-property-type-changed': 'Feld {location} hat den Typ von {from} in {to} geändert.',
  'request-property-type-widened': 'Feld {location} hat den Typ von {from} auf {to} erweitert.',
  'request-property-format-changed': 'Feld {location} hat das Format von {from} in {to} geändert.',
  'request-property-enum-value-added': 'Feld {location} akzeptiert einen neuen Wert: {value}.',
  'request-property-enum-value-removed': 'Feld {location} akzeptiert den Wert {value} nicht mehr.',
  'request-property-constraint-narrowed': 'Feld {location} hat {keyword} von {from} auf {to} verschärft.',
  'request-property-constraint-widened': 'Feld {location} hat {keyword} von {from} auf {to} gelockert.',
  'request-property-became-nullable': 'Feld {location} akzeptiert null.',
  'request-property-became-not-nullable': 'Feld {location} akzeptiert null nicht mehr.',
  'request-property-alternative-added': 'Feld {location} akzeptiert eine neue Variante: {value}.',
  'request-property-alternative-removed': 'Feld {location} akzeptiert die Variante {value} nicht mehr.',
  'response-status-added': 'Antwortstatus {status} hinzugefügt.',
  'response-status-removed': 'Antwortstatus {status} entfernt.',
  'response-media-type-added': 'Antwort {status} kann jetzt als {mediaType} kommen.',
  'response-media-type-removed': 'Antwort {status} kommt nicht mehr als {mediaType}.',
  'response-header-added': 'Antwort {status} hat den Header {name} hinzugefügt.',
  'response-header-removed': 'Antwort {status} sendet den Header {name} nicht mehr.',
  'response-property-added': 'Feld {location} hinzugefügt.',
  'response-property-removed': 'Feld {location} entfernt.',
  'response-property-became-required': 'Feld {location} ist jetzt immer vorhanden.',
  'response-property-became-optional': 'Feld {location} kann jetzt fehlen.',
  'response-property-deprecated': 'Feld {location} als veraltet markiert.',
  'response-property-type-changed': 'Feld {location} hat den Typ von {from} in {to} geändert.',
  'response-property-type-narrowed': 'Feld {location} hat den Typ von {from} auf {to} eingeschränkt.',
  'response-property-format-changed': 'Feld {location} hat das Format von {from} in {to} geändert.',
  'response-property-enum-value-added': 'Feld {location} kann einen neuen Wert liefern: {value}.',
  'response-property-enum-value-removed': 'Feld {location} liefert den Wert {value} nicht mehr.',
  'response-property-constraint-narrowed': 'Feld {location} hat {keyword} von {from} auf {to} verschärft.',
  'response-property-constraint-widened': 'Feld {location} hat {keyword} von {from} auf {to} gelockert.',
  'response-property-became-nullable': 'Feld {location} kann jetzt null sein.',
  'response-property-became-not-nullable': 'Feld {location} ist nicht mehr null.',
  'response-property-alternative-added': 'Feld {location} kann eine neue Variante liefern: {value}.',
  'response-property-alternative-removed': 'Feld {location} liefert die Variante {value} nicht mehr.',
  'security-added': 'Autorisierung jetzt erforderlich: {value}.',
  'security-removed': 'Autorisierung nicht mehr erforderlich.',
  'security-alternative-added': 'Neue Art der Autorisierung: {value}.',
  'security-alternative-removed': 'Art der Autorisierung entfernt: {value}.',
  'security-scheme-added': 'Sicherheitsschema {name} hinzugefügt.',
  'security-scheme-removed': 'Sicherheitsschema {name} entfernt.',
  'security-scheme-changed': 'Sicherheitsschema {name} von {from} in {to} geändert.',
  'server-added': 'Server {url} hinzugefügt.',
  'server-removed': 'Server {url} entfernt.',
  'schema-added': 'Modell {name} hinzugefügt.',
  'schema-removed': 'Modell {name} entfernt.',
  'callback-added': 'Callback {name} hinzugefügt: Die API kann jetzt {method} {path} senden.',
  'callback-removed': 'Callback {name} entfernt: Die API sendet {method} {path} nicht mehr.',
};

export const theme = {
  label: 'Farbschema: {state}',
  system: 'System',
  light: 'hell',
  dark: 'dunkel',
};

export const tryIt = {
  title: 'Ausprobieren',
  intro:
    'Senden Sie eine echte {method}-Anfrage aus Ihrem Browser{servers}, mit Ihren Parametern und Zugangsdaten, und sehen Sie die Antwort.',
  toServer: ' an den Server ',
  toServers: ' an einen der Server ',
  button: 'Ausprobieren',
  rememberCredentials: 'Zugangsdaten in diesem Browser merken',
  customServer: 'Ihr Server',
  customServerHint:
    'Optional: die Basis-URL eines anderen Servers, etwa eines Mock-Servers auf Ihrem Rechner (http://127.0.0.1:4010). Der Client wählt ihn aus; sein Servermenü bietet weiterhin die anderen an.',
  noServer:
    'Das Dokument nennt für diese Operation keinen Server: Der Client würde die Anfrage an diese Website senden, die nicht die API ist, und deren Seiten als Antwort zeigen. Geben Sie die Adresse der API unter „Ihr Server“ ein.',
};

export const tryItStatus = {
  loading: 'Der API-Client wird geladen …',
  failed: 'Der API-Client konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  invalidServer:
    'Geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt, etwa https://api.example.com.',
};

export const tryItClient = {
  noServer:
    'Kein Server für diese Anfrage: Sie ginge an {site}, diese Website, nicht an die API. Schließen Sie den Client und geben Sie die Adresse der API unter „Ihr Server“ neben der Schaltfläche „Ausprobieren“ ein.',
  blockedByPolicy:
    'Nicht gesendet: Die Sicherheitsrichtlinie dieser Website (Content-Security-Policy) lässt „Ausprobieren“ nur die Server erreichen, die die Website nennt, und {origin} gehört nicht dazu. Die Website kann ihn in site.config.json unter „tryIt.servers“ hinzufügen oder Anfragen über einen CORS-Proxy senden („tryIt.proxyUrl“).',
  noAnswer:
    'Keine Antwort von {origin}, die der Browser lesen darf. Wahrscheinlich nimmt der Server keine Anfragen von anderen Websites an (CORS), oder unter dieser Adresse antwortet nichts. Ein CORS-Proxy, in site.config.json als „tryIt.proxyUrl“ eingetragen, sendet Anfragen an Stelle des Browsers.',
  noAnswerFromProxy:
    'Keine Antwort vom CORS-Proxy {proxy} („tryIt.proxyUrl“), der diese Anfrage an {origin} senden sollte: Prüfen Sie, ob der Proxy läuft und Anfragen von dieser Website annimmt.',
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

/** Mehrere Versionen einer API nebeneinander: die Versionsauswahl im Kopf und der Hinweis einer älteren Version. */
export const versions = {
  current: (version: string) => `v${version}`,
  switcher: 'API-Versionen',
  latest: 'aktuell',
  olderBanner: 'Sie lesen Version {version}, nicht die aktuelle. {link}',
  toLatest: (latest: string) => `Diese Seite in ${latest} (aktuell)`,
  toLatestOverview: (latest: string) => `Diese Seite gibt es in ${latest} (aktuell) nicht: zur Übersicht`,
};

/** Die Änderungen einer API: Seite, Feeds und Abzeichen. */
export const changelog = {
  feedEntry: (version: string, counts: string) => `${version}: ${counts}`,
  title: 'Änderungen',
  changesOf: (title: string) => `Änderungen an ${title}`,
  intro:
    'Was sich von einer Version der API zur nächsten geändert hat, die neueste zuerst. Inkompatible Änderungen stehen vorn.',
  release: (version: string) => `Version ${version}`,
  releasedOn: (date: string) => `veröffentlicht am ${date}`,
  since: (previous: string) => `seit ${previous}`,
  commit: 'Commit',
  firstRelease: 'Die erste Version.',
  breakingCount: (count: number) => plural(count, 'inkompatible Änderung', 'inkompatible Änderungen'),
  changesCount: (count: number) => plural(count, 'Änderung', 'Änderungen'),
  deprecationsCount: (count: number) => plural(count, 'Abkündigung', 'Abkündigungen'),
  breaking: 'Inkompatibel',
  deprecation: 'Abkündigung',
  newIn: (version: string) => `Neu in ${version}`,
  changedIn: (version: string) => `Geändert in ${version}`,
  breakingIn: (version: string) => `Inkompatibel in ${version}`,
  newOperation: 'neu',
  feeds: 'Änderungen abonnieren:',
  atomFeed: 'Atom-Feed',
  jsonFeed: 'JSON-Feed',
  seeChanges: 'Änderungen zwischen Versionen',
  latestRelease: (version: string, count: number) =>
    `Neueste Version: ${version}, ${plural(count, 'Änderung', 'Änderungen')}.`,
  feedTitle: (title: string) => `${title}: Änderungen`,
  olderVersions: 'Ältere Versionen',
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
  help: 'Mit den Pfeiltasten ein Ergebnis wählen (nach dem letzten zeigt der Pfeil nach unten weitere), mit Enter öffnen; Escape schließt.',
  results: 'Suchergebnisse',
};

export const searchResults = {
  unavailable: 'Die Suche ist nicht verfügbar: `npm run build` erstellt ihren Index.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'Keine Ergebnisse' : count === 1 ? '1 Ergebnis' : `${count.toLocaleString('de')} Ergebnisse`} für „${query}“.`,
  kinds: { schema: 'Modell', guide: 'Anleitung', overview: 'Übersicht' } as Record<string, string>,
  page: 'Seite',
  more: (shown: number, total: number) =>
    `Weitere Ergebnisse zeigen (${shown.toLocaleString('de')} von ${total.toLocaleString('de')} gezeigt)`,
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
