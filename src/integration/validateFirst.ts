import type { AstroIntegration } from 'astro';
import { siteConfigWarnings } from '../config/loadSiteConfig.ts';
import { openapiDir } from '../pipeline/5-site/loadSite.ts';
import { checkFolder, errorsOf, formatReport } from '../pipeline/2-validate/checkDocuments.ts';

/**
 * Checks every document in the OpenAPI folder before Astro writes anything. A broken document stops
 * `astro build` with one clean report (file:line:column, JSON pointer, what is wrong) and a non-zero exit,
 * so no half-built site is ever left behind as if it had worked. Warnings are printed once.
 */
export function validateDocuments(): AstroIntegration {
  return {
    name: 'api-reference:validate',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        for (const warning of siteConfigWarnings()) logger.warn(warning);
        const checks = checkFolder(openapiDir());
        const report = formatReport(checks);
        if (errorsOf(checks).length === 0) {
          if (report) logger.warn(`\n${report}`);
          return;
        }
        if (command === 'dev') {
          // The dev server stays up: fix the document and reload.
          logger.error(`\n${report}`);
          return;
        }
        // Before any output exists: one report, no stack trace, a failing exit code.
        process.stderr.write(`\n${report}\n\n`);
        process.exit(1);
      },
    },
  };
}
