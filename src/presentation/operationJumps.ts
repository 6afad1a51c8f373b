import type { Operation } from '../model/model.ts';
import { exampleSets } from './examplesPanel.ts';
import type { Strings } from './strings/catalog.ts';

/** The ids of an operation page's parts that a narrow screen shows far below its top. */
export const jumpTargets = {
  examples: (op: Operation) => `examples-panel-${op.slug}`,
  samples: (op: Operation) => `samples-${op.slug}`,
  tryIt: (op: Operation) => `try-it-${op.slug}`,
  responses: 'responses',
};

/**
 * The links atop an operation page to its examples, code samples, try-it and responses, those it has: below the
 * width where the examples column moves under the fields, they are a screen's height or many away.
 */
export function operationJumps(strings: Strings, op: Operation): { label: string; id: string }[] {
  const words = strings.reference;
  return [
    exampleSets(op).length > 0 && { label: words.example, id: jumpTargets.examples(op) },
    op.codeSamples.length > 0 && { label: words.code, id: jumpTargets.samples(op) },
    op.tryIt && { label: strings.tryIt.button, id: jumpTargets.tryIt(op) },
    op.responses.length > 0 && { label: words.responses, id: jumpTargets.responses },
  ].filter((jump) => jump !== false);
}
