import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/**
 * Serves a built site the way static hosts do: `/a/` → a/index.html, `/a` → a.html or a/index.html, else 404.html;
 * with the headers the site's `_headers` file gives (as Netlify and Cloudflare Pages do), so the browser tests
 * run under the site's Content-Security-Policy.
 */
export function serveStatic(root: string, port = 0): Promise<{ server: Server; url: string }> {
  const base = resolve(root);
  const rules = headerRules(join(base, '_headers'));
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = lookup(base, path);
    const status = file ? 200 : 404;
    const target = file ?? join(base, '404.html');
    if (!existsSync(target)) return void response.writeHead(404).end('Not found');
    const headers: Record<string, string> = {};
    for (const rule of rules) if (rule.matches(path)) Object.assign(headers, rule.headers);
    response.writeHead(status, { ...headers, 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}` });
    }),
  );
}

function lookup(base: string, path: string): string | undefined {
  const full = normalize(join(base, path));
  if (!full.startsWith(base)) return undefined;
  const candidates = path.endsWith('/') ? [join(full, 'index.html')] : [full, `${full}.html`, join(full, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The rules of a Netlify-style `_headers` file: a path pattern (`/*`, `/docs/*`, `/a`), then indented headers. */
function headerRules(file: string): { matches: (path: string) => boolean; headers: Record<string, string> }[] {
  if (!existsSync(file)) return [];
  const rules: { matches: (path: string) => boolean; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const prefix = pattern.endsWith('*') ? pattern.slice(0, -1) : undefined;
      rules.push({
        matches: (path) => (prefix !== undefined ? path.startsWith(prefix) : path === pattern),
        headers: {},
      });
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
