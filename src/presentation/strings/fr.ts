/** Français. What this file leaves out stays English (en.ts is the reference). */

const number = (count: number) => count.toLocaleString('fr');
const plural = (count: number, one: string, many: string) => `${number(count)} ${count <= 1 ? one : many}`;

export const language = { tag: 'fr', name: 'Français', dir: 'ltr' as 'ltr' | 'rtl' };

export const fields = {
  examples: 'Exemples',
  requestExample: 'Exemple de requête',
  responseExamples: 'Exemples de réponse',
  statusCodes: 'Codes de statut',
  mediaTypes: 'Types de média',
  namedExamples: 'Exemples',
  generatedExample: 'généré à partir du schéma',
  sameExample: 'Identique à {example}',
  externalExample: 'Cet exemple se trouve à l’adresse {address}',
  request: 'requête',
  sameFields: 'Mêmes champs que {field}',
  linkTo: (path: string) => `Lien vers ${path}`,
  linkCopied: 'Lien copié',
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
  usedBy: 'Utilisé par',
  usedByNothing: 'Aucune opération ni aucun modèle de cette API n’y fait référence.',
};

export const reference = {
  overview: 'Présentation',
  stability: 'Stabilité',
  tags: 'Étiquettes',
  moreDocumentation: 'Plus de documentation',
  authorization: 'Autorisation',
  noAuthorization: 'Aucune autorisation nécessaire.',
  none: 'Aucune',
  and: ' et ',
  scopes: 'portées',
  server: 'Serveur',
  servers: 'Serveurs',
  parameters: 'Paramètres',
  parametersIn: {
    path: 'Paramètres de chemin',
    query: 'Paramètres de requête',
    header: 'Paramètres d’en-tête',
    cookie: 'Paramètres de cookie',
  },
  requestBody: 'Corps de la requête',
  responses: 'Réponses',
  headers: 'En-têtes',
  headersOf: (statuses: string) => `En-têtes de ${statuses}`,
  jumpTo: 'Aller à',
  code: 'Code',
  links: 'Liens :',
  with: 'avec',
  callback: 'Callback',
  codeSamples: 'Exemples de code',
  generated: 'généré',
  required: 'obligatoire',
  optional: 'facultatif',
  deprecatedFlag: 'obsolète',
  deprecatedTitle: 'Obsolète',
  schema: 'Schéma :',
  type: 'Type :',
  name: 'Nom',
  typeColumn: 'Type',
  field: 'Champ',
  description: 'Description',
  contentType: 'Type de contenu',
  example: 'Exemple',
  fieldsOf: 'Champs de',
  eachItem: 'Chaque élément :',
  exactlyOneOf: 'Exactement un parmi :',
  anyOf: 'Un ou plusieurs parmi :',
  discriminatedBy: 'Discriminé par',
  moreMappings: (count: number) => `et ${count} de plus`,
  itemsByPosition: 'Éléments par position :',
  propertiesMatching: 'Propriétés correspondant à',
  additionalProperties: 'Propriétés supplémentaires :',
  any: 'quelconque',
  models: 'Modèles',
  model: 'Modèle',
  deprecations: 'Obsolescences',
  more: 'Plus',
  webhooks: 'Webhooks',
  webhooksIntro: 'Les requêtes que cette API vous envoie.',
  reference: 'Référence',
  generatedGroups: { reference: 'Référence', other: 'Autres' },
  authentication: 'Authentification',
  flow: 'Flux',
  authorizationUrl: 'URL d’autorisation',
  tokenUrl: 'URL du jeton',
  refreshUrl: 'URL de renouvellement',
  scope: 'Portée',
  grants: 'Accorde',
  variableDefault: 'par défaut',
  oneOfValues: 'l’une de',
  operations: (count: number) => plural(count, 'opération', 'opérations'),
  modelsCount: (count: number) => plural(count, 'modèle', 'modèles'),
  deprecatedCount: (count: number) => plural(count, 'obsolète', 'obsolètes'),
  moreAbove: (count: number) => `${number(count)} de plus au-dessus`,
  moreBelow: (count: number) => `${number(count)} de plus en dessous`,
  moreTagsAbove: (count: number) => `${number(count)} étiquettes de plus au-dessus`,
  moreTagsBelow: (count: number) => `${number(count)} étiquettes de plus en dessous`,
  allWebhooks: (count: number) => `Les ${number(count)} webhooks`,
  nothingDeprecated: 'Rien n’est obsolète dans cette API.',
  deprecatedSoonestFirst: (count: number) =>
    `${plural(count, 'opération obsolète', 'opérations obsolètes')}, le retrait le plus proche d’abord.`,
  noSunsetDate: 'pas de date de retrait',
};

