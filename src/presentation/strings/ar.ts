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
  sameExample: 'مثل {example}',
  externalExample: 'هذا المثال موجود في {address}',
  request: 'الطلب',
  sameFields: 'الحقول نفسها كما في {field}',
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
  headersOf: (statuses: string) => `ترويسات ${statuses}`,
  jumpTo: 'انتقل إلى',
  code: 'الشيفرة',
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
  moreMappings: (count: number) => `و${count} أخرى`,
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

/** What `npm run changes` and the changelog say of a change (slots as in en.ts). */
export const changeWords = {
  levels: { breaking: 'غير متوافق', 'non-breaking': 'متوافق', deprecation: 'إهمال' },
  warning: 'للمراجعة',
  none: 'لا شيء',
  inCallback: 'في رد الاستدعاء {callback}: ',
  documentWide: 'الواجهة كلها',
  summary: (breaking: number, total: number) => `التغييرات: ${total}، منها غير المتوافقة: ${breaking}`,
  noChanges: 'لا تغييرات.',
  title: (title: string, from: string, to: string) => `${title} ${from} ← ${to}`,
  sections: {
    breaking: (count: number) => `غير متوافقة (${count})`,
    deprecation: (count: number) => `إهمال (${count})`,
    'non-breaking': (count: number) => `تغييرات أخرى (${count})`,
  },
  more: (count: number) => `… و${count} غيرها، لا تظهر هنا.`,
};

