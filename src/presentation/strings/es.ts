/** Español. What this file leaves out stays English (en.ts is the reference). */

const number = (count: number) => count.toLocaleString('es');
const plural = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;

export const language = { tag: 'es', name: 'Español', dir: 'ltr' as 'ltr' | 'rtl' };

export const fields = {
  examples: 'Ejemplos',
  requestExample: 'Ejemplo de solicitud',
  responseExamples: 'Ejemplos de respuesta',
  statusCodes: 'Códigos de estado',
  mediaTypes: 'Tipos de medio',
  namedExamples: 'Ejemplos',
  generatedExample: 'generado a partir del esquema',
  sameExample: 'Igual que {example}',
  externalExample: 'Este ejemplo está en {address}',
  request: 'solicitud',
  sameFields: 'Mismos campos que {field}',
  linkTo: (path: string) => `Enlace a ${path}`,
  linkCopied: 'Enlace copiado',
  expandAll: 'Expandir todo',
  collapseAll: 'Contraer todo',
  usedBy: 'Usado por',
  usedByNothing: 'Ninguna operación ni modelo de esta API hace referencia a él.',
};

export const reference = {
  overview: 'Resumen',
  stability: 'Estabilidad',
  tags: 'Etiquetas',
  moreDocumentation: 'Más documentación',
  authorization: 'Autorización',
  noAuthorization: 'No necesita autorización.',
  none: 'Ninguna',
  and: ' y ',
  scopes: 'ámbitos',
  server: 'Servidor',
  servers: 'Servidores',
  parameters: 'Parámetros',
  parametersIn: {
    path: 'Parámetros de ruta',
    query: 'Parámetros de consulta',
    header: 'Parámetros de cabecera',
    cookie: 'Parámetros de cookie',
  },
  requestBody: 'Cuerpo de la petición',
  responses: 'Respuestas',
  headers: 'Cabeceras',
  headersOf: (statuses: string) => `Cabeceras de ${statuses}`,
  jumpTo: 'Ir a',
  code: 'Código',
  links: 'Enlaces:',
  with: 'con',
  callback: 'Callback',
  codeSamples: 'Ejemplos de código',
  generated: 'generado',
  required: 'obligatorio',
  optional: 'opcional',
  deprecatedFlag: 'obsoleto',
  deprecatedTitle: 'Obsoleto',
  schema: 'Esquema:',
  type: 'Tipo:',
  name: 'Nombre',
  typeColumn: 'Tipo',
  field: 'Campo',
  description: 'Descripción',
  contentType: 'Tipo de contenido',
  example: 'Ejemplo',
  fieldsOf: 'Campos de',
  eachItem: 'Cada elemento:',
  exactlyOneOf: 'Exactamente uno de:',
  anyOf: 'Cualquiera de:',
  discriminatedBy: 'Discriminado por',
  moreMappings: (count: number) => `y ${count} más`,
  itemsByPosition: 'Elementos por posición:',
  propertiesMatching: 'Propiedades que coinciden con',
  additionalProperties: 'Propiedades adicionales:',
  any: 'cualquiera',
  models: 'Modelos',
  model: 'Modelo',
  deprecations: 'Obsolescencias',
  more: 'Más',
  webhooks: 'Webhooks',
  webhooksIntro: 'Peticiones que esta API le envía.',
  reference: 'Referencia',
  generatedGroups: { reference: 'Referencia', other: 'Otros' },
  authentication: 'Autenticación',
  flow: 'Flujo',
  authorizationUrl: 'URL de autorización',
  tokenUrl: 'URL del token',
  refreshUrl: 'URL de renovación',
  scope: 'Ámbito',
  grants: 'Concede',
  variableDefault: 'por defecto',
  oneOfValues: 'uno de',
  operations: (count: number) => plural(count, 'operación', 'operaciones'),
  modelsCount: (count: number) => plural(count, 'modelo', 'modelos'),
  deprecatedCount: (count: number) => plural(count, 'obsoleta', 'obsoletas'),
  moreAbove: (count: number) => `${number(count)} más arriba`,
  moreBelow: (count: number) => `${number(count)} más abajo`,
  moreTagsAbove: (count: number) => `${number(count)} etiquetas más arriba`,
  moreTagsBelow: (count: number) => `${number(count)} etiquetas más abajo`,
  allWebhooks: (count: number) => `Los ${number(count)} webhooks`,
  nothingDeprecated: 'Nada de esta API está obsoleto.',
  deprecatedSoonestFirst: (count: number) =>
    `${plural(count, 'operación obsoleta', 'operaciones obsoletas')}, la retirada más próxima primero.`,
  noSunsetDate: 'sin fecha de retirada',
};