export const security = {
  apiKey: (where: string, name: string) => `Clé d’API dans ${where} « ${name} »`,
  apiKeyIn: { header: 'l’en-tête', query: 'le paramètre de requête', cookie: 'le cookie' } as Record<string, string>,
  http: (scheme: string, bearerFormat?: string) => `HTTP ${scheme}${bearerFormat ? ` (${bearerFormat})` : ''}`,
  oauth2: (flows: string[]) => `OAuth 2.0 (${flows.join(', ') || 'aucun flux'})`,
  openIdConnect: (url: string) => `OpenID Connect (${url})`,
  mutualTls: 'TLS mutuel',
};

export const facts = {
  readOnly: 'lecture seule',
  writeOnly: 'écriture seule',
  deprecated: 'obsolète',
  allowedValues: 'Valeurs autorisées :',
  constant: 'Constante :',
  mustNotBe: 'Ne doit pas être :',
  default: 'Par défaut :',
  example: 'Exemple :',
  constraints: {
    minimum: '≥',
    exclusiveMinimum: '>',
    maximum: '≤',
    exclusiveMaximum: '<',
    multipleOf: 'multiple de',
    minLength: 'longueur min.',
    maxLength: 'longueur max.',
    pattern: 'motif',
    minItems: 'éléments min.',
    maxItems: 'éléments max.',
    minProperties: 'propriétés min.',
    maxProperties: 'propriétés max.',
  } as Record<string, string>,
};

export const types = {
  arrayOf: 'tableau de ',
  mapOf: 'dictionnaire de ',
  oneOf: 'un parmi ',
  anyOf: 'un ou plusieurs parmi ',
  circular: 'référence circulaire',
  constant: 'constante',
  any: 'quelconque',
  null: 'null',
};

export const lifecycle = {
  deprecated: 'Obsolète.',
  operation: 'opération',
  webhook: 'webhook',
  noSunset: 'Cet élément ({what}) est obsolète et pourra disparaître dans une version future.',
  sunsetPassed: 'La date de retrait était le {date} : cet élément ({what}) peut cesser de fonctionner à tout moment.',
  sunsetAhead: 'Cet élément ({what}) sera retiré le {date} ({distance}). Migrez avant cette date.',
  sunsetsInDays: (days: number) => `retrait dans ${number(days)} jours`,
  sunsetsTomorrow: 'retrait demain',
  sunsetsToday: 'retrait aujourd’hui',
  sunsetPassedOn: (date: string) => `retiré le ${date}`,
  stability: {
    experimental: 'Expérimental : peut changer ou disparaître sans préavis. Ne pas s’en servir en production.',
    alpha: 'Alpha : incomplet, des changements incompatibles sont probables.',
    beta: 'Bêta : complet mais peut encore changer ; les changements incompatibles sont annoncés.',
    preview: 'Aperçu : pour des retours précoces ; peut changer avant la disponibilité générale.',
    'release-candidate': 'Version candidate : devrait devenir stable en l’état, sauf problème bloquant.',
    rc: 'Version candidate : devrait devenir stable en l’état, sauf problème bloquant.',
    stable: 'Stable : couvert par les garanties de compatibilité de l’API.',
    ga: 'Disponibilité générale : stable et couvert par les garanties de compatibilité de l’API.',
    internal: 'Interne : destiné aux clients du fournisseur ; peut changer sans préavis.',
    deprecated: 'Obsolète : retrait prévu.',
  } as Record<string, string>,
  stabilityOther: (stability: string) => `Stabilité : ${stability}.`,
};

