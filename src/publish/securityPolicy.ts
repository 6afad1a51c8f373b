import * as inlineScripts from '../browser/inlineScripts.ts';
import { proxyUrlOf, siteServers } from '../config/tryItServers.ts';
import type { Server, Site } from '../model/model.ts';
import { sha256Base64 } from '../shared/digest.ts';
import { serverAddress } from '../shared/serverAddress.ts';

/** The response headers every page of the site is served with, as `[name, value]`, in a fixed order. */
export type SecurityHeaders = [name: string, value: string][];

const policies = new WeakMap<Site, { header: string; meta: string }>();

/**
 * The site's Content-Security-Policy. Scripts come only from the site: the inline scripts every page runs before
 * first paint are allowed by their hash, computed here from whatever `browser/inlineScripts.ts` holds, so an edit
 * there needs no hand-updated hash. Styles allow `'unsafe-inline'`: the page sets its accent colour in a `style`
 * attribute and Scalar's try-it client styles its elements at run time; style cannot run code. `connect-src`
 * allows the documents' servers, where try-it sends requests, those site.config.json adds, the reader's own
 * computer (a mock server on any port) and the try-it proxy when one is configured.
 * `meta` is the same policy for a `<meta>` element (hosts that set no headers, GitHub Pages): without
 * `frame-ancestors`, which browsers ignore there.
 */
export function securityPolicy(site: Site): { header: string; meta: string } {
  let policy = policies.get(site);
  if (policy) return policy;
  const hashes = (Object.values(inlineScripts) as unknown[])
    .filter((script): script is string => typeof script === 'string')
    .map((script) => `'sha256-${sha256Base64(script)}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Pagefind's search runs as WebAssembly: 'wasm-unsafe-eval' compiles it, and allows no JavaScript eval.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(hashes)].sort()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Try-it shows an answer that is a picture, a sound or a video, a PDF or a page from the `blob:` URL its
    // script makes of it (a page in a sandboxed frame): only the site's scripts can make one.
    ['img-src', ["'self'", 'data:', 'https:', 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', ['blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectSources(site)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  const text = (list: [string, string[]][]) => list.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
  policy = { meta: text(directives), header: text([...directives, ['frame-ancestors', ["'self'"]]]) };
  policies.set(site, policy);
  return policy;
}

export function securityHeaders(site: Site): SecurityHeaders {
  return [
    ['Content-Security-Policy', securityPolicy(site).header],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/**
 * A mock server on the reader's own computer (`npm run mock`), on any port: it cannot carry anything off their
 * computer, and the scripts that could call it are the site's own (`script-src`). `http:` allows `https:` too.
 */
export const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * The origins try-it may call: every server of every document, path and operation, with its variables at their
 * default (what the client starts with), and a variable inside the host name as a wildcard label
 * (`https://{region}.api.example.com` → `https://*.api.example.com`); the servers site.config.json adds; the
 * reader's computer and the proxy. A scheme-relative server is called with https; a relative one is the site
 * itself (serverAddress).
 */
function connectSources(site: Site): string[] {
  const servers: Server[] = [];
  for (const doc of site.documents) {
    servers.push(...doc.servers);
    for (const operation of [...doc.operations, ...doc.webhooks]) servers.push(...(operation.servers ?? []));
  }
  const urls = servers.flatMap((server) => {
    const url = serverAddress(server.url);
    return url === undefined ? [] : [withDefaults({ ...server, url }), withWildcards({ ...server, url })];
  });
  if (site.config.tryIt !== false) {
    urls.push(...siteServers(site.config).map((server) => server.url), proxyUrlOf(site.config) ?? '');
  }
  const origins = new Set(urls.map(originOf).filter((origin) => origin !== undefined));
  return [...origins].sort().concat(site.config.tryIt === false ? [] : LOOPBACK_SOURCES);
}

const withDefaults = (server: Server) =>
  server.url.replace(/\{([^}]+)\}/g, (_, name) => server.variables.find((v) => v.name === name)?.default ?? '');

const withWildcards = (server: Server) => {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i.exec(server.url);
  if (!match || !/\{[^}]+\}/.test(match[2])) return withDefaults(server);
  const host = match[2].replace(/^[^@]*@/, '');
  // Only a whole leading label can be a wildcard in a CSP source.
  const wild = host.replace(/^\{[^}]+\}(?=\.)/, '*');
  return /\{/.test(wild) ? withDefaults(server) : `${match[1]}${wild}`;
};

function originOf(url: string): string | undefined {
  const match = /^(https?|wss?):\/\/([^/?#]+)/i.exec(url.trim());
  if (!match) return undefined;
  const host = match[2].replace(/^[^@]*@/, '').toLowerCase();
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/.test(host)) return undefined;
  return `${match[1].toLowerCase()}://${host}`;
}
