import type { Operation } from '../model/model.ts';
import { daysUntil, readableDate, sunsetDistance } from './dates.ts';
import type { Strings } from './strings/catalog.ts';

/** A piece of a sentence: words, or the sunset date (a `<time>` on pages). */
export type NoticePart = { text: string } | { date: string; text: string };

/** The deprecation warning's sentence, in parts, the same for the page and its twin. */
export function deprecationSentence(
  strings: Strings,
  op: Pick<Operation, 'kind' | 'sunset'>,
  today = new Date(),
): NoticePart[] {
  const words = strings.lifecycle;
  const what = op.kind === 'webhook' ? words.webhook : words.operation;
  const template =
    op.sunset === undefined ? words.noSunset : daysUntil(op.sunset, today) < 0 ? words.sunsetPassed : words.sunsetAhead;
  const filled = template
    .replace('{what}', what)
    .replace('{distance}', op.sunset ? sunsetDistance(strings, op.sunset, today) : '');
  const [before, after] = filled.split('{date}');
  if (after === undefined || !op.sunset) return [{ text: filled }];
  return [{ text: before }, { date: op.sunset, text: readableDate(strings, op.sunset) }, { text: after }];
}

/** What a stability marker means, for its badge's tooltip. */
export const stabilityExplanation = (strings: Strings, stability: string): string =>
  strings.lifecycle.stability[stability] ?? strings.lifecycle.stabilityOther(stability);

/**
 * The stability a list (navigation, an overview) marks: all but `stable`, the settled default, which marked on
 * every entry (Twilio's GA) would hide the few that differ. The operation's page still shows it.
 */
export const listedStability = (op: Pick<Operation, 'stability'>): string | undefined =>
  op.stability === 'stable' ? undefined : op.stability;
