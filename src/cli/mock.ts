// `npm run mock -- [DOCUMENT] [--port N]`: a mock of an API (@scalar/mock-server) on 127.0.0.1, for try-it.
// DOCUMENT is a file, or the name of one in openapi/ (or OPENAPI_DIR) without its extension; with one document
// there, it is the default. The Petstore's "Local mock server" is port 4010, the default.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { documentToMock, MockChoiceError } from '../tools/mock/documentToMock.ts';
import { startMockServer } from '../tools/mock/mockServer.ts';
import { usageOf } from './usage.ts';

const USAGE = usageOf('mock', '[DOCUMENT] [--port N]');

function fail(message: string, exitCode = 2): never {
  console.error(`npm run mock: ${message}`);
  process.exit(exitCode);
}

/** The document named on the command line (or the only one), or the reason there is none. */
function chosenDocument(named: string | undefined): string {
  try {
    return documentToMock(named, USAGE);
  } catch (error) {
    if (error instanceof MockChoiceError) fail(error.message);
    throw error;
  }
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
const documentFile = chosenDocument(parsed.positionals[0]);
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
