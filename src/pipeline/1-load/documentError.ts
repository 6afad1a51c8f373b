/**
 * A problem with a user's document: the message names the file, the place and what is wrong.
 * `where` is `line:column` when known; `pointer` is the JSON pointer (`#/paths/~1pets/get`) of the value at fault.
 */
export class DocumentError extends Error {
  readonly file: string;
  readonly where: string;
  readonly problem: string;
  readonly pointer?: string;
  /** A few source lines around the place, with a caret under the column. */
  readonly excerpt?: string;
  /** The place, for Astro's dev error overlay: it then shows the document's lines rather than the generator's. */
  readonly loc?: { file: string; line: number; column: number };

  constructor(file: string, where: string, problem: string, details: { pointer?: string; excerpt?: string } = {}) {
    super(`${file}${where ? `:${where}` : ''}: ${details.pointer ? `${details.pointer}: ` : ''}${problem}`);
    this.name = 'DocumentError';
    this.file = file;
    this.where = where;
    this.problem = problem;
    this.pointer = details.pointer;
    this.excerpt = details.excerpt;
    const [line, column] = /^\d+:\d+$/.test(where) ? where.split(':').map(Number) : [];
    if (line) this.loc = { file, line, column };
    // The mistake is in the document: a trace through the generator would only hide it.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** A finding of the document checks: errors stop the build, warnings are printed once and the build goes on. */
export interface Finding {
  severity: 'error' | 'warning';
  file: string;
  /** JSON pointer of the value at fault (`#/info/title`), when the finding is about one. */
  pointer?: string;
  line?: number;
  column?: number;
  message: string;
  excerpt?: string;
}

export function findingOf(error: DocumentError): Finding {
  const [line, column] = /^\d+:\d+$/.test(error.where) ? error.where.split(':').map(Number) : [undefined, undefined];
  return {
    severity: 'error',
    file: error.file,
    pointer: error.pointer,
    line,
    column,
    message: error.problem,
    excerpt: error.excerpt,
  };
}

/** `openapi/api.yaml:14:9 #/paths/~1pets/get: message` followed by the excerpt, indented. */
export function formatFinding(finding: Finding, relativeTo?: (file: string) => string): string {
  const file = relativeTo ? relativeTo(finding.file) : finding.file;
  const place = finding.line ? `${file}:${finding.line}:${finding.column ?? 1}` : file;
  const pointer = finding.pointer && finding.pointer !== '#' ? ` ${finding.pointer}` : '';
  const head = `${place}${pointer}: ${finding.message}`;
  return finding.excerpt ? `${head}\n${finding.excerpt.replace(/^/gm, '    ')}` : head;
}
