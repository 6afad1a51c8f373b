// What changed between two versions of an API document, for CI: npm run changes -- OLD NEW [--json] [--markdown]
// [--fail-on breaking]. Text by default; --json for machines; --markdown for a pull request comment.
// Exit 0 when nothing breaks (or without --fail-on), 1 when --fail-on breaking finds a breaking change, 2 when a
// document cannot be read (with the build's file:line errors) or the command is used wrongly.
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DocumentError, findingOf, formatFinding } from '../pipeline/1-load/documentError.ts';
import { checkDocument, formatReport } from '../pipeline/2-validate/checkDocuments.ts';
import type { ApiDocument } from '../model/model.ts';
import { versionOfFile } from '../pipeline/1-load/versionFolders.ts';
import { diffDocuments } from '../changes/diffDocuments.ts';
import { changeSentence } from '../presentation/changeSentence.ts';
import { changeReportMarkdown, changeReportText } from '../presentation/changeReport.ts';
import { stringsFor } from '../presentation/strings/catalog.ts';
import { usageOf } from './usage.ts';

const usage = usageOf('changes', 'OLD NEW [--json] [--markdown] [--fail-on breaking]');

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        markdown: { type: 'boolean' },
        'fail-on': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 2) {
    console.error(`expected two documents, the old one and the new one (got ${positionals.length})\n${usage}`);
    return 2;
  }
  if (values['fail-on'] !== undefined && values['fail-on'] !== 'breaking') {
    console.error(`--fail-on takes "breaking" (got "${values['fail-on']}")\n${usage}`);
    return 2;
  }
  if (values.json && values.markdown) {
    console.error(`--json and --markdown are two outputs: choose one\n${usage}`);
    return 2;
  }
  const [from, to] = await Promise.all(positionals.map((file) => modelOf(resolve(file))));
  if (!from || !to) return 2;

  // The report is in English: a comparison of two files belongs to no site's language.
  const strings = stringsFor('en');
  const changes = diffDocuments(from, to);
  const head = { title: to.info.title, from: shownVersion(from), to: shownVersion(to) };
  if (values.json) {
    const json = {
      from: { version: head.from },
      to: { version: head.to },
      changes: changes.map((change) => ({
        type: change.type,
        operation: change.operation ? `${change.operation.method.toUpperCase()} ${change.operation.path}` : null,
        pointer: change.pointer,
        breaking: change.level === 'breaking',
        rule: change.rule,
        message: changeSentence(strings, change),
      })),
    };
    console.log(JSON.stringify(json, null, 2));
  } else {
    const report = values.markdown ? changeReportMarkdown : changeReportText;
    process.stdout.write(report(strings, head, changes));
  }
  return values['fail-on'] === 'breaking' && changes.some((c) => c.level === 'breaking') ? 1 : 0;
}

/** A document through the build's checks and pipeline; its problems printed as the build prints them. */
async function modelOf(file: string): Promise<ApiDocument | undefined> {
  if (!existsSync(file) || !statSync(file).isFile()) {
    console.error(`${shown(file)}: no such file`);
    return undefined;
  }
  const check = checkDocument(file);
  const errors = check.findings.filter((f) => f.severity === 'error');
  if (errors.length || !check.source) {
    console.error(formatReport([{ ...check, findings: errors }], { limit: Number.POSITIVE_INFINITY, building: false }));
    return undefined;
  }
  const { documentOf } = await import('../pipeline/5-site/documentOf.ts');
  try {
    return await documentOf(check.source, { prefix: '', tryIt: false, examples: false });
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    console.error(formatFinding(findingOf(error), shown));
    return undefined;
  }
}

/** The version as the site shows it: as the file names it (`openapi/billing/1.4.json`: 1.4), else `info.version`. */
const shownVersion = (doc: ApiDocument) => versionOfFile(doc.sourceFile, doc.info.version) ?? doc.info.version;

const shown = (file: string) => (file.startsWith(process.cwd()) ? relative(process.cwd(), file) || file : file);

process.exitCode = await main();