/** What `npm run changes` and the changelog say of a change (slots as in en.ts). */
export const changeWords = {
  levels: { breaking: 'incompatible', 'non-breaking': 'compatible', deprecation: 'obsolescence' },
  warning: 'à vérifier',
  none: 'aucun',
  inCallback: 'Dans le callback {callback} : ',
  documentWide: 'Toute l’API',
  summary: (breaking: number, total: number) =>
    `${total} ${total <= 1 ? 'changement' : 'changements'}, ${breaking} incompatible${breaking > 1 ? 's' : ''}`,
  noChanges: 'Aucun changement.',
  title: (title: string, from: string, to: string) => `${title} ${from} → ${to}`,
  sections: {
    breaking: (count: number) => `Incompatibles (${count})`,
    deprecation: (count: number) => `Obsolescences (${count})`,
    'non-breaking': (count: number) => `Autres changements (${count})`,
  },
  more: (count: number) => `… et ${count} de plus, non affichés ici.`,
};

export const changeRules = {
  'operation-added': 'Opération ajoutée.',
  'operation-removed-without-deprecation': 'Opération supprimée sans avoir été dépréciée.',
  'operation-removed-before-sunset': 'Opération supprimée avant sa date de fin.',
  'operation-removed-after-sunset': 'Opération supprimée après sa date de fin ({date}).',
  'operation-deprecated': 'Opération dépréciée.',
  'operation-undeprecated': 'Opération plus dépréciée.',
  'operation-sunset-set': 'Date de fin fixée au {date}.',
  'operation-sunset-moved-earlier': 'Date de fin avancée, du {from} au {to}.',
  'operation-sunset-moved-later': 'Date de fin repoussée, du {from} au {to}.',
  'operation-sunset-removed': 'Date de fin {from} retirée.',
  'operation-stability-changed': 'Stabilité passée de {from} à {to}.',
  'operation-stability-decreased': 'Stabilité abaissée de {from} à {to}.',
  'operation-id-changed': 'operationId changé de {from} en {to}.',
  'request-parameter-added': 'Paramètre facultatif {location} ajouté.',
  'request-parameter-added-required': 'Paramètre obligatoire {location} ajouté.',
  'request-parameter-removed': 'Paramètre {location} supprimé.',
  'request-parameter-became-required': 'Le paramètre {location} est devenu obligatoire.',
  'request-parameter-became-optional': 'Le paramètre {location} est devenu facultatif.',
  'request-parameter-deprecated': 'Paramètre {location} déprécié.',
  'request-parameter-type-changed': 'Le paramètre {location} change de type : {from} devient {to}.',
  'request-parameter-type-widened': 'Le paramètre {location} élargit son type : {from} devient {to}.',
  'request-parameter-format-changed': 'Le paramètre {location} change de format : {from} devient {to}.',
  'request-parameter-enum-value-added': 'Le paramètre {location} accepte une nouvelle valeur : {value}.',
  'request-parameter-enum-value-removed': 'Le paramètre {location} n’accepte plus la valeur {value}.',
  'request-parameter-constraint-narrowed': 'Le paramètre {location} resserre {keyword} de {from} à {to}.',
  'request-parameter-constraint-widened': 'Le paramètre {location} assouplit {keyword} de {from} à {to}.',
  'request-parameter-became-nullable': 'Le paramètre {location} accepte null.',
  'request-parameter-became-not-nullable': 'Le paramètre {location} n’accepte plus null.',
  'request-body-added': 'Corps de requête facultatif ajouté.',
  'request-body-added-required': 'Corps de requête obligatoire ajouté.',
  'request-body-removed': 'Corps de requête supprimé.',
  'request-body-became-required': 'Le corps de requête est devenu obligatoire.',
  'request-body-became-optional': 'Le corps de requête est devenu facultatif.',
  'request-media-type-added': 'Le corps de requête accepte un nouveau type de média : {mediaType}.',
  'request-media-type-removed': 'Le corps de requête n’accepte plus {mediaType}.',
  'request-property-added': 'Champ facultatif {location} ajouté.',
  'request-property-added-required': 'Champ obligatoire {location} ajouté.',
  'request-property-removed': 'Champ {location} supprimé.',
  'request-property-became-required': 'Le champ {location} est devenu obligatoire.',
  'request-property-became-optional': 'Le champ {location} est devenu facultatif.',
  'request-property-deprecated': 'Champ {location} déprécié.',
  'request-property-type-changed': 'Le champ {location} change de type : {from} devient {to}.',
  'request-property-type-widened': 'Le champ {location} élargit son type : {from} devient {to}.',
  'request-property-format-changed': 'Le champ {location} change de format : {from} devient {to}.',
  'request-property-enum-value-added': 'Le champ {location} accepte une nouvelle valeur : {value}.',
  'request-property-enum-value-removed': 'Le champ {location} n’accepte plus la valeur {value}.',
  'request-property-constraint-narrowed': 'Le champ {location} resserre {keyword} de {from} à {to}.',
  'request-property-constraint-widened': 'Le champ {location} assouplit {keyword} de {from} à {to}.',
  'request-property-became-nullable': 'Le champ {location} accepte null.',
  'request-property-became-not-nullable': 'Le champ {location} n’accepte plus null.',
  'request-property-alternative-added': 'Le champ {location} accepte une nouvelle variante : {value}.',
  'request-property-alternative-removed': 'Le champ {location} n’accepte plus la variante {value}.',
  'response-status-added': 'Statut de réponse {status} ajouté.',
  'response-status-removed': 'Statut de réponse {status} supprimé.',
  'response-media-type-added': 'La réponse {status} peut maintenant être en {mediaType}.',
  'response-media-type-removed': 'La réponse {status} n’est plus en {mediaType}.',
  'response-header-added': 'La réponse {status} ajoute l’en-tête {name}.',
  'response-header-removed': 'La réponse {status} n’envoie plus l’en-tête {name}.',
  'response-property-added': 'Champ {location} ajouté.',
  'response-property-removed': 'Champ {location} supprimé.',
  'response-property-became-required': 'Le champ {location} est maintenant toujours présent.',
  'response-property-became-optional': 'Le champ {location} peut maintenant manquer.',
  'response-property-deprecated': 'Champ {location} déprécié.',
  'response-property-type-changed': 'Le champ {location} change de type : {from} devient {to}.',
  'response-property-type-narrowed': 'Le champ {location} restreint son type : {from} devient {to}.',
  'response-property-format-changed': 'Le champ {location} change de format : {from} devient {to}.',
  'response-property-enum-value-added': 'Le champ {location} peut renvoyer une nouvelle valeur : {value}.',
  'response-property-enum-value-removed': 'Le champ {location} ne renvoie plus la valeur {value}.',
  'response-property-constraint-narrowed': 'Le champ {location} resserre {keyword} de {from} à {to}.',
  'response-property-constraint-widened': 'Le champ {location} assouplit {keyword} de {from} à {to}.',
  'response-property-became-nullable': 'Le champ {location} peut maintenant être null.',
  'response-property-became-not-nullable': 'Le champ {location} n’est plus null.',
  'response-property-alternative-added': 'Le champ {location} peut renvoyer une nouvelle variante : {value}.',
  'response-property-alternative-removed': 'Le champ {location} ne renvoie plus la variante {value}.',
  'security-added': 'Autorisation désormais requise : {value}.',
  'security-removed': 'Autorisation plus requise.',
  'security-alternative-added': 'Nouvelle façon de s’autoriser : {value}.',
  'security-alternative-removed': 'Façon de s’autoriser supprimée : {value}.',
  'security-scheme-added': 'Schéma de sécurité {name} ajouté.',
  'security-scheme-removed': 'Schéma de sécurité {name} supprimé.',
  'security-scheme-changed': 'Schéma de sécurité {name} modifié : {from} devient {to}.',
  'server-added': 'Serveur {url} ajouté.',
  'server-removed': 'Serveur {url} supprimé.',
  'schema-added': 'Modèle {name} ajouté.',
  'schema-removed': 'Modèle {name} supprimé.',
  'callback-added': 'Callback {name} ajouté : l’API peut maintenant envoyer {method} {path}.',
  'callback-removed': 'Callback {name} supprimé : l’API n’envoie plus {method} {path}.',
};

