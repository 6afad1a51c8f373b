import type { DocumentCheck } from '../pipeline/2-validate/checkDocuments.ts';
import type { ResolvedDocument } from '../pipeline/3-resolve/resolveDocument.ts';

/**
 * The hand-off between the process that resolves the documents while Astro starts and Vite bundles
 * (integration/resolvedAhead.ts) and the model's build (pipeline/5-site/loadSite.ts): during `astro build` of large
 * documents the integration puts it in the build context.
 */
export interface ResolvedAhead {
  /**
   * The build's check of the documents' folder (2-validate), made by the process, without the documents; undefined
   * when the process left before it: the build checks them itself.
   */
  checks(): Promise<DocumentCheck[] | undefined>;
  /** The document resolved, once the process has it; undefined if it could not. */
  take(file: string): Promise<ResolvedDocument | undefined>;
  /**
   * Has the process make the downloads of `documents` into `folder` once it is done with the model's work, as the
   * downloads' own process would (integration/downloadFiles.ts): settles when they are there.
   */
  makeDownloads(documents: string[], folder: string): Promise<void>;
  /** When the downloads asked for are made, or could not be; at once when none were asked for. */
  downloaded(): Promise<void>;
}
