/**
 * A shiki transformer that lifts its time limit on tokenizing a line: on a busy machine a line could pass it and
 * the rest of its block come out in one colour, so a build's output depended on the load. For the guides' code
 * blocks, which Astro highlights with options of its own.
 */
export const untimedTokenizing = {
  name: 'untimed-tokenizing',
  preprocess(code: string, options: { tokenizeTimeLimit?: number }) {
    options.tokenizeTimeLimit = 0;
    return code;
  },
};
