import { basename, relative } from 'node:path';
import { DocumentError, findingOf, formatFinding, type Finding } from '../1-load/documentError.ts';
import { findDocuments, loadDocument, type SourceDocument } from '../1-load/sourceFiles.ts';
import { SourceMap } from '../../shared/sourcePosition.ts';
import { placeDocuments, versionMismatch, type DocumentPlace } from '../1-load/versionFolders.ts';
import { extensionProblems } from './extensions.ts';
import { RefChecker } from './refs.ts';
import { referencedFileProblems } from './referencedFiles.ts';
import { structureProblems, versionOf } from './structure.ts';

export interface DocumentCheck {
  file: string;
  /** The parsed document, when it could be read. */
  source?: SourceDocument;
  /** Errors first, then warnings, each in the order of the file. */
  findings: Finding[];
  /**
   * Checked in another process, which kept the document: the warning of try-it without a server it would get were
   * the site to add none (integration/serverlessWarning.ts; integration/tryItServerChecks.ts decides).
   */
  serverless?: Finding;
}

export const errorsOf = (checks: DocumentCheck[]) =>
  checks.flatMap((c) => c.findings.filter((f) => f.severity === 'error'));
export const warningsOf = (checks: DocumentCheck[]) =>
  checks.flatMap((c) => c.findings.filter((f) => f.severity === 'warning'));

/**
 * Everything the build checks before it writes a page: every document in the folder parses, is OpenAPI, has
 * the fields the site needs, and every `$ref` leads somewhere. Nothing is dereferenced, so this stays fast.
 */
export function checkFolder(dir: string, named?: readonly string[]): DocumentCheck[] {
  let files: string[];
  try {
    files = findDocuments(dir, named);
  } catch (error) {
    if (error instanceof DocumentError) return [{ file: error.file, findings: [findingOf(error)] }];
    throw error;
  }
  const { places, findings } = placeDocuments(dir, files);
  const checks = files.map(checkDocument);
  for (const finding of findings) checks.find((check) => check.file === finding.file)!.findings.unshift(finding);
  for (const place of places) {
    const check = checks.find((c) => c.file === place.file)!;
    const mismatch = check.source && versionMismatch(place, check.source.data);
    if (!mismatch) continue;
    locate([mismatch], () => check.source!.text);
    check.findings.unshift(mismatch);
  }
  checkPrefixes(checks, places);
  return checks;
}

export function checkDocument(file: string): DocumentCheck {
  let source: SourceDocument;
  try {
    source = loadDocument(file);
  } catch (error) {
    if (error instanceof DocumentError) return { file, findings: [findingOf(error)] };
    throw error;
  }
  const structure = structureProblems(source.data);
  const findings: Finding[] = structure.map((problem) => ({ ...problem, file }));
  const refs = new RefChecker();
  const isOpenApi = !structure.some(
    (problem) =>
      problem.severity === 'error' && (problem.pointer === '#' || /^#\/(openapi|swagger)$/.test(problem.pointer)),
  );
  if (isOpenApi) {
    findings.push(...refs.check(file, source));
    findings.push(...referencedFileProblems(file, source.data, refs.files, versionOf(source.data)!));
    findings.push(...extensionProblems(source.data).map((problem) => ({ ...problem, file })));
  }
  locate(findings, (path) => (path === file ? source.text : textOf(refs.files.get(path))));
  const order = (f: Finding) => (f.severity === 'error' ? 0 : 1);
  findings.sort((a, b) => order(a) - order(b) || (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : 0));
  return { file, source, findings };
}

/**
 * Two files whose names slug alike (`api.yaml`, `api.json`), or a file and a version folder (`billing.yaml`,
 * `billing/`), would share one URL prefix.
 */
function checkPrefixes(checks: DocumentCheck[], places: DocumentPlace[]): void {
  if (checks.length < 2) return;
  const byPrefix = new Map<string, string>();
  for (const place of places) {
    if (place.version && !place.version.latest) continue;
    const check = checks.find((c) => c.file === place.file)!;
    const prefix = place.api;
    const other = byPrefix.get(prefix);
    if (other) {
      check.findings.unshift({
        severity: 'error',
        file: check.file,
        message: `this document and ${basename(other)} would both be published under /${prefix}/: rename one of the files`,
      });
    }
    byPrefix.set(prefix, check.file);
  }
}

/** Adds line, column and the lines around to every finding that names a pointer. */
function locate(findings: Finding[], textOf: (file: string) => string | undefined): void {
  const maps = new Map<string, SourceMap>();
  for (const finding of findings) {
    if (!finding.pointer || finding.line) continue;
    const text = textOf(finding.file);
    if (text === undefined) continue;
    let map = maps.get(finding.file);
    if (!map) maps.set(finding.file, (map = new SourceMap(text)));
    const position = map.positionOf(finding.pointer);
    if (!position) continue;
    finding.line = position.line;
    finding.column = position.column;
    if (finding.severity === 'error') finding.excerpt = map.excerpt(position);
  }
}

const textOf = (entry: { text: string } | DocumentError | undefined) =>
  entry && !(entry instanceof DocumentError) ? entry.text : undefined;

const MAX_SHOWN = 20;

/**
 * One report for the whole folder: every error (then warnings), with file:line:column, the JSON pointer, what is
 * wrong and the lines around. Paths are shown relative to `cwd`.
 */
export function formatReport(
  checks: DocumentCheck[],
  options: { cwd?: string; warnings?: boolean; limit?: number; building?: boolean } = {},
): string {
  const limit = options.limit ?? MAX_SHOWN;
  const cwd = options.cwd ?? process.cwd();
  const show = (file: string) => (file.startsWith(cwd) ? relative(cwd, file) || '.' : file);
  const errors = errorsOf(checks);
  const warnings = options.warnings === false ? [] : warningsOf(checks);
  const out: string[] = [];
  if (errors.length) {
    const failed = new Set(errors.map((e) => e.file)).size;
    out.push(
      `✖ ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in ${failed} ${failed === 1 ? 'file' : 'files'}: the API reference ${options.building === false ? 'cannot be' : 'was not'} built.`,
      '',
    );
    for (const error of errors.slice(0, limit)) out.push(`error: ${formatFinding(error, show)}`, '');
    if (errors.length > limit) out.push(`... and ${errors.length - limit} more errors`, '');
  }
  for (const warning of warnings.slice(0, limit)) out.push(`warning: ${formatFinding(warning, show)}`);
  if (warnings.length > limit)
    out.push(`warning: ... and ${warnings.length - limit} more warnings (npm run validate lists them all)`);
  return out.join('\n').trimEnd();
}
