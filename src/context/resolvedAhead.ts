import type { DocumentCheck } from '../pipeline/2-validate/checkDocuments.ts';
import type { ResolvedDocument } from '../pipeline/3-resolve/resolveDocument.ts';

/** A document the process resolved; `sampled` settles once its model's examples are in (4-normalize/documentSamples.ts). */
export interface ResolvedAheadDocument {
  resolved: ResolvedDocument;
  sampled: Promise<void>;
}

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
  /**
   * The document resolved, once the process has it, and when the examples it samples next are remembered (or will
   * not come: the model then samples them); undefined if it could not resolve it.
   */
  take(file: string): Promise<ResolvedAheadDocument | undefined>;
  /**
   * Has the process make the downloads of `documents` into `folder` once it is done with the model's work, as the
   * downloads' own process would (integration/downloadFiles.ts): settles when they are there.
   */
  makeDownloads(documents: string[], folder: string): Promise<void>;
  /** When the downloads asked for are made, or could not be; at once when none were asked for. */
  downloaded(): Promise<void>;
}
