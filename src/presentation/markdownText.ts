/** Small writers of Markdown text shared by the twins. */

/** A fenced code block whose fence is longer than any run of backticks inside. */
export function fence(code: string, lang: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

/** Inline code that survives backticks inside. */
export function code(text: string): string {
  // Most code has no backtick: the twins write hundreds of thousands of such spans.
  if (!text.includes('`')) return `\`${text}\``;
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return longest ? `${ticks} ${text} ${ticks}` : `${ticks}${text}${ticks}`;
}

/** A GFM table. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();
}

/** `#` repeated for a heading level, at most six. */
export const heading = (level: number, text: string): string => `${'#'.repeat(Math.min(level, 6))} ${text}`;

/** The blocks joined by blank lines, without runs of them, ending with one newline. */
export function finish(lines: string[]): string {
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
