/**
 * The messages pages call as functions, and how each call's arguments become its message's named values: the
 * signatures call sites have always used (`strings.reference.operations(3)`), over ICU messages with names a
 * translator can read. Every other message is a string, its `{slots}` filled where it is rendered. A list becomes
 * the language's `language.listSeparator`-joined text. tests/node/presentation/messages.test.ts checks each
 * message's placeholders are the names given here.
 */

const count = (count: number) => ({ count });

export const MESSAGE_ARGUMENTS = {
  fields: {
    linkTo: (path: string) => ({ path }),
    usedByCount: (operations: number, models: number) => ({ operations, models }),
    usedByAll: (pages: number) => ({ pages }),
    usedByTitle: (name: string) => ({ name }),
    usedByContinued: (group: string) => ({ group }),
  },
  reference: {
    moreMappings: count,
    operations: count,
    modelsCount: count,
    deprecatedCount: count,
    moreAbove: count,
    moreBelow: count,
    moreTagsAbove: count,
    moreTagsBelow: count,
    allWebhooks: count,
    deprecatedSoonestFirst: count,
    headersOf: (statuses: string) => ({ statuses }),
    pageOf: (page: number, pages: number) => ({ page, pages }),
  },
  security: {
    apiKey: (where: string, name: string) => ({ where, name }),
    http: (scheme: string, bearerFormat?: string) => ({
      scheme,
      bearerFormat: bearerFormat ?? '',
      withFormat: bearerFormat ? 'yes' : 'no',
    }),
    oauth2: (flows: string[]) => ({ flows, flowCount: flows.length }),
    openIdConnect: (url: string) => ({ url }),
  },
  lifecycle: {
    sunsetsInDays: (days: number) => ({ days }),
    sunsetPassedOn: (date: string) => ({ date }),
    stabilityOther: (stability: string) => ({ stability }),
  },
  changeWords: {
    summary: (breaking: number, total: number) => ({ breaking, total }),
    title: (title: string, from: string, to: string) => ({ title, from, to }),
    sections: { breaking: count, deprecation: count, 'non-breaking': count },
    more: count,
  },
  pageMenu: { prompt: (url: string) => ({ url }) },
  home: { webhooks: count, openReference: (title: string) => ({ title }) },
  versions: {
    current: (version: string) => ({ version }),
    toLatest: (latest: string) => ({ latest }),
    toLatestOverview: (latest: string) => ({ latest }),
  },
  changelog: {
    changesOf: (title: string) => ({ title }),
    release: (version: string) => ({ version }),
    releasedOn: (date: string) => ({ date }),
    since: (previous: string) => ({ previous }),
    breakingCount: count,
    changesCount: count,
    deprecationsCount: count,
    newIn: (version: string) => ({ version }),
    changedIn: (version: string) => ({ version }),
    breakingIn: (version: string) => ({ version }),
    latestRelease: (version: string, count: number) => ({ version, count }),
    feedTitle: (title: string) => ({ title }),
    feedEntry: (version: string, counts: string) => ({ version, counts }),
  },
  frame: {
    permalinkTo: (text: string) => ({ text }),
    overviewOf: (title: string) => ({ title }),
  },
  searchResults: {
    count: (count: number, query: string) => ({ count, query }),
    more: (shown: number, total: number) => ({ shown, total }),
  },
  copy: { sample: (label: string) => ({ label }) },
  twins: {
    llmsIntro: (oneDocument: boolean) => ({ documents: oneDocument ? 'one' : 'several' }),
    llmsSummary: (titles: string) => ({ titles }),
  },
};

/** A message's named values: strings, numbers (formatted by `Intl` for the language), or a list. */
export type MessageValues = Record<string, string | number | string[]>;
