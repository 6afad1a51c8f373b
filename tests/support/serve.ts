// Serves a folder on 127.0.0.1 the way static hosts do: `node tests/support/serve.ts DIR PORT` (Playwright's webServer).
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';

const [dir = 'dist', port = '4321'] = process.argv.slice(2);
const { url } = await serveStatic(dir, Number(port));
console.log(`serving ${dir} on ${url}`);