export const theme = {
  label: 'Thème : {state}',
  system: 'système',
  light: 'clair',
  dark: 'sombre',
};

export const tryIt = {
  title: 'Essayer',
  intro:
    'Envoyez une vraie requête {method} depuis votre navigateur{servers}, avec vos paramètres et vos identifiants, et voyez la réponse.',
  toServer: ' au serveur ',
  toServers: ' à l’un des serveurs ',
  button: 'Essayer',
  rememberCredentials: 'Mémoriser mes identifiants dans ce navigateur',
  customServer: 'Votre serveur',
  customServerHint:
    'Facultatif : l’URL de base d’un autre serveur, par exemple un serveur simulé sur votre ordinateur (http://127.0.0.1:4010). Le client le sélectionne ; son menu des serveurs propose toujours les autres.',
  noServer:
    'Le document n’indique aucun serveur pour cette opération : le client enverrait la requête à ce site, qui n’est pas l’API, et afficherait ses pages comme réponse. Saisissez l’adresse de l’API dans « Votre serveur ».',
};

export const tryItStatus = {
  loading: 'Chargement du client d’API…',
  failed: 'Le client d’API n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  invalidServer:
    'Saisissez une adresse complète commençant par http:// ou https://, par exemple https://api.example.com.',
};

export const tryItClient = {
  noServer:
    'Aucun serveur pour cette requête : elle irait à {site}, ce site, et non à l’API. Fermez le client et saisissez l’adresse de l’API dans « Votre serveur », à côté du bouton Essayer.',
  blockedByPolicy:
    'Non envoyée : la politique de sécurité de ce site (Content-Security-Policy) ne laisse joindre que les serveurs que le site indique, et {origin} n’en fait pas partie. Le site peut l’ajouter à « tryIt.servers » dans site.config.json, ou envoyer les requêtes par un proxy CORS (« tryIt.proxyUrl »).',
  noAnswer:
    'Aucune réponse de {origin} que le navigateur puisse lire. Le plus probable : le serveur n’accepte pas les requêtes d’autres sites (CORS), ou rien ne répond à cette adresse. Un proxy CORS, indiqué par « tryIt.proxyUrl » dans site.config.json, envoie les requêtes à la place du navigateur.',
  noAnswerFromProxy:
    'Aucune réponse du proxy CORS {proxy} (« tryIt.proxyUrl »), qui devait envoyer cette requête à {origin} : vérifiez que le proxy fonctionne et accepte les requêtes de ce site.',
};

