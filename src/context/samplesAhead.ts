import type { CodeSample } from '../model/model.ts';

/**
 * The hand-off between the process that highlights operations' code samples ahead of their pages
 * (integration/samplesAhead.ts) and the pages that show them (presentation/highlight.ts `sampleHtml`): while
 * `astro build` renders pages, the integration puts it in the build context.
 */
export interface SamplesAhead {
  /**
   * The sample's HTML when the process has it ready, once per time it was queued (a page in each language); else
   * undefined, and the page highlights it itself, to the same HTML.
   */
  take(sample: CodeSample): string | undefined;
}
