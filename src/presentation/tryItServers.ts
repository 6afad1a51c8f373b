import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { siteServersFor, type SiteServer } from '../config/tryItServers.ts';
import { apiOf } from '../model/apiVersions.ts';
import type { ApiDocument, Operation } from '../model/model.ts';
import { serverAddress } from '../shared/serverAddress.ts';

/** The servers site.config.json adds to the try-it client of `doc`'s API (`tryIt.servers`). */
export const addedServers = (config: Pick<SiteConfig, 'tryIt'>, doc: ApiDocument): SiteServer[] =>
  siteServersFor(config, apiOf(doc));

/**
 * The addresses try-it offers for an operation, as its panel lists them: the operation's own servers (else the
 * document's) that a request can reach, then those the site adds, each once. None: its requests would go to the
 * site itself.
 */
export const tryItServerUrls = (op: Operation, added: SiteServer[]): string[] => [
  ...new Set([
    ...op.servers.flatMap((server) => serverAddress(server.url) ?? []),
    ...added.map((server) => server.url),
  ]),
];