export const security = {
  apiKey: (where: string, name: string) => `Clave de API en ${where} «${name}»`,
  apiKeyIn: { header: 'la cabecera', query: 'el parámetro de consulta', cookie: 'la cookie' } as Record<string, string>,
  http: (scheme: string, bearerFormat?: string) => `HTTP ${scheme}${bearerFormat ? ` (${bearerFormat})` : ''}`,
  oauth2: (flows: string[]) => `OAuth 2.0 (${flows.join(', ') || 'sin flujo'})`,
  openIdConnect: (url: string) => `OpenID Connect (${url})`,
  mutualTls: 'TLS mutuo',
};

export const facts = {
  readOnly: 'solo lectura',
  writeOnly: 'solo escritura',
  deprecated: 'obsoleto',
  allowedValues: 'Valores permitidos:',
  constant: 'Constante:',
  mustNotBe: 'No puede ser:',
  default: 'Por defecto:',
  example: 'Ejemplo:',
  constraints: {
    minimum: '≥',
    exclusiveMinimum: '>',
    maximum: '≤',
    exclusiveMaximum: '<',
    multipleOf: 'múltiplo de',
    minLength: 'longitud mínima',
    maxLength: 'longitud máxima',
    pattern: 'patrón',
    minItems: 'mínimo de elementos',
    maxItems: 'máximo de elementos',
    minProperties: 'mínimo de propiedades',
    maxProperties: 'máximo de propiedades',
  } as Record<string, string>,
};

export const types = {
  arrayOf: 'array de ',
  mapOf: 'mapa de ',
  oneOf: 'uno de ',
  anyOf: 'cualquiera de ',
  circular: 'referencia circular',
  constant: 'constante',
  any: 'cualquiera',
  null: 'null',
};

export const lifecycle = {
  deprecated: 'Obsoleto.',
  operation: 'operación',
  webhook: 'webhook',
  noSunset: 'Este elemento ({what}) está obsoleto y puede desaparecer en una versión futura.',
  sunsetPassed:
    'La fecha de retirada fue el {date}: este elemento ({what}) puede dejar de funcionar en cualquier momento.',
  sunsetAhead: 'Este elemento ({what}) se retira el {date} ({distance}). Migre antes de esa fecha.',
  sunsetsInDays: (days: number) => `se retira en ${number(days)} días`,
  sunsetsTomorrow: 'se retira mañana',
  sunsetsToday: 'se retira hoy',
  sunsetPassedOn: (date: string) => `retirado el ${date}`,
  stability: {
    experimental: 'Experimental: puede cambiar o desaparecer sin aviso. No dependa de ello en producción.',
    alpha: 'Alfa: incompleto y con probables cambios incompatibles.',
    beta: 'Beta: completo pero aún puede cambiar; los cambios incompatibles se anuncian.',
    preview: 'Vista previa: para opiniones tempranas; puede cambiar antes de estar disponible para todos.',
    'release-candidate': 'Candidata a versión: se espera que sea estable tal cual, salvo un problema grave.',
    rc: 'Candidata a versión: se espera que sea estable tal cual, salvo un problema grave.',
    stable: 'Estable: cubierto por las garantías de compatibilidad de la API.',
    ga: 'Disponible para todos: estable y cubierto por las garantías de compatibilidad de la API.',
    internal: 'Interno: para los clientes propios del proveedor; puede cambiar sin aviso.',
    deprecated: 'Obsoleto: se retirará.',
  } as Record<string, string>,
  stabilityOther: (stability: string) => `Estabilidad: ${stability}.`,
};

