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
  sameExample: '{example} と同じ',
  externalExample: 'この例は {address} にあります',
  request: 'リクエスト',
  sameFields: '{field} と同じフィールド',
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
  headersOf: (statuses: string) => `${statuses} のヘッダー`,
  jumpTo: '移動先',
  code: 'コード',
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
  moreMappings: (count: number) => `ほか ${count} 件`,
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

/** What `npm run changes` and the changelog say of a change (slots as in en.ts). */
export const changeWords = {
  levels: { breaking: '互換性なし', 'non-breaking': '互換性あり', deprecation: '非推奨' },
  warning: '要確認',
  none: 'なし',
  inCallback: 'コールバック {callback}: ',
  documentWide: 'API 全体',
  summary: (breaking: number, total: number) => `${total} 件の変更（互換性のない変更 ${breaking} 件）`,
  noChanges: '変更はありません。',
  title: (title: string, from: string, to: string) => `${title} ${from} → ${to}`,
  sections: {
    breaking: (count: number) => `互換性のない変更（${count}）`,
    deprecation: (count: number) => `非推奨（${count}）`,
    'non-breaking': (count: number) => `その他の変更（${count}）`,
  },
  more: (count: number) => `…ほか ${count} 件（ここには表示していません）。`,
};

export const changeRules = {
  'operation-added': 'オペレーションが追加されました。',
  'operation-removed-without-deprecation': '非推奨化されないままオペレーションが削除されました。',
  'operation-removed-before-sunset': 'サンセット日より前にオペレーションが削除されました。',
  'operation-removed-after-sunset': 'サンセット日（{date}）の後にオペレーションが削除されました。',
  'operation-deprecated': 'オペレーションが非推奨になりました。',
  'operation-undeprecated': 'オペレーションは非推奨ではなくなりました。',
  'operation-sunset-set': 'サンセット日が {date} に設定されました。',
  'operation-sunset-moved-earlier': 'サンセット日が {from} から {to} に早まりました。',
  'operation-sunset-moved-later': 'サンセット日が {from} から {to} に延びました。',
  'operation-sunset-removed': 'サンセット日 {from} が取り消されました。',
  'operation-stability-changed': '安定性が {from} から {to} に変わりました。',
  'operation-stability-decreased': '安定性が {from} から {to} に下がりました。',
  'operation-id-changed': 'operationId が {from} から {to} に変わりました。',
  'request-parameter-added': '任意のパラメーター {location} が追加されました。',
  'request-parameter-added-required': '必須のパラメーター {location} が追加されました。',
  'request-parameter-removed': 'パラメーター {location} が削除されました。',
  'request-parameter-became-required': 'パラメーター {location} が必須になりました。',
  'request-parameter-became-optional': 'パラメーター {location} が任意になりました。',
  'request-parameter-deprecated': 'パラメーター {location} が非推奨になりました。',
  'request-parameter-type-changed': 'パラメーター {location} の型が {from} から {to} に変わりました。',
  'request-parameter-type-widened': 'パラメーター {location} の型が {from} から {to} に広がりました。',
  'request-parameter-format-changed': 'パラメーター {location} の形式が {from} から {to} に変わりました。',
  'request-parameter-enum-value-added': 'パラメーター {location} が新しい値 {value} を受け付けます。',
  'request-parameter-enum-value-removed': 'パラメーター {location} は値 {value} を受け付けなくなりました。',
  'request-parameter-constraint-narrowed':
    'パラメーター {location} の {keyword} が {from} から {to} に厳しくなりました。',
  'request-parameter-constraint-widened': 'パラメーター {location} の {keyword} が {from} から {to} に緩くなりました。',
  'request-parameter-became-nullable': 'パラメーター {location} が null を受け付けます。',
  'request-parameter-became-not-nullable': 'パラメーター {location} は null を受け付けなくなりました。',
  'request-body-added': '任意のリクエストボディが追加されました。',
  'request-body-added-required': '必須のリクエストボディが追加されました。',
  'request-body-removed': 'リクエストボディが削除されました。',
  'request-body-became-required': 'リクエストボディが必須になりました。',
  'request-body-became-optional': 'リクエストボディが任意になりました。',
  'request-media-type-added': 'リクエストボディが新しいメディアタイプ {mediaType} を受け付けます。',
  'request-media-type-removed': 'リクエストボディは {mediaType} を受け付けなくなりました。',
  'request-property-added': '任意のフィールド {location} が追加されました。',
  'request-property-added-required': '必須のフィールド {location} が追加されました。',
  'request-property-removed': 'フィールド {location} が削除されました。',
  'request-property-became-required': 'フィールド {location} が必須になりました。',
  'request-property-became-optional': 'フィールド {location} が任意になりました。',
  'request-property-deprecated': 'フィールド {location} が非推奨になりました。',
  'request-property-type-changed': 'フィールド {location} の型が {from} から {to} に変わりました。',
  'request-property-type-widened': 'フィールド {location} の型が {from} から {to} に広がりました。',
  'request-property-format-changed': 'フィールド {location} の形式が {from} から {to} に変わりました。',
  'request-property-enum-value-added': 'フィールド {location} が新しい値 {value} を受け付けます。',
  'request-property-enum-value-removed': 'フィールド {location} は値 {value} を受け付けなくなりました。',
  'request-property-constraint-narrowed': 'フィールド {location} の {keyword} が {from} から {to} に厳しくなりました。',
  'request-property-constraint-widened': 'フィールド {location} の {keyword} が {from} から {to} に緩くなりました。',
  'request-property-became-nullable': 'フィールド {location} が null を受け付けます。',
  'request-property-became-not-nullable': 'フィールド {location} は null を受け付けなくなりました。',
  'request-property-alternative-added': 'フィールド {location} が新しい選択肢 {value} を受け付けます。',
  'request-property-alternative-removed': 'フィールド {location} は選択肢 {value} を受け付けなくなりました。',
  'response-status-added': 'レスポンスステータス {status} が追加されました。',
  'response-status-removed': 'レスポンスステータス {status} が削除されました。',
  'response-media-type-added': 'レスポンス {status} が {mediaType} でも返るようになりました。',
  'response-media-type-removed': 'レスポンス {status} は {mediaType} で返らなくなりました。',
  'response-header-added': 'レスポンス {status} にヘッダー {name} が追加されました。',
  'response-header-removed': 'レスポンス {status} はヘッダー {name} を送らなくなりました。',
  'response-property-added': 'フィールド {location} が追加されました。',
  'response-property-removed': 'フィールド {location} が削除されました。',
  'response-property-became-required': 'フィールド {location} が常に含まれるようになりました。',
  'response-property-became-optional': 'フィールド {location} が含まれない場合があります。',
  'response-property-deprecated': 'フィールド {location} が非推奨になりました。',
  'response-property-type-changed': 'フィールド {location} の型が {from} から {to} に変わりました。',
  'response-property-type-narrowed': 'フィールド {location} の型が {from} から {to} に狭まりました。',
  'response-property-format-changed': 'フィールド {location} の形式が {from} から {to} に変わりました。',
  'response-property-enum-value-added': 'フィールド {location} が新しい値 {value} を返す場合があります。',
  'response-property-enum-value-removed': 'フィールド {location} は値 {value} を返さなくなりました。',
  'response-property-constraint-narrowed':
    'フィールド {location} の {keyword} が {from} から {to} に厳しくなりました。',
  'response-property-constraint-widened': 'フィールド {location} の {keyword} が {from} から {to} に緩くなりました。',
  'response-property-became-nullable': 'フィールド {location} が null になる場合があります。',
  'response-property-became-not-nullable': 'フィールド {location} は null でなくなりました。',
  'response-property-alternative-added': 'フィールド {location} が新しい選択肢 {value} を返す場合があります。',
  'response-property-alternative-removed': 'フィールド {location} は選択肢 {value} を返さなくなりました。',
  'security-added': '認可が必要になりました：{value}。',
  'security-removed': '認可が不要になりました。',
  'security-alternative-added': '新しい認可方法：{value}。',
  'security-alternative-removed': '認可方法が削除されました：{value}。',
  'security-scheme-added': 'セキュリティスキーム {name} が追加されました。',
  'security-scheme-removed': 'セキュリティスキーム {name} が削除されました。',
  'security-scheme-changed': 'セキュリティスキーム {name} が {from} から {to} に変わりました。',
  'server-added': 'サーバー {url} が追加されました。',
  'server-removed': 'サーバー {url} が削除されました。',
  'schema-added': 'モデル {name} が追加されました。',
  'schema-removed': 'モデル {name} が削除されました。',
  'callback-added': 'コールバック {name} が追加されました。API は {method} {path} を送ることがあります。',
  'callback-removed': 'コールバック {name} が削除されました。API は {method} {path} を送らなくなりました。',
};

