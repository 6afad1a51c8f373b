import type { ResolvedElsewhere } from '../pipeline/5-site/loadSite.ts';

/**
 * The hand-off between the process that resolves the documents while Astro starts and Vite bundles
 * (integration/resolvedAhead.ts) and the model's build (pipeline/5-site/loadSite.ts): during `astro build` of large
 * documents the integration puts it in the build context.
 */
export interface ResolvedAhead {
  /** The document resolved and its descriptions parsed, once the process has them; undefined if it could not. */
  take(file: string): Promise<ResolvedElsewhere | undefined>;
}