export const pageMenu = {
  label: 'Utiliser cette page',
  copy: 'Copier en Markdown',
  view: 'Voir en Markdown',
  chatgpt: 'Ouvrir dans ChatGPT',
  claude: 'Ouvrir dans Claude',
  prompt: (url: string) => `Lis ${url} pour que je puisse te poser des questions à son sujet.`,
};

export const home = {
  webhooks: (count: number) => plural(count, 'webhook', 'webhooks'),
  openReference: (title: string) => `Référence de ${title}`,
};

/** Plusieurs versions d’une API côte à côte : le sélecteur de version de l’en-tête et le bandeau d’une version ancienne. */
export const versions = {
  current: (version: string) => `v${version}`,
  switcher: 'Versions de l’API',
  latest: 'la plus récente',
  olderBanner: 'Vous lisez la version {version}, qui n’est pas la plus récente. {link}',
  toLatest: (latest: string) => `Voir cette page en ${latest} (la plus récente)`,
  toLatestOverview: (latest: string) => `Cette page n’existe pas en ${latest} (la plus récente) : voir sa présentation`,
};

/** Les changements d’une API : page, flux et badges. */
export const changelog = {
  feedEntry: (version: string, counts: string) => `${version} : ${counts}`,
  title: 'Changements',
  changesOf: (title: string) => `Changements de ${title}`,
  intro:
    'Ce qui a changé d’une version de l’API à la suivante, la plus récente d’abord. Les changements incompatibles viennent en premier.',
  release: (version: string) => `Version ${version}`,
  releasedOn: (date: string) => `publiée le ${date}`,
  since: (previous: string) => `depuis ${previous}`,
  commit: 'commit',
  firstRelease: 'La première version.',
  breakingCount: (count: number) => plural(count, 'changement incompatible', 'changements incompatibles'),
  changesCount: (count: number) => plural(count, 'changement', 'changements'),
  deprecationsCount: (count: number) => plural(count, 'dépréciation', 'dépréciations'),
  breaking: 'Incompatible',
  deprecation: 'Dépréciation',
  newIn: (version: string) => `Nouveau en ${version}`,
  changedIn: (version: string) => `Modifié en ${version}`,
  breakingIn: (version: string) => `Incompatible en ${version}`,
  newOperation: 'nouveau',
  feeds: 'Suivre les changements :',
  atomFeed: 'flux Atom',
  jsonFeed: 'flux JSON',
  seeChanges: 'Changements entre les versions',
  latestRelease: (version: string, count: number) =>
    `Dernière version : ${version}, ${plural(count, 'changement', 'changements')}.`,
  feedTitle: (title: string) => `${title} : changements`,
  olderVersions: 'Versions antérieures',
};

