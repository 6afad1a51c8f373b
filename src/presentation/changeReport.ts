import type { Change, ChangeLevel } from '../model/changes.ts';
import { changeOperationLabel, changeSentenceParts } from './changeSentence.ts';
import type { Strings } from './strings/catalog.ts';
import { code, finish, heading } from './markdownText.ts';

/** The report of `npm run changes`: breaking changes first, then deprecations, then the rest, each by operation. */
export interface ChangeSection {
  level: ChangeLevel;
  groups: { operation: string; changes: Change[] }[];
  count: number;
}

const ORDER: ChangeLevel[] = ['breaking', 'deprecation', 'non-breaking'];

export function changeSections(changes: Change[]): ChangeSection[] {
  return ORDER.flatMap((level) => {
    const ofLevel = changes.filter((c) => c.level === level);
    if (!ofLevel.length) return [];
    const groups = new Map<string, Change[]>();
    for (const change of ofLevel) {
      const label = changeOperationLabel(change);
      groups.set(label, [...(groups.get(label) ?? []), change]);
    }
    // Document-wide changes ('' label) first, then operations in the order the comparison met them.
    const ordered = [...groups].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0));
    return [
      { level, count: ofLevel.length, groups: ordered.map(([operation, list]) => ({ operation, changes: list })) },
    ];
  });
}

interface ReportHead {
  title: string;
  from: string;
  to: string;
}

const headingOf = (words: Strings['changeWords'], section: ChangeSection) =>
  words.sections[section.level](section.count);
const summaryOf = (words: Strings['changeWords'], changes: Change[]) =>
  changes.length
    ? words.summary(changes.filter((c) => c.level === 'breaking').length, changes.length)
    : words.noChanges;

/** Plain text for a terminal. */
export function changeReportText(strings: Strings, head: ReportHead, changes: Change[]): string {
  const words = strings.changeWords;
  const lines = [`${words.title(head.title, head.from, head.to)}: ${summaryOf(words, changes)}`];
  for (const section of changeSections(changes)) {
    lines.push('', headingOf(words, section));
    for (const group of section.groups) {
      lines.push(`  ${group.operation || words.documentWide}`);
      for (const change of group.changes) {
        const sentence = changeSentenceParts(strings, change)
          .map((p) => p.text)
          .join('');
        lines.push(`    ${sentence}${change.warning ? ` (${words.warning})` : ''}  [${change.rule}]`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** GitHub-flavoured Markdown for a pull request comment; past `limit` changes, a count of the rest. */
export function changeReportMarkdown(strings: Strings, head: ReportHead, changes: Change[], limit = 250): string {
  const words = strings.changeWords;
  const blocks = [heading(3, words.title(head.title, head.from, head.to)), '', summaryOf(words, changes)];
  let shown = 0;
  for (const section of changeSections(changes)) {
    if (shown >= limit) break;
    blocks.push('', heading(4, headingOf(words, section)), '');
    for (const group of section.groups) {
      if (shown >= limit) break;
      blocks.push(`- **${group.operation ? code(group.operation) : words.documentWide}**`);
      for (const change of group.changes) {
        if (shown++ >= limit) break;
        const sentence = changeSentenceParts(strings, change)
          .map((p) => (p.slot ? code(p.text) : p.text))
          .join('');
        blocks.push(`  - ${sentence}${change.warning ? ` _(${words.warning})_` : ''} <sub>${change.rule}</sub>`);
      }
    }
  }
  if (changes.length > limit) blocks.push('', `_${words.more(changes.length - limit)}_`);
  return finish(blocks);
}
