import { createRequire } from 'node:module';
import type { Document, LineCounter, Node } from 'yaml';
import { decodePointer } from './jsonPointer.ts';

export interface Position {
  line: number;
  column: number;
}

/** Line and column (1-based) of a JSON.parse error, read from its message ("line 3 column 5" or "position 42"). */
export function lineColumnOf(text: string, error: Error): Position {
  const lineCol = /line (\d+) column (\d+)/.exec(error.message);
  if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) };
  const position = /position (\d+)/.exec(error.message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const WINDOW = 120;

/**
 * The YAML parser that finds places loads with the first place asked for: most builds ask for none, and the command
 * line reads this module before it starts the resolving process (docs/performance.md).
 */
const load = createRequire(import.meta.url);
let yamlModule: typeof import('yaml') | undefined;
const yaml = () => (yamlModule ??= load('yaml') as typeof import('yaml'));

/** The source lines around a place, numbered, with a caret under the column: what compilers show. */
export function excerptAt(text: string, { line, column }: Position, context = 1): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line);
  const width = String(last).length;
  const out: string[] = [];
  // Long lines (minified JSON) are shown as a window around the column.
  const start = column > WINDOW ? column - WINDOW / 2 : 0;
  for (let n = first; n <= last; n++) {
    const whole = lines[n - 1];
    let source = whole.slice(start, start + WINDOW);
    if (start > 0) source = `…${source}`;
    if (start + WINDOW < whole.length) source = `${source}…`;
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${source}`);
  }
  const caretAt = column - 1 - start + (start > 0 ? 1 : 0);
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, caretAt))}^`);
  return out.join('\n');
}

/**
 * Finds where a JSON pointer's value is written in a YAML or JSON text (JSON parses as YAML). When the pointer
 * goes further than the text (a missing field), the place of the deepest part that exists is returned.
 */
export class SourceMap {
  private readonly text: string;
  private parsed?: { document: Document; lines: LineCounter };

  constructor(text: string) {
    this.text = text;
  }

  positionOf(pointer: string): Position | undefined {
    const { isAlias, isMap, isPair, isSeq } = yaml();
    const { document, lines } = this.parse();
    let node: unknown = document.contents;
    let offset = offsetOf(node) ?? 0;
    for (const segment of decodePointer(pointer)) {
      if (isAlias(node)) node = node.resolve(document);
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && keyText(item.key) === segment);
        if (!pair) break;
        offset = offsetOf(pair.key) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && /^\d+$/.test(segment) && Number(segment) < node.items.length) {
        node = node.items[Number(segment)];
        offset = offsetOf(node) ?? offset;
      } else {
        break;
      }
    }
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  }

  excerpt(position: Position): string {
    return excerptAt(this.text, position);
  }

  private parse() {
    if (!this.parsed) {
      const { LineCounter, parseDocument } = yaml();
      const lines = new LineCounter();
      const document = parseDocument(this.text, { lineCounter: lines, uniqueKeys: false, strict: false });
      this.parsed = { document, lines };
    }
    return this.parsed;
  }
}

function keyText(key: unknown): string | undefined {
  if (yaml().isScalar(key)) return String(key.value);
  return undefined;
}

function offsetOf(node: unknown): number | undefined {
  const range = (node as Node | null)?.range;
  return Array.isArray(range) ? range[0] : undefined;
}