/** What `npm run changes` and the changelog say of a change (slots as in en.ts). */
export const changeWords = {
  levels: { breaking: 'incompatible', 'non-breaking': 'compatible', deprecation: 'obsolescencia' },
  warning: 'revisar',
  none: 'ninguno',
  inCallback: 'En el callback {callback}: ',
  documentWide: 'Toda la API',
  summary: (breaking: number, total: number) =>
    `${total} ${total === 1 ? 'cambio' : 'cambios'}, ${breaking} incompatible${breaking === 1 ? '' : 's'}`,
  noChanges: 'Sin cambios.',
  title: (title: string, from: string, to: string) => `${title} ${from} → ${to}`,
  sections: {
    breaking: (count: number) => `Incompatibles (${count})`,
    deprecation: (count: number) => `Obsolescencias (${count})`,
    'non-breaking': (count: number) => `Otros cambios (${count})`,
  },
  more: (count: number) => `… y ${count} más, no mostrados aquí.`,
};

export const changeRules = {
  'operation-added': 'Operación añadida.',
  'operation-removed-without-deprecation': 'Operación eliminada sin haber sido obsoleta antes.',
  'operation-removed-before-sunset': 'Operación eliminada antes de su fecha de retirada.',
  'operation-removed-after-sunset': 'Operación eliminada después de su fecha de retirada ({date}).',
  'operation-deprecated': 'Operación marcada como obsoleta.',
  'operation-undeprecated': 'La operación ya no es obsoleta.',
  'operation-sunset-set': 'Fecha de retirada fijada en {date}.',
  'operation-sunset-moved-earlier': 'Fecha de retirada adelantada, de {from} a {to}.',
  'operation-sunset-moved-later': 'Fecha de retirada aplazada, de {from} a {to}.',
  'operation-sunset-removed': 'Fecha de retirada {from} eliminada.',
  'operation-stability-changed': 'Estabilidad cambiada de {from} a {to}.',
  'operation-stability-decreased': 'Estabilidad rebajada de {from} a {to}.',
  'operation-id-changed': 'operationId cambiado de {from} a {to}.',
  'request-parameter-added': 'Parámetro opcional {location} añadido.',
  'request-parameter-added-required': 'Parámetro obligatorio {location} añadido.',
  'request-parameter-removed': 'Parámetro {location} eliminado.',
  'request-parameter-became-required': 'El parámetro {location} pasa a ser obligatorio.',
  'request-parameter-became-optional': 'El parámetro {location} pasa a ser opcional.',
  'request-parameter-deprecated': 'Parámetro {location} marcado como obsoleto.',
  'request-parameter-type-changed': 'El parámetro {location} cambia de tipo: de {from} a {to}.',
  'request-parameter-type-widened': 'El parámetro {location} amplía su tipo: de {from} a {to}.',
  'request-parameter-format-changed': 'El parámetro {location} cambia de formato: de {from} a {to}.',
  'request-parameter-enum-value-added': 'El parámetro {location} acepta un valor nuevo: {value}.',
  'request-parameter-enum-value-removed': 'El parámetro {location} ya no acepta el valor {value}.',
  'request-parameter-constraint-narrowed': 'El parámetro {location} endurece {keyword} de {from} a {to}.',
  'request-parameter-constraint-widened': 'El parámetro {location} relaja {keyword} de {from} a {to}.',
  'request-parameter-became-nullable': 'El parámetro {location} acepta null.',
  'request-parameter-became-not-nullable': 'El parámetro {location} ya no acepta null.',
  'request-body-added': 'Cuerpo de solicitud opcional añadido.',
  'request-body-added-required': 'Cuerpo de solicitud obligatorio añadido.',
  'request-body-removed': 'Cuerpo de solicitud eliminado.',
  'request-body-became-required': 'El cuerpo de la solicitud pasa a ser obligatorio.',
  'request-body-became-optional': 'El cuerpo de la solicitud pasa a ser opcional.',
  'request-media-type-added': 'El cuerpo de la solicitud acepta un tipo de medio nuevo: {mediaType}.',
  'request-media-type-removed': 'El cuerpo de la solicitud ya no acepta {mediaType}.',
  'request-property-added': 'Campo opcional {location} añadido.',
  'request-property-added-required': 'Campo obligatorio {location} añadido.',
  'request-property-removed': 'Campo {location} eliminado.',
  'request-property-became-required': 'El campo {location} pasa a ser obligatorio.',
  'request-property-became-optional': 'El campo {location} pasa a ser opcional.',
  'request-property-deprecated': 'Campo {location} marcado como obsoleto.',
  'request-property-type-changed': 'El campo {location} cambia de tipo: de {from} a {to}.',
  'request-property-type-widened': 'El campo {location} amplía su tipo: de {from} a {to}.',
  'request-property-format-changed': 'El campo {location} cambia de formato: de {from} a {to}.',
  'request-property-enum-value-added': 'El campo {location} acepta un valor nuevo: {value}.',
  'request-property-enum-value-removed': 'El campo {location} ya no acepta el valor {value}.',
  'request-property-constraint-narrowed': 'El campo {location} endurece {keyword} de {from} a {to}.',
  'request-property-constraint-widened': 'El campo {location} relaja {keyword} de {from} a {to}.',
  'request-property-became-nullable': 'El campo {location} acepta null.',
  'request-property-became-not-nullable': 'El campo {location} ya no acepta null.',
  'request-property-alternative-added': 'El campo {location} acepta una variante nueva: {value}.',
  'request-property-alternative-removed': 'El campo {location} ya no acepta la variante {value}.',
  'response-status-added': 'Estado de respuesta {status} añadido.',
  'response-status-removed': 'Estado de respuesta {status} eliminado.',
  'response-media-type-added': 'La respuesta {status} ahora puede llegar como {mediaType}.',
  'response-media-type-removed': 'La respuesta {status} ya no llega como {mediaType}.',
  'response-header-added': 'La respuesta {status} añade la cabecera {name}.',
  'response-header-removed': 'La respuesta {status} ya no envía la cabecera {name}.',
  'response-property-added': 'Campo {location} añadido.',
  'response-property-removed': 'Campo {location} eliminado.',
  'response-property-became-required': 'El campo {location} ahora está siempre presente.',
  'response-property-became-optional': 'El campo {location} ahora puede faltar.',
  'response-property-deprecated': 'Campo {location} marcado como obsoleto.',
  'response-property-type-changed': 'El campo {location} cambia de tipo: de {from} a {to}.',
  'response-property-type-narrowed': 'El campo {location} restringe su tipo: de {from} a {to}.',
  'response-property-format-changed': 'El campo {location} cambia de formato: de {from} a {to}.',
  'response-property-enum-value-added': 'El campo {location} puede devolver un valor nuevo: {value}.',
  'response-property-enum-value-removed': 'El campo {location} ya no devuelve el valor {value}.',
  'response-property-constraint-narrowed': 'El campo {location} endurece {keyword} de {from} a {to}.',
  'response-property-constraint-widened': 'El campo {location} relaja {keyword} de {from} a {to}.',
  'response-property-became-nullable': 'El campo {location} ahora puede ser null.',
  'response-property-became-not-nullable': 'El campo {location} ya no es null.',
  'response-property-alternative-added': 'El campo {location} puede devolver una variante nueva: {value}.',
  'response-property-alternative-removed': 'El campo {location} ya no devuelve la variante {value}.',
  'security-added': 'Ahora se requiere autorización: {value}.',
  'security-removed': 'Ya no se requiere autorización.',
  'security-alternative-added': 'Nueva forma de autorizarse: {value}.',
  'security-alternative-removed': 'Forma de autorizarse eliminada: {value}.',
  'security-scheme-added': 'Esquema de seguridad {name} añadido.',
  'security-scheme-removed': 'Esquema de seguridad {name} eliminado.',
  'security-scheme-changed': 'Esquema de seguridad {name} cambiado de {from} a {to}.',
  'server-added': 'Servidor {url} añadido.',
  'server-removed': 'Servidor {url} eliminado.',
  'schema-added': 'Modelo {name} añadido.',
  'schema-removed': 'Modelo {name} eliminado.',
  'callback-added': 'Callback {name} añadido: la API ahora puede enviar {method} {path}.',
  'callback-removed': 'Callback {name} eliminado: la API ya no envía {method} {path}.',
};