export const theme = {
  label: 'テーマ: {state}',
  system: 'システム',
  light: 'ライト',
  dark: 'ダーク',
};

export const tryIt = {
  title: '試してみる',
  intro:
    'ブラウザーから{servers}実際の {method} リクエストを、あなたのパラメーターと認証情報で送信し、レスポンスを確認できます。',
  toServer: 'サーバー ',
  toServers: '次のいずれかのサーバー ',
  button: '試してみる',
  rememberCredentials: 'このブラウザーに認証情報を保存する',
  customServer: '使用するサーバー',
  customServerHint:
    '任意: 別のサーバーのベース URL（お使いのコンピューター上のモックサーバー http://127.0.0.1:4010 など）。クライアントはこれを選択し、サーバーメニューには引き続きほかのサーバーも表示されます。',
  noServer:
    'このオペレーションについて、ドキュメントはサーバーを指定していません。クライアントはリクエストを API ではないこのサイトに送り、このサイトのページを応答として表示してしまいます。「使用するサーバー」に API のアドレスを入力してください。',
};

export const tryItStatus = {
  loading: 'API クライアントを読み込んでいます…',
  failed: 'API クライアントを読み込めませんでした。接続を確認して、もう一度お試しください。',
  invalidServer: 'http:// または https:// で始まる完全なアドレスを入力してください（例: https://api.example.com）。',
};

