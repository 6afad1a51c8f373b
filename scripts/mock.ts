// `npm run mock [document] [port]`: a mock of the API (@scalar/mock-server) on 127.0.0.1, by default for
// openapi/petstore.yaml on port 4010, the Petstore's "Local mock server". The try-it panel can send requests to it.
import { startMockServer } from '../tests/support/mockServer.ts';

const [documentFile = 'openapi/petstore.yaml', port = '4010'] = process.argv.slice(2);
try {
  const mock = await startMockServer(documentFile, { port: Number(port), verbose: true });
  console.log(`mock server for ${documentFile} on ${mock.url} (Ctrl+C stops it)`);
  const stop = () => void mock.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`npm run mock: ${(error as Error).message}`);
  process.exit(1);
}