export const theme = {
  label: 'Tema: {state}',
  system: 'sistema',
  light: 'claro',
  dark: 'oscuro',
};

export const tryIt = {
  title: 'Pruébelo',
  intro:
    'Envíe una petición {method} real desde su navegador{servers}, con sus parámetros y credenciales, y vea la respuesta.',
  toServer: ' al servidor ',
  toServers: ' a uno de los servidores ',
  button: 'Probar',
  rememberCredentials: 'Recordar mis credenciales en este navegador',
  customServer: 'Su servidor',
  customServerHint:
    'Opcional: la URL base de otro servidor, como un servidor simulado en su ordenador (http://127.0.0.1:4010). El cliente lo selecciona; su menú de servidores sigue ofreciendo los demás.',
  noServer:
    'El documento no indica ningún servidor para esta operación: el cliente enviaría la petición a este sitio, que no es la API, y mostraría sus páginas como respuesta. Escriba la dirección de la API en «Su servidor».',
};

export const tryItStatus = {
  loading: 'Cargando el cliente de la API…',
  failed: 'No se pudo cargar el cliente de la API. Compruebe su conexión e inténtelo de nuevo.',
  invalidServer: 'Escriba una dirección completa que empiece por http:// o https://, como https://api.example.com.',
};

export const tryItClient = {
  noServer:
    'Esta petición no tiene servidor: iría a {site}, este sitio, y no a la API. Cierre el cliente y escriba la dirección de la API en «Su servidor», junto al botón Probar.',
  blockedByPolicy:
    'No se ha enviado: la política de seguridad de este sitio (Content-Security-Policy) solo deja llegar a los servidores que el sitio indica, y {origin} no es uno de ellos. El sitio puede añadirlo en «tryIt.servers» de site.config.json o enviar las peticiones a través de un proxy CORS («tryIt.proxyUrl»).',
  noAnswer:
    'Ninguna respuesta de {origin} que el navegador pueda leer. Lo más probable es que el servidor no acepte peticiones de otros sitios (CORS) o que nada responda en esa dirección. Un proxy CORS, indicado como «tryIt.proxyUrl» en site.config.json, envía las peticiones en nombre del navegador.',
  noAnswerFromProxy:
    'Ninguna respuesta del proxy CORS {proxy} («tryIt.proxyUrl»), que debía enviar esta petición a {origin}: compruebe que el proxy funciona y acepta peticiones de este sitio.',
};