export const tryItClient = {
  noServer:
    'このリクエストにはサーバーがありません。API ではなく、このサイト {site} に送られます。クライアントを閉じ、「試してみる」ボタンの横の「使用するサーバー」に API のアドレスを入力してください。',
  blockedByPolicy:
    '送信されませんでした。このサイトのセキュリティポリシー（Content-Security-Policy）により、「試してみる」はサイトが指定したサーバーにしか接続できず、{origin} はそれに含まれていません。サイト側で site.config.json の「tryIt.servers」に追加するか、CORS プロキシ（「tryIt.proxyUrl」）経由でリクエストを送信できます。',
  noAnswer:
    '{origin} から、ブラウザーが読み取れる応答がありませんでした。サーバーがほかのサイトからのリクエストを受け付けていない（CORS）か、そのアドレスで何も応答していない可能性があります。site.config.json の「tryIt.proxyUrl」で設定する CORS プロキシは、ブラウザーに代わってリクエストを送信します。',
  noAnswerFromProxy:
    'このリクエストを {origin} に送るはずだった CORS プロキシ {proxy}（「tryIt.proxyUrl」）から応答がありませんでした。プロキシが動作していて、このサイトからのリクエストを受け付けているか確認してください。',
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

/** 1 つの API の複数バージョン: ヘッダーのバージョン切り替えと、古いバージョンの案内。 */
export const versions = {
  current: (version: string) => `v${version}`,
  switcher: 'API のバージョン',
  latest: '最新',
  olderBanner: 'バージョン {version} を表示しています（最新ではありません）。{link}',
  toLatest: (latest: string) => `このページを ${latest}（最新）で見る`,
  toLatestOverview: (latest: string) => `このページは ${latest}（最新）にありません: 概要へ`,
};

/** API の変更履歴: ページ、フィード、バッジ。 */
export const changelog = {
  feedEntry: (version: string, counts: string) => `${version}: ${counts}`,
  title: '変更履歴',
  changesOf: (title: string) => `${title} の変更履歴`,
  intro: 'API のバージョンごとの変更点（新しい順）。互換性のない変更を先に示します。',
  release: (version: string) => `バージョン ${version}`,
  releasedOn: (date: string) => `${date} リリース`,
  since: (previous: string) => `${previous} から`,
  commit: 'コミット',
  firstRelease: '最初のバージョン。',
  breakingCount: (value: number) => `互換性のない変更 ${count(value)} 件`,
  changesCount: (value: number) => `変更 ${count(value)} 件`,
  deprecationsCount: (value: number) => `非推奨 ${count(value)} 件`,
  breaking: '互換性なし',
  deprecation: '非推奨',
  newIn: (version: string) => `${version} で追加`,
  changedIn: (version: string) => `${version} で変更`,
  breakingIn: (version: string) => `${version} で互換性のない変更`,
  newOperation: '新規',
  feeds: '変更を購読:',
  atomFeed: 'Atom フィード',
  jsonFeed: 'JSON フィード',
  seeChanges: 'バージョン間の変更',
  latestRelease: (version: string, value: number) => `最新リリース: ${version}（変更 ${count(value)} 件）。`,
  feedTitle: (title: string) => `${title}: 変更履歴`,
  olderVersions: '以前のバージョン',
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
  help: '上下の矢印キーで結果を選び（最後の結果で下矢印を押すと続きを表示します）、Enter で開きます。Escape で閉じます。',
  results: '検索結果',
};

export const searchResults = {
  unavailable: '検索は利用できません。検索インデックスは `npm run build` で作られます。',
  count: (value: number, query: string) =>
    value === 0 ? `「${query}」の結果はありません。` : `「${query}」の結果: ${count(value)} 件。`,
  kinds: { schema: 'モデル', guide: 'ガイド', overview: '概要' } as Record<string, string>,
  page: 'ページ',
  more: (shown: number, total: number) => `さらに表示（${count(total)} 件中 ${count(shown)} 件を表示中）`,
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
