/** Line and column (1-based) of a JSON.parse error, read from its message ("line 3 column 5" or "position 42"). */
export function lineColumnOf(text: string, error: Error): { line: number; column: number } {
  const lineCol = /line (\d+) column (\d+)/.exec(error.message);
  if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) };
  const position = /position (\d+)/.exec(error.message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