export const changeRules = {
  'operation-added': 'أضيفت العملية.',
  'operation-removed-without-deprecation': 'حُذفت العملية دون أن تُعلَن مهملة قبل ذلك.',
  'operation-removed-before-sunset': 'حُذفت العملية قبل تاريخ إيقافها.',
  'operation-removed-after-sunset': 'حُذفت العملية بعد تاريخ إيقافها ({date}).',
  'operation-deprecated': 'أصبحت العملية مهملة.',
  'operation-undeprecated': 'لم تعد العملية مهملة.',
  'operation-sunset-set': 'حُدد تاريخ الإيقاف في {date}.',
  'operation-sunset-moved-earlier': 'قُدّم تاريخ الإيقاف من {from} إلى {to}.',
  'operation-sunset-moved-later': 'أُخّر تاريخ الإيقاف من {from} إلى {to}.',
  'operation-sunset-removed': 'أُلغي تاريخ الإيقاف {from}.',
  'operation-stability-changed': 'تغيّر الثبات من {from} إلى {to}.',
  'operation-stability-decreased': 'انخفض الثبات من {from} إلى {to}.',
  'operation-id-changed': 'تغيّر operationId من {from} إلى {to}.',
  'request-parameter-added': 'أضيفت المعلمة الاختيارية {location}.',
  'request-parameter-added-required': 'أضيفت المعلمة الإلزامية {location}.',
  'request-parameter-removed': 'حُذفت المعلمة {location}.',
  'request-parameter-became-required': 'أصبحت المعلمة {location} إلزامية.',
  'request-parameter-became-optional': 'أصبحت المعلمة {location} اختيارية.',
  'request-parameter-deprecated': 'أصبحت المعلمة {location} مهملة.',
  'request-parameter-type-changed': 'تغيّر نوع المعلمة {location} من {from} إلى {to}.',
  'request-parameter-type-widened': 'توسّع نوع المعلمة {location} من {from} إلى {to}.',
  'request-parameter-format-changed': 'تغيّرت صيغة المعلمة {location} من {from} إلى {to}.',
  'request-parameter-enum-value-added': 'تقبل المعلمة {location} قيمة جديدة: {value}.',
  'request-parameter-enum-value-removed': 'لم تعد المعلمة {location} تقبل القيمة {value}.',
  'request-parameter-constraint-narrowed': 'شُدّد {keyword} للمعلمة {location} من {from} إلى {to}.',
  'request-parameter-constraint-widened': 'خُفّف {keyword} للمعلمة {location} من {from} إلى {to}.',
  'request-parameter-became-nullable': 'تقبل المعلمة {location} القيمة null.',
  'request-parameter-became-not-nullable': 'لم تعد المعلمة {location} تقبل القيمة null.',
  'request-body-added': 'أضيف جسم طلب اختياري.',
  'request-body-added-required': 'أضيف جسم طلب إلزامي.',
  'request-body-removed': 'حُذف جسم الطلب.',
  'request-body-became-required': 'أصبح جسم الطلب إلزاميًا.',
  'request-body-became-optional': 'أصبح جسم الطلب اختياريًا.',
  'request-media-type-added': 'يقبل جسم الطلب نوع وسائط جديدًا: {mediaType}.',
  'request-media-type-removed': 'لم يعد جسم الطلب يقبل {mediaType}.',
  'request-property-added': 'أضيف الحقل الاختياري {location}.',
  'request-property-added-required': 'أضيف الحقل الإلزامي {location}.',
  'request-property-removed': 'حُذف الحقل {location}.',
  'request-property-became-required': 'أصبح الحقل {location} إلزاميًا.',
  'request-property-became-optional': 'أصبح الحقل {location} اختياريًا.',
  'request-property-deprecated': 'أصبح الحقل {location} مهملًا.',
  'request-property-type-changed': 'تغيّر نوع الحقل {location} من {from} إلى {to}.',
  'request-property-type-widened': 'توسّع نوع الحقل {location} من {from} إلى {to}.',
  'request-property-format-changed': 'تغيّرت صيغة الحقل {location} من {from} إلى {to}.',
  'request-property-enum-value-added': 'يقبل الحقل {location} قيمة جديدة: {value}.',
  'request-property-enum-value-removed': 'لم يعد الحقل {location} يقبل القيمة {value}.',
  'request-property-constraint-narrowed': 'شُدّد {keyword} للحقل {location} من {from} إلى {to}.',
  'request-property-constraint-widened': 'خُفّف {keyword} للحقل {location} من {from} إلى {to}.',
  'request-property-became-nullable': 'يقبل الحقل {location} القيمة null.',
  'request-property-became-not-nullable': 'لم يعد الحقل {location} يقبل القيمة null.',
  'request-property-alternative-added': 'يقبل الحقل {location} بديلًا جديدًا: {value}.',
  'request-property-alternative-removed': 'لم يعد الحقل {location} يقبل البديل {value}.',
  'response-status-added': 'أضيفت حالة الاستجابة {status}.',
  'response-status-removed': 'حُذفت حالة الاستجابة {status}.',
  'response-media-type-added': 'قد تأتي الاستجابة {status} الآن بصيغة {mediaType}.',
  'response-media-type-removed': 'لم تعد الاستجابة {status} تأتي بصيغة {mediaType}.',
  'response-header-added': 'أضافت الاستجابة {status} الترويسة {name}.',
  'response-header-removed': 'لم تعد الاستجابة {status} ترسل الترويسة {name}.',
  'response-property-added': 'أضيف الحقل {location}.',
  'response-property-removed': 'حُذف الحقل {location}.',
  'response-property-became-required': 'أصبح الحقل {location} موجودًا دائمًا.',
  'response-property-became-optional': 'قد يغيب الحقل {location} الآن.',
  'response-property-deprecated': 'أصبح الحقل {location} مهملًا.',
  'response-property-type-changed': 'تغيّر نوع الحقل {location} من {from} إلى {to}.',
  'response-property-type-narrowed': 'ضاق نوع الحقل {location} من {from} إلى {to}.',
  'response-property-format-changed': 'تغيّرت صيغة الحقل {location} من {from} إلى {to}.',
  'response-property-enum-value-added': 'قد يعيد الحقل {location} قيمة جديدة: {value}.',
  'response-property-enum-value-removed': 'لم يعد الحقل {location} يعيد القيمة {value}.',
  'response-property-constraint-narrowed': 'شُدّد {keyword} للحقل {location} من {from} إلى {to}.',
  'response-property-constraint-widened': 'خُفّف {keyword} للحقل {location} من {from} إلى {to}.',
  'response-property-became-nullable': 'قد يكون الحقل {location} الآن null.',
  'response-property-became-not-nullable': 'لم يعد الحقل {location} null.',
  'response-property-alternative-added': 'قد يعيد الحقل {location} بديلًا جديدًا: {value}.',
  'response-property-alternative-removed': 'لم يعد الحقل {location} يعيد البديل {value}.',
  'security-added': 'أصبح التفويض مطلوبًا: {value}.',
  'security-removed': 'لم يعد التفويض مطلوبًا.',
  'security-alternative-added': 'طريقة تفويض جديدة: {value}.',
  'security-alternative-removed': 'حُذفت طريقة تفويض: {value}.',
  'security-scheme-added': 'أضيف مخطط الأمان {name}.',
  'security-scheme-removed': 'حُذف مخطط الأمان {name}.',
  'security-scheme-changed': 'تغيّر مخطط الأمان {name} من {from} إلى {to}.',
  'server-added': 'أضيف الخادم {url}.',
  'server-removed': 'حُذف الخادم {url}.',
  'schema-added': 'أضيف النموذج {name}.',
  'schema-removed': 'حُذف النموذج {name}.',
  'callback-added': 'أضيف رد الاستدعاء {name}: قد ترسل الواجهة الآن {method} {path}.',
  'callback-removed': 'حُذف رد الاستدعاء {name}: لم تعد الواجهة ترسل {method} {path}.',
};