export const pageMenu = {
  label: 'Usar esta página',
  copy: 'Copiar como Markdown',
  view: 'Ver como Markdown',
  chatgpt: 'Abrir en ChatGPT',
  claude: 'Abrir en Claude',
  prompt: (url: string) => `Lee ${url} para que pueda hacerte preguntas sobre ello.`,
};

export const home = {
  webhooks: (count: number) => plural(count, 'webhook', 'webhooks'),
  openReference: (title: string) => `Referencia de ${title}`,
};

/** Varias versiones de una API lado a lado: el selector de versión de la cabecera y el aviso de una versión anterior. */
export const versions = {
  current: (version: string) => `v${version}`,
  switcher: 'Versiones de la API',
  latest: 'la más reciente',
  olderBanner: 'Está leyendo la versión {version}, que no es la más reciente. {link}',
  toLatest: (latest: string) => `Ver esta página en ${latest} (la más reciente)`,
  toLatestOverview: (latest: string) => `Esta página no existe en ${latest} (la más reciente): ver su resumen`,
};

/** Los cambios de una API: página, fuentes e insignias. */
export const changelog = {
  feedEntry: (version: string, counts: string) => `${version}: ${counts}`,
  title: 'Cambios',
  changesOf: (title: string) => `Cambios de ${title}`,
  intro:
    'Lo que cambió de una versión de la API a la siguiente, la más reciente primero. Los cambios incompatibles van primero.',
  release: (version: string) => `Versión ${version}`,
  releasedOn: (date: string) => `publicada el ${date}`,
  since: (previous: string) => `desde ${previous}`,
  commit: 'commit',
  firstRelease: 'La primera versión.',
  breakingCount: (count: number) => plural(count, 'cambio incompatible', 'cambios incompatibles'),
  changesCount: (count: number) => plural(count, 'cambio', 'cambios'),
  deprecationsCount: (count: number) => plural(count, 'obsolescencia', 'obsolescencias'),
  breaking: 'Incompatible',
  deprecation: 'Obsolescencia',
  newIn: (version: string) => `Nuevo en ${version}`,
  changedIn: (version: string) => `Cambiado en ${version}`,
  breakingIn: (version: string) => `Incompatible en ${version}`,
  newOperation: 'nuevo',
  feeds: 'Seguir los cambios:',
  atomFeed: 'fuente Atom',
  jsonFeed: 'fuente JSON',
  seeChanges: 'Cambios entre versiones',
  latestRelease: (version: string, count: number) =>
    `Última versión: ${version}, ${plural(count, 'cambio', 'cambios')}.`,
  feedTitle: (title: string) => `${title}: cambios`,
  olderVersions: 'Versiones anteriores',
};

