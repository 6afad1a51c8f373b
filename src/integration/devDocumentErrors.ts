import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { DocumentError, findingOf, type Finding } from '../pipeline/1-load/documentError.ts';
import { formatReport } from '../pipeline/2-validate/checkDocuments.ts';
import { buildContext } from '../context/buildContext.ts';
import { decodeUri } from '../shared/decodeUri.ts';
import { escapeHtml } from '../shared/escapeHtml.ts';

/**
 * `astro dev` with a document that cannot be built. Astro would log the error at every request a page makes, with
 * a "stack trace" that is the document's place and none of its lines; instead the report the build prints
 * (file:line:column and the lines around) is printed once, each page answers with Astro's error overlay showing
 * the document's lines, and the server keeps running: on save (devReload.ts) the open page reloads, fixed.
 */

/** The problems printed last: a problem is printed again only after it was gone, or the server restarted. */
let printed = new Set<string>();
const keyOf = (finding: Finding) => `${finding.file}:${finding.line}:${finding.column}: ${finding.message}`;

/** Prints the report of `findings` unless it says only what was printed last (a request after the report). */
export function printDocumentErrors(logger: AstroIntegrationLogger, findings: Finding[], report: string): void {
  const keys = new Set(findings.map(keyOf));
  if ([...keys].every((key) => printed.has(key))) return;
  printed = keys;
  logger.error(`\n${report}`);
}

/** A document that stops the site from being built, and its report as the build prints it. */
interface Broken {
  error: DocumentError;
  report: string;
}

/** What stops the site from being built now, printed when it is new; undefined when it builds. */
async function currentError(logger: AstroIntegrationLogger): Promise<Broken | undefined> {
  try {
    await buildContext().site();
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    const finding = findingOf(error);
    const report = formatReport([{ file: error.file, findings: [finding] }], { building: false });
    printDocumentErrors(logger, [finding], report);
    return { error, report };
  }
  if (printed.size > 0) logger.info('the documents build again');
  printed = new Set();
  return undefined;
}

/** Requests Vite answers itself: its client, the modules and dependencies a page loads. */
const VITE_OWN = /^\/(@|__|node_modules\/|src\/)/;

/**
 * Answers page requests while the documents are broken; returns `check`, for a save: it prints the report at
 * once, so the terminal says what is wrong without a page open.
 */
export function showDocumentErrors(server: ViteDevServer, logger: AstroIntegrationLogger): { check(): Promise<void> } {
  const client = `${server.config.base}@vite/client`;
  const overlay = ({ error }: Broken) =>
    // Astro's sender makes Vite's error into its overlay, with the file's lines (its frame) from `loc`.
    server.environments.client.hot.send({
      type: 'error',
      err: { name: 'DocumentError', message: error.message, stack: '', loc: error.loc, id: error.file, plugin: '' },
    });
  let broken: Broken | undefined;
  // A page answered below loads Vite's client, which connects: it is shown the overlay then.
  server.ws.on('connection', () => broken && overlay(broken));
  server.middlewares.use((request, response, next) => {
    // Without the base path: Astro's own middleware, first in line, took it off.
    const path = decodeUri((request.url ?? '/').split('?')[0]);
    // Anything else is the site's (a page, a file of public/, or its 404 page, which needs the documents too).
    const ownFile = VITE_OWN.test(path) || existsSync(join(server.config.publicDir, path));
    if (!['GET', 'HEAD'].includes(request.method ?? '') || ownFile) return next();
    currentError(logger).then((found) => {
      broken = found;
      if (found) answer(request, response, found, client);
      else next();
    }, next);
  });
  return { check: async () => void (broken = await currentError(logger)) };
}

/**
 * A 500 page that loads Vite's client (as Astro's own error page does) and asks for no /favicon.ico, or the report
 * as text.
 */
function answer(request: IncomingMessage, response: ServerResponse, { error, report }: Broken, client: string): void {
  const html = request.headers.accept?.includes('text/html');
  response.statusCode = 500;
  response.setHeader('content-type', html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  response.end(
    html
      ? `<!doctype html><title>${escapeHtml(error.problem)}</title><link rel="icon" href="data:,">` +
          `<script type="module" src="${client}"></script>`
      : `${report}\n`,
  );
}