export const theme = {
  label: 'السمة: {state}',
  system: 'النظام',
  light: 'فاتحة',
  dark: 'داكنة',
};

export const tryIt = {
  title: 'جرّبها',
  intro: 'أرسل طلب {method} حقيقيًا من متصفحك{servers}، بمعاملاتك وبيانات اعتمادك، وشاهد الاستجابة.',
  toServer: ' إلى الخادم ',
  toServers: ' إلى أحد الخوادم ',
  button: 'جرّبها',
  rememberCredentials: 'تذكّر بيانات الاعتماد في هذا المتصفح',
  customServer: 'خادمك',
  customServerHint:
    'اختياري: عنوان URL الأساسي لخادم آخر، مثل خادم محاكاة على حاسوبك (http://127.0.0.1:4010). يختاره العميل، وتبقى قائمة الخوادم فيه تعرض الخوادم الأخرى.',
  noServer:
    'لا يذكر المستند أي خادم لهذه العملية: سيرسل العميل الطلب إلى هذا الموقع، وهو ليس الواجهة، ويعرض صفحاته كأنها الاستجابة. أدخل عنوان الواجهة في «خادمك».',
};

export const tryItStatus = {
  loading: 'جارٍ تحميل عميل الواجهة…',
  failed: 'تعذّر تحميل عميل الواجهة. تحقّق من اتصالك وحاول مرة أخرى.',
  invalidServer: 'أدخل عنوانًا كاملًا يبدأ بـ http:// أو https://، مثل https://api.example.com.',
};

