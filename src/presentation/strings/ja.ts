/** 日本語. What this file leaves out stays English (en.ts is the reference). */

const count = (value: number) => value.toLocaleString('ja');

export const language = { tag: 'ja', name: '日本語', dir: 'ltr' as 'ltr' | 'rtl' };

export const fields = {
  examples: '例',
  requestExample: 'リクエストの例',
  responseExamples: 'レスポンスの例',
  statusCodes: 'ステータスコード',
  mediaTypes: 'メディアタイプ',
  namedExamples: '例',
  generatedExample: 'スキーマから生成',
  linkTo: (path: string) => `${path} へのリンク`,
  linkCopied: 'リンクをコピーしました',
  expandAll: 'すべて展開',
  collapseAll: 'すべて折りたたむ',
  usedBy: '参照元',
  usedByNothing: 'この API のオペレーションやモデルからの参照はありません。',
};

export const reference = {
  overview: '概要',
  stability: '安定性',
  tags: 'タグ',
  moreDocumentation: '関連ドキュメント',
  authorization: '認可',
  noAuthorization: '認可は不要です。',
  none: 'なし',
  and: ' かつ ',
  scopes: 'スコープ',
  server: 'サーバー',
  servers: 'サーバー',
  parameters: 'パラメーター',
  parametersIn: {
    path: 'パスパラメーター',
    query: 'クエリパラメーター',
    header: 'ヘッダーパラメーター',
    cookie: 'Cookie パラメーター',
  },
  requestBody: 'リクエストボディ',
  responses: 'レスポンス',
  headers: 'ヘッダー',
  links: 'リンク:',
  with: '値:',
  callback: 'コールバック',
  codeSamples: 'コード例',
  generated: '自動生成',
  required: '必須',
  optional: '任意',
  deprecatedFlag: '非推奨',
  deprecatedTitle: '非推奨',
  schema: 'スキーマ:',
  type: '型:',
  name: '名前',
  typeColumn: '型',
  field: 'フィールド',
  description: '説明',
  contentType: 'コンテンツタイプ',
  example: '例',
  fieldsOf: 'フィールド:',
  eachItem: '各要素:',
  exactlyOneOf: '次のいずれか一つ:',
  anyOf: '次のいずれか(複数可):',
  discriminatedBy: '判別プロパティ',
  itemsByPosition: '位置ごとの要素:',
  propertiesMatching: '名前が一致するプロパティ',
  additionalProperties: '追加プロパティ:',
  any: '任意',
  models: 'モデル',
  model: 'モデル',
  deprecations: '非推奨の一覧',
  more: 'その他',
  webhooks: 'Webhook',
  webhooksIntro: 'この API からあなたに送られるリクエストです。',
  reference: 'リファレンス',
  generatedGroups: { reference: 'リファレンス', other: 'その他' },
  authentication: '認証',
  flow: 'フロー',
  authorizationUrl: '認可 URL',
  tokenUrl: 'トークン URL',
  refreshUrl: 'リフレッシュ URL',
  scope: 'スコープ',
  grants: '許可する内容',
  variableDefault: 'デフォルト',
  oneOfValues: '次のいずれか',
  operations: (value: number) => `${count(value)} 件のオペレーション`,
  modelsCount: (value: number) => `${count(value)} 件のモデル`,
  deprecatedCount: (value: number) => `非推奨 ${count(value)} 件`,
  moreAbove: (value: number) => `上にさらに ${count(value)} 件`,
  moreBelow: (value: number) => `下にさらに ${count(value)} 件`,
  moreTagsAbove: (value: number) => `上にさらに ${count(value)} 個のタグ`,
  moreTagsBelow: (value: number) => `下にさらに ${count(value)} 個のタグ`,
  allWebhooks: (value: number) => `すべての Webhook(${count(value)} 件)`,
  nothingDeprecated: 'この API に非推奨のものはありません。',
  deprecatedSoonestFirst: (value: number) => `非推奨のオペレーション ${count(value)} 件(提供終了日の近い順)。`,
  noSunsetDate: '提供終了日なし',
};

export const security = {
  apiKey: (where: string, name: string) => `${where}「${name}」の API キー`,
  apiKeyIn: { header: 'ヘッダー', query: 'クエリパラメーター', cookie: 'Cookie' } as Record<string, string>,
  http: (scheme: string, bearerFormat?: string) => `HTTP ${scheme}${bearerFormat ? `(${bearerFormat})` : ''}`,
  oauth2: (flows: string[]) => `OAuth 2.0(${flows.join('、') || 'フローなし'})`,
  openIdConnect: (url: string) => `OpenID Connect(${url})`,
  mutualTls: '相互 TLS',
};

export const facts = {
  readOnly: '読み取り専用',
  writeOnly: '書き込み専用',
  deprecated: '非推奨',
  allowedValues: '許可される値:',
  constant: '定数:',
  mustNotBe: '次の値は不可:',
  default: 'デフォルト:',
  example: '例:',
  constraints: {
    minimum: '≥',
    exclusiveMinimum: '>',
    maximum: '≤',
    exclusiveMaximum: '<',
    multipleOf: '倍数:',
    minLength: '最小長',
    maxLength: '最大長',
    pattern: 'パターン',
    minItems: '最小要素数',
    maxItems: '最大要素数',
    minProperties: '最小プロパティ数',
    maxProperties: '最大プロパティ数',
  } as Record<string, string>,
};

export const types = {
  arrayOf: '配列: ',
  mapOf: 'マップ: ',
  oneOf: 'いずれか一つ: ',
  anyOf: 'いずれか: ',
  circular: '循環参照',
  constant: '定数',
  any: '任意',
  null: 'null',
};

