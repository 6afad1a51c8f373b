/** العربية (right to left). What this file leaves out stays English (en.ts is the reference). */

const rules = new Intl.PluralRules('ar');
const number = (count: number) => count.toLocaleString('ar');

interface Forms {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** A count with its noun in Arabic's forms: one and two are words of their own; 3–10, 11–99 and 100+ take a number. */
function counted(count: number, forms: Forms): string {
  const form = rules.select(count);
  if (form === 'one') return forms.one;
  if (form === 'two') return forms.two;
  return `${number(count)} ${form === 'few' ? forms.few : form === 'many' ? forms.many : forms.other}`;
}

const OPERATIONS: Forms = { one: 'عملية واحدة', two: 'عمليتان', few: 'عمليات', many: 'عملية', other: 'عملية' };
const MODELS: Forms = { one: 'نموذج واحد', two: 'نموذجان', few: 'نماذج', many: 'نموذجًا', other: 'نموذج' };
const DAYS: Forms = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
const WEBHOOKS: Forms = {
  one: 'خطاف ويب واحد',
  two: 'خطافا ويب',
  few: 'خطافات ويب',
  many: 'خطاف ويب',
  other: 'خطاف ويب',
};
const RESULTS: Forms = { one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجة', other: 'نتيجة' };

export const language = { tag: 'ar', name: 'العربية', dir: 'rtl' as 'ltr' | 'rtl' };

export const fields = {
  examples: 'أمثلة',
  requestExample: 'مثال الطلب',
  responseExamples: 'أمثلة الاستجابة',
  statusCodes: 'رموز الحالة',
  mediaTypes: 'أنواع الوسائط',
  namedExamples: 'أمثلة',
  generatedExample: 'مُولَّد من المخطط',
  linkTo: (path: string) => `رابط إلى ${path}`,
  linkCopied: 'نُسخ الرابط',
  expandAll: 'توسيع الكل',
  collapseAll: 'طي الكل',
  usedBy: 'مستخدم في',
  usedByNothing: 'لا تشير إليه أي عملية أو نموذج في هذه الواجهة.',
};

export const reference = {
  overview: 'نظرة عامة',
  stability: 'الاستقرار',
  tags: 'الوسوم',
  moreDocumentation: 'مزيد من التوثيق',
  authorization: 'التفويض',
  noAuthorization: 'لا يلزم تفويض.',
  none: 'لا شيء',
  and: ' و ',
  scopes: 'النطاقات',
  server: 'الخادم',
  servers: 'الخوادم',
  parameters: 'المعاملات',
  parametersIn: {
    path: 'معاملات المسار',
    query: 'معاملات الاستعلام',
    header: 'معاملات الترويسة',
    cookie: 'معاملات ملفات تعريف الارتباط',
  },
  requestBody: 'جسم الطلب',
  responses: 'الاستجابات',
  headers: 'الترويسات',
  links: 'الروابط:',
  with: 'مع',
  callback: 'استدعاء راجع',
  codeSamples: 'أمثلة الشيفرة',
  generated: 'مولَّد',
  required: 'إلزامي',
  optional: 'اختياري',
  deprecatedFlag: 'متقادم',
  deprecatedTitle: 'متقادم',
  schema: 'المخطط:',
  type: 'النوع:',
  name: 'الاسم',
  typeColumn: 'النوع',
  field: 'الحقل',
  description: 'الوصف',
  contentType: 'نوع المحتوى',
  example: 'مثال',
  fieldsOf: 'حقول',
  eachItem: 'كل عنصر:',
  exactlyOneOf: 'واحد فقط مما يلي:',
  anyOf: 'أي مما يلي:',
  discriminatedBy: 'يُميَّز بالحقل',
  itemsByPosition: 'العناصر حسب الموضع:',
  propertiesMatching: 'الخصائص المطابقة للنمط',
  additionalProperties: 'خصائص إضافية:',
  any: 'أي قيمة',
  models: 'النماذج',
  model: 'النموذج',
  deprecations: 'العناصر المتقادمة',
  more: 'المزيد',
  webhooks: 'خطافات الويب',
  webhooksIntro: 'طلبات ترسلها إليك هذه الواجهة.',
  reference: 'المرجع',
  generatedGroups: { reference: 'المرجع', other: 'أخرى' },
  authentication: 'المصادقة',
  flow: 'التدفق',
  authorizationUrl: 'عنوان التفويض',
  tokenUrl: 'عنوان الرمز',
  refreshUrl: 'عنوان التجديد',
  scope: 'النطاق',
  grants: 'يمنح',
  variableDefault: 'الافتراضي',
  oneOfValues: 'إحدى القيم',
  operations: (count: number) => counted(count, OPERATIONS),
  modelsCount: (count: number) => counted(count, MODELS),
  deprecatedCount: (count: number) => `${number(count)} متقادم`,
  moreAbove: (count: number) => `${number(count)} أخرى في الأعلى`,
  moreBelow: (count: number) => `${number(count)} أخرى في الأسفل`,
  moreTagsAbove: (count: number) => `${number(count)} وسوم أخرى في الأعلى`,
  moreTagsBelow: (count: number) => `${number(count)} وسوم أخرى في الأسفل`,
  allWebhooks: (count: number) => `كل خطافات الويب (${number(count)})`,
  nothingDeprecated: 'لا شيء متقادم في هذه الواجهة.',
  deprecatedSoonestFirst: (count: number) => `العمليات المتقادمة: ${number(count)}، الأقرب إيقافًا أولًا.`,
  noSunsetDate: 'بلا تاريخ إيقاف',
};

export const security = {
  apiKey: (where: string, name: string) => `مفتاح واجهة في ${where} «${name}»`,
  apiKeyIn: { header: 'الترويسة', query: 'معامل الاستعلام', cookie: 'ملف تعريف الارتباط' } as Record<string, string>,
  http: (scheme: string, bearerFormat?: string) => `HTTP ${scheme}${bearerFormat ? ` (${bearerFormat})` : ''}`,
  oauth2: (flows: string[]) => `OAuth 2.0 (${flows.join('، ') || 'بلا تدفق'})`,
  openIdConnect: (url: string) => `OpenID Connect (${url})`,
  mutualTls: 'TLS متبادل',
};

export const facts = {
  readOnly: 'للقراءة فقط',
  writeOnly: 'للكتابة فقط',
  deprecated: 'متقادم',
  allowedValues: 'القيم المسموح بها:',
  constant: 'ثابت:',
  mustNotBe: 'يجب ألا يكون:',
  default: 'الافتراضي:',
  example: 'مثال:',
  constraints: {
    minimum: '≥',
    exclusiveMinimum: '>',
    maximum: '≤',
    exclusiveMaximum: '<',
    multipleOf: 'مضاعف لـ',
    minLength: 'أدنى طول',
    maxLength: 'أقصى طول',
    pattern: 'النمط',
    minItems: 'أدنى عدد عناصر',
    maxItems: 'أقصى عدد عناصر',
    minProperties: 'أدنى عدد خصائص',
    maxProperties: 'أقصى عدد خصائص',
  } as Record<string, string>,
};

export const types = {
  arrayOf: 'مصفوفة من ',
  mapOf: 'خريطة من ',
  oneOf: 'واحد من ',
  anyOf: 'أي من ',
  circular: 'مرجع دائري',
  constant: 'ثابت',
  any: 'أي قيمة',
  null: 'null',
};

export const lifecycle = {
  deprecated: 'متقادم.',
  operation: 'العملية',
  webhook: 'خطاف الويب',
  noSunset: 'هذه {what} متقادمة وقد تُزال في إصدار قادم.',
  sunsetPassed: 'مرّ تاريخ الإيقاف في {date}: قد تتوقف هذه {what} عن العمل في أي وقت.',
  sunsetAhead: 'تُوقَف هذه {what} في {date} ({distance}). انتقل عنها قبل ذلك.',
  sunsetsInDays: (days: number) => `يُوقَف بعد ${counted(days, DAYS)}`,
  sunsetsTomorrow: 'يُوقَف غدًا',
  sunsetsToday: 'يُوقَف اليوم',
  sunsetPassedOn: (date: string) => `أُوقف في ${date}`,
  stability: {
    experimental: 'تجريبي: قد يتغير أو يختفي دون إشعار. لا تعتمد عليه في بيئة الإنتاج.',
    alpha: 'ألفا: غير مكتمل ومن المرجح أن يتغير بطرق تكسر التوافق.',
    beta: 'بيتا: مكتمل الميزات لكنه قد يتغير؛ يُعلَن عن التغييرات التي تكسر التوافق.',
    preview: 'معاينة: متاح لجمع الملاحظات مبكرًا؛ قد يتغير قبل الإتاحة العامة.',
    'release-candidate': 'مرشح للإصدار: يُتوقع أن يستقر كما هو ما لم تظهر مشكلة جسيمة.',
    rc: 'مرشح للإصدار: يُتوقع أن يستقر كما هو ما لم تظهر مشكلة جسيمة.',
    stable: 'مستقر: تشمله ضمانات التوافق في الواجهة.',
    ga: 'متاح للجميع: مستقر وتشمله ضمانات التوافق في الواجهة.',
    internal: 'داخلي: مخصص لعملاء المزوّد أنفسهم؛ قد يتغير دون إشعار.',
    deprecated: 'متقادم: مقرر إزالته.',
  } as Record<string, string>,
  stabilityOther: (stability: string) => `الاستقرار: ${stability}.`,
};

export const tryIt = {
  title: 'جرّبها',
  intro: 'أرسل طلب {method} حقيقيًا من متصفحك{servers}، بمعاملاتك وبيانات اعتمادك، وشاهد الاستجابة.',
  toServer: ' إلى الخادم ',
  toServers: ' إلى أحد الخوادم ',
  button: 'جرّبها',
};

export const tryItStatus = {
  loading: 'جارٍ تحميل عميل الواجهة…',
  failed: 'تعذّر تحميل عميل الواجهة. تحقّق من اتصالك وحاول مرة أخرى.',
};

export const pageMenu = {
  label: 'استخدم هذه الصفحة',
  copy: 'انسخ بصيغة Markdown',
  view: 'اعرض بصيغة Markdown',
  chatgpt: 'افتح في ChatGPT',
  claude: 'افتح في Claude',
  prompt: (url: string) => `اقرأ ${url} لأطرح عليك أسئلة عنه.`,
};

export const home = {
  webhooks: (count: number) => counted(count, WEBHOOKS),
  openReference: (title: string) => `مرجع ${title}`,
};

export const frame = {
  skipToContent: 'انتقل إلى المحتوى',
  menu: 'القائمة',
  siteNavigation: 'التنقل في الموقع',
  links: 'روابط',
  languages: 'اللغات',
  apiDocuments: 'مستندات الواجهات',
  apiReferences: 'مراجع الواجهات',
  apiReference: 'مرجع الواجهة',
  guides: 'الأدلة',
  downloadOpenApi: 'نزّل OpenAPI:',
  darkTheme: 'السمة الداكنة',
  defaultTitle: 'مرجع الواجهة',
  guideAsMarkdown: 'هذا الدليل بصيغة Markdown',
  placeholderMissing: 'إعدادات الموقع ناقصة',
  placeholderNote: '{token} يرمز إلى قيمة خاصة بك: اضبط {setting} في {file} وأعد البناء لتراها هنا.',
  permalinkTo: (text: string) => `رابط دائم إلى «${text}»`,
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'لا توجد صفحة على هذا العنوان. ربما انتقلت عند تغيّر الواجهة، أو أن الرابط مكتوب خطأً.',
  searchTheDocumentation: 'ابحث في التوثيق',
  overviewOf: (title: string) => `نظرة عامة على ${title}`,
};

export const search = {
  button: 'بحث',
  dialog: 'ابحث في التوثيق',
  label: 'ابحث في العمليات والنماذج والأدلة',
  placeholder: 'ابحث في العمليات والمسارات والنماذج والأدلة…',
  close: 'إغلاق',
  help: 'استخدم سهمي الأعلى والأسفل لاختيار نتيجة، وEnter لفتحها؛ وEscape للإغلاق.',
  results: 'نتائج البحث',
};

export const searchResults = {
  unavailable: 'البحث غير متاح: يُبنى فهرس البحث بالأمر `npm run build`.',
  count: (count: number, query: string) =>
    count === 0 ? `لا نتائج لـ «${query}».` : `${counted(count, RESULTS)} لـ «${query}».`,
  kinds: { schema: 'نموذج', guide: 'دليل', overview: 'نظرة عامة' } as Record<string, string>,
  page: 'صفحة',
};

export const samples = {
  language: 'لغة مثال الشيفرة',
};

export const copy = {
  copy: 'نسخ',
  copied: 'نُسخ',
  failed: 'تعذّر النسخ',
  code: 'انسخ الشيفرة',
  sample: (label: string) => `انسخ مثال ${label}`,
};

export const twins = {
  llmsIntro: (oneDocument: boolean) =>
    'لكل صفحة عملية ونموذج ودليل نسخة بصيغة Markdown: استبدل "/" في آخر عنوانها بـ ".md". ' +
    `${oneDocument ? 'يمكن تنزيل مستند OpenAPI' : 'يمكن تنزيل مستندات OpenAPI'} بصيغتي openapi.json وopenapi.yaml.`,
  llmsSummary: (titles: string) => `مرجع الواجهة لـ ${titles}.`,
  operationsHeading: 'العمليات',
  modelsHeading: 'النماذج',
  guidesHeading: 'الأدلة',
  optional: 'اختياري',
  openApiDocument: 'مستند OpenAPI',
  openApiJson: 'مستند OpenAPI (JSON)',
  openApiYaml: 'مستند OpenAPI (YAML)',
  webhook: 'خطاف ويب',
};
