/**
 * What changed between two versions of one API, compared through the model (so a 2.0 document and its 3.1
 * successor compare like any two versions). A change holds no English: `rule` and `details` are worded where
 * they are shown (pages, twins, feeds, `npm run changes`), in the site's language.
 */

export type ChangeType = 'added' | 'removed' | 'changed' | 'deprecated';

/** breaking: a client written for the old version may fail; deprecation: it still works, but not for long. */
export type ChangeLevel = 'breaking' | 'non-breaking' | 'deprecation';

export interface Change {
  type: ChangeType;
  level: ChangeLevel;
  /** The rule that decided the level, kebab-case (`request-parameter-became-required`). */
  rule: string;
  /** The operation or webhook it concerns; absent for document-wide changes (servers, security, schemas). */
  operation?: { kind: 'operation' | 'webhook'; method: string; path: string; slug: string };
  /** Where in the document, as a JSON pointer into the newer version (the older one for a removal). */
  pointer: string;
  /** The callback of the operation it happened in (the request the API sends back: `planetCreated`). */
  callback?: string;
  /** A readable place inside the operation: `query.limit`, `body.customer.address.city`, `response-200.data.id`. */
  location?: string;
  /** The values the sentence names (`from`, `to`, `value`, `status`, `mediaType`…), as written. */
  details: Record<string, string>;
  /** A non-breaking change a client should still look at (oasdiff's WARN): a widened response enum. */
  warning?: boolean;
}

/** One release: the changes from the version before it. */
export interface Release {
  /** This release's version as its file names it (`1.4`), or its `info.version` (a commit of git history). */
  version: string;
  /** The same of the release it is compared with; absent for the first. */
  previousVersion?: string;
  /** YYYY-MM-DD: the commit's date for a git release; absent when unknown. */
  date?: string;
  /** The commit of a git release (full hash). */
  commit?: string;
  changes: Change[];
}