export const tryItClient = {
  noServer:
    'لا خادم لهذا الطلب: سيذهب إلى {site}، أي هذا الموقع، لا إلى الواجهة. أغلق العميل وأدخل عنوان الواجهة في «خادمك» بجوار زر «جرّبها».',
  blockedByPolicy:
    'لم يُرسَل: سياسة أمان هذا الموقع (Content-Security-Policy) لا تسمح بالوصول إلا إلى الخوادم التي يذكرها الموقع، و{origin} ليس منها. يستطيع الموقع إضافته إلى «tryIt.servers» في site.config.json، أو إرسال الطلبات عبر وكيل CORS («tryIt.proxyUrl»).',
  noAnswer:
    'لا استجابة من {origin} يُسمح للمتصفح بقراءتها. الأرجح أن الخادم لا يقبل الطلبات من مواقع أخرى (CORS)، أو أن لا شيء يجيب على هذا العنوان. وكيل CORS، يُضبط بـ«tryIt.proxyUrl» في site.config.json، يرسل الطلبات نيابةً عن المتصفح.',
  noAnswerFromProxy:
    'لا استجابة من وكيل CORS {proxy} («tryIt.proxyUrl»)، الذي كان سيرسل هذا الطلب إلى {origin}: تحقّق من أن الوكيل يعمل ويقبل الطلبات من هذا الموقع.',
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

const CHANGES: Forms = { one: 'تغيير واحد', two: 'تغييران', few: 'تغييرات', many: 'تغييرًا', other: 'تغيير' };

/** عدة إصدارات من واجهة واحدة جنبًا إلى جنب: محوّل الإصدار في الترويسة وتنبيه الإصدار الأقدم. */
export const versions = {
  current: (version: string) => `v${version}`,
  switcher: 'إصدارات الواجهة',
  latest: 'الأحدث',
  olderBanner: 'أنت تقرأ الإصدار {version}، وليس الأحدث. {link}',
  toLatest: (latest: string) => `اعرض هذه الصفحة في ${latest} (الأحدث)`,
  toLatestOverview: (latest: string) => `هذه الصفحة غير موجودة في ${latest} (الأحدث): انتقل إلى النظرة العامة`,
};

/** تغييرات الواجهة: الصفحة والخلاصات والشارات. */
export const changelog = {
  feedEntry: (version: string, counts: string) => `${version}: ${counts}`,
  title: 'التغييرات',
  changesOf: (title: string) => `تغييرات ${title}`,
  intro: 'ما تغيّر من إصدار من الواجهة إلى الذي يليه، الأحدث أولًا. التغييرات الكاسرة للتوافق تأتي أولًا.',
  release: (version: string) => `الإصدار ${version}`,
  releasedOn: (date: string) => `صدر في ${date}`,
  since: (previous: string) => `منذ ${previous}`,
  commit: 'الإيداع',
  firstRelease: 'الإصدار الأول.',
  breakingCount: (count: number) => `${counted(count, CHANGES)} كاسرة للتوافق`,
  changesCount: (count: number) => counted(count, CHANGES),
  deprecationsCount: (count: number) => `${counted(count, CHANGES)} بالإهمال`,
  breaking: 'كاسر للتوافق',
  deprecation: 'إهمال',
  newIn: (version: string) => `جديد في ${version}`,
  changedIn: (version: string) => `تغيّر في ${version}`,
  breakingIn: (version: string) => `تغيير كاسر في ${version}`,
  newOperation: 'جديد',
  feeds: 'تابع التغييرات:',
  atomFeed: 'خلاصة Atom',
  jsonFeed: 'خلاصة JSON',
  seeChanges: 'التغييرات بين الإصدارات',
  latestRelease: (version: string, count: number) => `أحدث إصدار: ${version}، ${counted(count, CHANGES)}.`,
  feedTitle: (title: string) => `${title}: التغييرات`,
  olderVersions: 'إصدارات أقدم',
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
  help: 'استخدم سهمي الأعلى والأسفل لاختيار نتيجة (وسهم الأسفل بعد آخر نتيجة يعرض المزيد)، وEnter لفتحها؛ وEscape للإغلاق.',
  results: 'نتائج البحث',
};

export const searchResults = {
  unavailable: 'البحث غير متاح: يُبنى فهرس البحث بالأمر `npm run build`.',
  count: (count: number, query: string) =>
    count === 0 ? `لا نتائج لـ «${query}».` : `${counted(count, RESULTS)} لـ «${query}».`,
  kinds: { schema: 'نموذج', guide: 'دليل', overview: 'نظرة عامة' } as Record<string, string>,
  page: 'صفحة',
  more: (shown: number, total: number) => `عرض المزيد من النتائج (${number(shown)} من ${number(total)} معروضة)`,
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
