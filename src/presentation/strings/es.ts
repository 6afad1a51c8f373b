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

export const tryIt = {
  title: 'Pruébelo',
  intro:
    'Envíe una petición {method} real desde su navegador{servers}, con sus parámetros y credenciales, y vea la respuesta.',
  toServer: ' al servidor ',
  toServers: ' a uno de los servidores ',
  button: 'Probar',
};

export const tryItStatus = {
  loading: 'Cargando el cliente de la API…',
  failed: 'No se pudo cargar el cliente de la API. Compruebe su conexión e inténtelo de nuevo.',
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
  darkTheme: 'Tema oscuro',
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
  help: 'Use las flechas arriba y abajo para elegir un resultado y Intro para abrirlo; Escape cierra.',
  results: 'Resultados de la búsqueda',
};

export const searchResults = {
  unavailable: 'La búsqueda no está disponible: su índice lo construye `npm run build`.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'Ningún resultado' : count === 1 ? '1 resultado' : `${number(count)} resultados`} para «${query}».`,
  kinds: { schema: 'Modelo', guide: 'Guía', overview: 'Resumen' } as Record<string, string>,
  page: 'Página',
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