export const lifecycle = {
  deprecated: '非推奨。',
  operation: 'オペレーション',
  webhook: 'Webhook',
  noSunset: 'この{what}は非推奨で、将来のバージョンで削除される可能性があります。',
  sunsetPassed: '提供終了日({date})を過ぎました。この{what}はいつ動かなくなってもおかしくありません。',
  sunsetAhead: 'この{what}は {date} に提供を終了します({distance})。それまでに移行してください。',
  sunsetsInDays: (days: number) => `あと ${count(days)} 日`,
  sunsetsTomorrow: '明日終了',
  sunsetsToday: '本日終了',
  sunsetPassedOn: (date: string) => `${date} に提供終了`,
  stability: {
    experimental: '実験的: 予告なく変更・削除されることがあります。本番環境では使わないでください。',
    alpha: 'アルファ: 未完成で、互換性のない変更が入る可能性が高い段階です。',
    beta: 'ベータ: 機能はそろっていますが、まだ変わることがあります。互換性のない変更は告知されます。',
    preview: 'プレビュー: 早期フィードバック用です。一般提供までに変わることがあります。',
    'release-candidate': 'リリース候補: 重大な問題がなければ、このまま安定版になる予定です。',
    rc: 'リリース候補: 重大な問題がなければ、このまま安定版になる予定です。',
    stable: '安定: API の互換性保証の対象です。',
    ga: '一般提供: 安定しており、API の互換性保証の対象です。',
    internal: '内部向け: 提供者自身のクライアント用です。予告なく変更されることがあります。',
    deprecated: '非推奨: 削除が予定されています。',
  } as Record<string, string>,
  stabilityOther: (stability: string) => `安定性: ${stability}。`,
};

export const tryIt = {
  title: '試してみる',
  intro:
    'ブラウザーから{servers}実際の {method} リクエストを、あなたのパラメーターと認証情報で送信し、レスポンスを確認できます。',
  toServer: 'サーバー ',
  toServers: '次のいずれかのサーバー ',
  button: '試してみる',
};

export const tryItStatus = {
  loading: 'API クライアントを読み込んでいます…',
  failed: 'API クライアントを読み込めませんでした。接続を確認して、もう一度お試しください。',
};

export const pageMenu = {
  label: 'このページを使う',
  copy: 'Markdown としてコピー',
  view: 'Markdown で表示',
  chatgpt: 'ChatGPT で開く',
  claude: 'Claude で開く',
  prompt: (url: string) => `${url} を読んで、その内容について質問に答えてください。`,
};

export const home = {
  webhooks: (value: number) => `${count(value)} 件の Webhook`,
  openReference: (title: string) => `${title} のリファレンス`,
};

export const frame = {
  skipToContent: '本文へスキップ',
  menu: 'メニュー',
  siteNavigation: 'サイトナビゲーション',
  links: 'リンク',
  languages: '言語',
  apiDocuments: 'API ドキュメント',
  apiReferences: 'API リファレンス',
  apiReference: 'API リファレンス',
  guides: 'ガイド',
  downloadOpenApi: 'OpenAPI をダウンロード:',
  darkTheme: 'ダークテーマ',
  defaultTitle: 'API リファレンス',
  guideAsMarkdown: 'このガイドを Markdown で見る',
  placeholderMissing: 'サイト設定が不足しています',
  placeholderNote:
    '{token} はあなた自身の値を表します。{file} で {setting} を設定し、再ビルドするとここに表示されます。',
  permalinkTo: (text: string) => `「${text}」へのリンク`,
  notFoundTitle: 'ページが見つかりません',
  notFoundText: 'このアドレスにはページがありません。API の変更で移動したか、リンクが間違っている可能性があります。',
  searchTheDocumentation: 'ドキュメントを検索',
  overviewOf: (title: string) => `${title} の概要`,
};

export const search = {
  button: '検索',
  dialog: 'ドキュメントを検索',
  label: 'オペレーション、モデル、ガイドを検索',
  placeholder: 'オペレーション、パス、モデル、ガイドを検索…',
  close: '閉じる',
  help: '上下の矢印キーで結果を選び、Enter で開きます。Escape で閉じます。',
  results: '検索結果',
};

export const searchResults = {
  unavailable: '検索は利用できません。検索インデックスは `npm run build` で作られます。',
  count: (value: number, query: string) =>
    value === 0 ? `「${query}」の結果はありません。` : `「${query}」の結果: ${count(value)} 件。`,
  kinds: { schema: 'モデル', guide: 'ガイド', overview: '概要' } as Record<string, string>,
  page: 'ページ',
};

export const samples = {
  language: 'コード例の言語',
};

export const copy = {
  copy: 'コピー',
  copied: 'コピーしました',
  failed: 'コピーできませんでした',
  code: 'コードをコピー',
  sample: (label: string) => `${label} のコード例をコピー`,
};

export const twins = {
  llmsIntro: (oneDocument: boolean) =>
    'オペレーション、モデル、ガイドの各ページには Markdown 版があります。アドレス末尾の "/" を ".md" に置き換えてください。' +
    `OpenAPI ${oneDocument ? 'ドキュメント' : 'ドキュメント群'}は openapi.json と openapi.yaml としてダウンロードできます。`,
  llmsSummary: (titles: string) => `${titles} の API リファレンス。`,
  operationsHeading: 'オペレーション',
  modelsHeading: 'モデル',
  guidesHeading: 'ガイド',
  optional: '補足',
  openApiDocument: 'OpenAPI ドキュメント',
  openApiJson: 'OpenAPI ドキュメント(JSON)',
  openApiYaml: 'OpenAPI ドキュメント(YAML)',
  webhook: 'Webhook',
};