export const frame = {
  skipToContent: 'Saltar al contenido',
  menu: 'Menú',
  siteNavigation: 'Navegación del sitio',
  links: 'Enlaces',
  languages: 'Idiomas',
  apiDocuments: 'Documentos de API',
  apiReferences: 'Referencias de API',
  apiReference: 'Referencia de la API',
  guides: 'Guías',
  downloadOpenApi: 'Descargar OpenAPI:',
  defaultTitle: 'Referencia de la API',
  guideAsMarkdown: 'Esta guía en Markdown',
  placeholderMissing: 'Faltan ajustes del sitio',
  placeholderNote:
    '{token} representa un valor propio: defina {setting} en {file} y vuelva a construir para verlo aquí.',
  permalinkTo: (text: string) => `Enlace permanente a «${text}»`,
  notFoundTitle: 'Página no encontrada',
  notFoundText:
    'No hay ninguna página en esta dirección. Puede que se haya movido al cambiar la API, o que el enlace esté mal escrito.',
  searchTheDocumentation: 'Buscar en la documentación',
  overviewOf: (title: string) => `Resumen de ${title}`,
};

export const search = {
  button: 'Buscar',
  dialog: 'Buscar en la documentación',
  label: 'Buscar operaciones, modelos y guías',
  placeholder: 'Buscar operaciones, rutas, modelos, guías…',
  close: 'Cerrar',
  help: 'Use las flechas arriba y abajo para elegir un resultado (la flecha abajo desde el último muestra más) e Intro para abrirlo; Escape cierra.',
  results: 'Resultados de la búsqueda',
};

export const searchResults = {
  unavailable: 'La búsqueda no está disponible: su índice lo construye `npm run build`.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'Ningún resultado' : count === 1 ? '1 resultado' : `${number(count)} resultados`} para «${query}».`,
  kinds: { schema: 'Modelo', guide: 'Guía', overview: 'Resumen' } as Record<string, string>,
  page: 'Página',
  more: (shown: number, total: number) => `Mostrar más resultados (${number(shown)} de ${number(total)} mostrados)`,
};

export const samples = {
  language: 'Lenguaje del ejemplo de código',
};

export const copy = {
  copy: 'Copiar',
  copied: 'Copiado',
  failed: 'No se pudo copiar',
  code: 'Copiar el código',
  sample: (label: string) => `Copiar el ejemplo ${label}`,
};

export const twins = {
  llmsIntro: (oneDocument: boolean) =>
    'Cada página de operación, modelo y guía tiene una versión en Markdown: sustituya la "/" final de su dirección por ' +
    `".md". ${oneDocument ? 'El documento OpenAPI se puede descargar' : 'Los documentos OpenAPI se pueden descargar'} como openapi.json y openapi.yaml.`,
  llmsSummary: (titles: string) => `Referencia de la API de ${titles}.`,
  operationsHeading: 'Operaciones',
  modelsHeading: 'Modelos',
  guidesHeading: 'Guías',
  optional: 'Opcional',
  openApiDocument: 'Documento OpenAPI',
  openApiJson: 'Documento OpenAPI (JSON)',
  openApiYaml: 'Documento OpenAPI (YAML)',
  webhook: 'webhook',
};
