import type { Change } from '../changes/change.ts';

/** Placeholder until the engine's wording lands (issue-12a): the rule and the place, in plain words. */
export function changeSentence(change: Change): string {
  const values = Object.entries(change.details)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  return [change.rule.replace(/-/g, ' '), change.location, values].filter(Boolean).join(': ');
}
