// `npm run mock -- [DOCUMENT] [--port N]`: a mock of an API (@scalar/mock-server) on 127.0.0.1, for try-it.
// DOCUMENT is a file, or the name of one in openapi/ (or OPENAPI_DIR) without its extension; with one document
// there, it is the default. The Petstore's "Local mock server" is port 4010, the default.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { findDocuments } from '../src/pipeline/1-load/sourceFiles.ts';
import { inputs } from '../src/config/inputs.ts';
import { documentId } from '../src/shared/slug.ts';
import { startMockServer } from '../tests/support/mockServer.ts';

const USAGE = 'usage: npm run mock -- [DOCUMENT] [--port N]';

function fail(message: string, exitCode = 2): never {
  console.error(`npm run mock: ${message}`);
  process.exit(exitCode);
}

/** The document to mock: the one named (a file, or a document's name), else the only one. */
function documentToMock(named: string | undefined): string {
  if (named && existsSync(named)) return named;
  let files: string[];
  try {
    files = findDocuments(inputs().openapiDir);
  } catch (error) {
    fail((error as Error).message);
  }
  const names = files.map((file) => `  ${documentId(file)}  (${relative(process.cwd(), file)})`).join('\n');
  if (named) {
    const found = files.find((file) => documentId(file) === named);
    if (!found) fail(`no document "${named}": name a file, or one of these:\n${names}\n${USAGE}`);
    return found;
  }
  if (files.length > 1) fail(`${files.length} documents: name the one to mock:\n${names}\n${USAGE}`);
  return files[0];
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { port: { type: 'string', default: '4010' } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const port = Number(parsed.values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port takes a port number, not "${parsed.values.port}"`);
if (parsed.positionals.length > 1) fail(USAGE);
const documentFile = documentToMock(parsed.positionals[0]);
try {
  const mock = await startMockServer(documentFile, { port, verbose: true });
  console.log(`mock server for ${relative(process.cwd(), documentFile)} on ${mock.url} (Ctrl+C stops it)`);
  if (mock.uncheckedFormats.length > 0) {
    const formats = mock.uncheckedFormats.map((format) => `"${format}"`).join(', ');
    console.log(`formats it does not know, so not checked (any value of the type passes): ${formats}`);
  }
  const stop = () => void mock.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  fail((error as Error).message, 1);
}
