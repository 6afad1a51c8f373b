import type { AstroIntegration } from 'astro';
import { siteConfigWarnings } from '../config/loadSiteConfig.ts';
import { buildContext } from '../context/buildContext.ts';
import { printDocumentErrors } from './devDocumentErrors.ts';
import { guideEmbedProblems, guidesWithEmbeds } from '../content/guideEmbedProblems.ts';
import { checkFolder, errorsOf, formatReport } from '../pipeline/2-validate/checkDocuments.ts';
import { checkTryItServers } from './tryItServerChecks.ts';

/**
 * Checks every document in the OpenAPI folder before Astro writes anything. A broken document stops
 * `astro build` with one clean report (file:line:column, JSON pointer, what is wrong) and a non-zero exit,
 * so no half-built site is ever left behind as if it had worked. Warnings are printed once.
 */
export function validateDocuments(): AstroIntegration {
  return {
    name: 'api-reference:validate',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const context = buildContext();
        for (const warning of siteConfigWarnings(context.root, context.config)) logger.warn(warning);
        // Large documents are checked by the process that resolves them, which parses them anyway.
        const checks =
          (await context.resolvedAhead?.checks()) ?? checkFolder(context.openapiDir, context.namedDocuments);
        const configProblems = errorsOf(checks).length
          ? []
          : checkTryItServers(context.config, checks, context.openapiDir);
        const report = formatReport(checks);
        if (errorsOf(checks).length === 0) {
          if (report) logger.warn(`\n${report}`);
          if (configProblems.length) return stopOnConfig(context.configFile, configProblems, command, logger);
          // Checked once: the model does not check them again, and takes the documents as parsed here.
          for (const check of checks) context.checkedSources.mark(check.source ?? check);
          await checkGuideEmbeds(command, logger);
          return;
        }
        if (command === 'dev') {
          // The dev server stays up: fix the document, and the open page follows (devDocumentErrors.ts).
          printDocumentErrors(logger, errorsOf(checks), report);
          return;
        }
        // Before any output exists: one report, no stack trace, a failing exit code.
        process.stderr.write(`\n${report}\n\n`);
        process.exit(1);
      },
    },
  };
}

/** Configuration problems found beside the documents (`tryIt.servers`): the build stops at the configuration's line. */
function stopOnConfig(
  file: string,
  problems: string[],
  command: string,
  logger: { error(message: string): void },
): void {
  const report = `${file}: invalid site configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`;
  if (command === 'dev') return logger.error(report);
  process.stderr.write(`\nerror: ${report}\n\n`);
  process.exit(1);
}

/**
 * MDX guides that embed the reference (`<Operation id="…" />`…) are checked against the documents, so an id that
 * names nothing stops the build with the guide's place; the model is built once here and reused by the pages.
 */
async function checkGuideEmbeds(command: string, logger: { error(message: string): void }): Promise<void> {
  // Only the guides this site builds; the model is built here only when one of them embeds the reference.
  const guides = guidesWithEmbeds();
  if (guides.length === 0) return;
  const problems = guideEmbedProblems(await buildContext().site(), guides);
  if (problems.length === 0) return;
  const report = problems.map((problem) => `error: ${problem}`).join('\n');
  const count = problems.length === 1 ? '1 embed' : `${problems.length} embeds`;
  if (command === 'dev') return logger.error(`\n${report}`);
  process.stderr.write(
    `\n✖ ${count} of the reference in guides name nothing of it: the site was not built.\n${report}\n\n`,
  );
  process.exit(1);
}
