import type { ApiDocument, Site } from './model.ts';

/** The documents a reader chooses between: each API once, in its latest version. */
export const latestDocuments = (site: Site): ApiDocument[] =>
  site.documents.filter((doc) => !doc.version || doc.version.latest);

/** Every version of the API `doc` is a version of, newest first (the site keeps them in that order); or just `doc`. */
export const versionsOf = (site: Site, doc: ApiDocument): ApiDocument[] =>
  doc.version ? site.documents.filter((other) => other.version?.api === doc.version!.api) : [doc];

/** The latest version of `doc`'s API (`doc` itself when it is the latest or has no versions). */
export const latestOf = (site: Site, doc: ApiDocument): ApiDocument => versionsOf(site, doc)[0];

/** The name of `doc`'s API, shared by its versions: its version folder's, else its file's (as `tryIt.servers` names it). */
export const apiOf = (doc: ApiDocument): string => doc.version?.api ?? doc.id;
