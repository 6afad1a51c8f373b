// Checks OpenAPI documents the way `astro build` does, without building: npm run validate [-- PATH...] [--strict]
// It checks site.config.json (or the file SITE_CONFIG names) first, as the build reads it.
// PATH is a folder of documents or one document; default: OPENAPI_DIR or openapi/. Exit 0 when every document
// can be built (warnings allowed unless --strict), 1 when one cannot, 2 on a usage error.
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inputs } from '../config/inputs.ts';
import { ConfigError, configFile, loadSiteConfig, siteConfigWarnings } from '../config/loadSiteConfig.ts';
import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { checkTryItServers } from '../integration/tryItServerChecks.ts';
import { DocumentError, findingOf } from '../pipeline/1-load/documentError.ts';
import { documentId } from '../shared/slug.ts';
import {
  checkDocument,
  checkFolder,
  errorsOf,
  formatReport,
  warningsOf,
} from '../pipeline/2-validate/checkDocuments.ts';
import { usageOf } from './usage.ts';

const usage = usageOf('validate', '[FOLDER | FILE ...] [--strict]');

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  let configProblem: string | undefined;
  let configWarnings: string[] = [];
  let config: SiteConfig | undefined;
  try {
    config = loadSiteConfig();
    configWarnings = siteConfigWarnings(process.cwd(), config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configProblem = error.message;
  }
  const targets = parsed.positionals.length ? parsed.positionals : [inputs().openapiDir];
  const checks = targets.flatMap((target) => {
    const found = isFile(target) ? [checkDocument(resolve(target))] : checkFolder(target);
    // As the build checks them: the servers try-it would offer each document's operations.
    if (config && errorsOf(found).length === 0) {
      const problems = checkTryItServers(config, found, isFile(target) ? dirname(resolve(target)) : target);
      if (problems.length) configProblem = `${configFile()}: invalid site configuration:\n  ${problems.join('\n  ')}`;
    }
    return found;
  });

  // Documents that pass the checks also go through the rest of the pipeline, as the build would take them.
  const summaries: string[] = [];
  const passed = checks.filter((check) => check.source && !check.findings.some((f) => f.severity === 'error'));
  // Loaded only when needed: the normalizer's dependencies take longer to load than the checks take to run.
  const pipeline = passed.length ? await import('../pipeline/5-site/documentOf.ts') : undefined;
  for (const check of passed) {
    if (!check.source || !pipeline) continue;
    try {
      const doc = await pipeline.documentOf(check.source, { prefix: documentId(check.file), tryIt: true });
      summaries.push(
        `✔ ${shown(check.file)}: OpenAPI ${doc.sourceVersion}, ${count(doc.operations.length, 'operation')}, ` +
          `${count(doc.webhooks.length, 'webhook')}, ${count(doc.schemas.length, 'schema')}, ${count(doc.tags.length, 'tag')}`,
      );
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      check.findings.unshift(findingOf(error));
    }
  }

  const report = formatReport(checks, { limit: Number.POSITIVE_INFINITY, building: false });
  const failed =
    configProblem !== undefined ||
    errorsOf(checks).length > 0 ||
    (parsed.values.strict === true && warningsOf(checks).length > 0);
  if (configProblem) console.error(`error: ${configProblem}\n`);
  for (const warning of configWarnings) console.error(`warning: ${warning}\n`);
  if (report) console.error(report);
  if (summaries.length) console.log(`${report ? '\n' : ''}${summaries.join('\n')}`);
  const warnings = warningsOf(checks).length;
  if (parsed.values.strict && warnings > 0 && !configProblem && errorsOf(checks).length === 0) {
    // The ✔ lines above say each document can be built: this line says why the run still fails.
    console.error(`\n✖ --strict: ${count(warnings, 'warning')} made validation fail.`);
  }
  return failed ? 1 : 0;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const shown = (file: string) => (file.startsWith(process.cwd()) ? relative(process.cwd(), file) || file : file);
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

process.exitCode = await main();