export const frame = {
  skipToContent: 'Aller au contenu',
  menu: 'Menu',
  siteNavigation: 'Navigation du site',
  links: 'Liens',
  languages: 'Langues',
  apiDocuments: 'Documents d’API',
  apiReferences: 'Références d’API',
  apiReference: 'Référence de l’API',
  guides: 'Guides',
  downloadOpenApi: 'Télécharger OpenAPI :',
  defaultTitle: 'Référence de l’API',
  guideAsMarkdown: 'Ce guide en Markdown',
  placeholderMissing: 'Réglages du site manquants',
  placeholderNote:
    '{token} représente une valeur qui vous est propre : définissez {setting} dans {file} et reconstruisez pour la voir ici.',
  permalinkTo: (text: string) => `Lien permanent vers « ${text} »`,
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Il n’y a pas de page à cette adresse. Elle a peut-être changé avec l’API, ou le lien est mal écrit.',
  searchTheDocumentation: 'Rechercher dans la documentation',
  overviewOf: (title: string) => `Présentation de ${title}`,
};

export const search = {
  button: 'Rechercher',
  dialog: 'Rechercher dans la documentation',
  label: 'Rechercher des opérations, des modèles et des guides',
  placeholder: 'Opérations, chemins, modèles, guides…',
  close: 'Fermer',
  help: 'Les flèches haut et bas choisissent un résultat (la flèche bas depuis le dernier en affiche d’autres), Entrée l’ouvre ; Échap ferme.',
  results: 'Résultats de recherche',
};

export const searchResults = {
  unavailable: 'La recherche n’est pas disponible : son index est construit par `npm run build`.',
  count: (count: number, query: string) =>
    `${count === 0 ? 'Aucun résultat' : count === 1 ? '1 résultat' : `${number(count)} résultats`} pour « ${query} ».`,
  kinds: { schema: 'Modèle', guide: 'Guide', overview: 'Présentation' } as Record<string, string>,
  page: 'Page',
  more: (shown: number, total: number) => `Afficher plus de résultats (${number(shown)} sur ${number(total)} affichés)`,
};

export const samples = {
  language: 'Langage de l’exemple de code',
};

export const copy = {
  copy: 'Copier',
  copied: 'Copié',
  failed: 'Échec de la copie',
  code: 'Copier le code',
  sample: (label: string) => `Copier l’exemple ${label}`,
};

export const twins = {
  llmsIntro: (oneDocument: boolean) =>
    'Chaque page d’opération, de modèle et de guide existe en Markdown : remplacez le "/" final de son adresse par ' +
    `".md". ${oneDocument ? 'Le document OpenAPI est téléchargeable' : 'Les documents OpenAPI sont téléchargeables'} en openapi.json et openapi.yaml.`,
  llmsSummary: (titles: string) => `Référence de l’API ${titles}.`,
  operationsHeading: 'Opérations',
  modelsHeading: 'Modèles',
  guidesHeading: 'Guides',
  optional: 'Facultatif',
  openApiDocument: 'Document OpenAPI',
  openApiJson: 'Document OpenAPI (JSON)',
  openApiYaml: 'Document OpenAPI (YAML)',
  webhook: 'webhook',
};
