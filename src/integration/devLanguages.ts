import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { childEnvironment } from '../config/inputs.ts';
import { buildContext } from '../context/buildContext.ts';

/**
 * `astro dev` of a site in several languages renders one, its `locale` (the site's words are chosen once, when it
 * starts). The pages of the others, which every page's language switcher links to, are each rendered by a dev
 * server of their own, `SITE_LANGUAGE` (the same site.config.json in that language), started on the first request
 * under their base and reached through this one. What those pages load besides (Vite's client, scripts, styles)
 * is not under their base and comes from this server: the same code, its live reload, and the browser's words in
 * the page's language (siteWords.ts).
 */
export function devLanguages(): AstroIntegration {
  let cacheDir: URL;
  return {
    name: 'api-reference:dev-languages',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
      },
      'astro:server:setup': ({ server, logger }) => {
        const { httpServer } = server;
        // A language's own server serves only its language.
        const context = buildContext();
        if (!httpServer || context.language) return;
        const { locale, languages = {} } = context.config;
        // Longest base first: /docs/de/ is German even though it lies under the English /docs/.
        const bases = Object.entries(languages).sort(([, a], [, b]) => b.length - a.length);
        if (bases.length < 2) return;
        const servers = new Map<string, LanguageServer>();
        const serverFor = (url = '/'): LanguageServer | undefined => {
          const language = bases.find(([, base]) => url.startsWith(base))?.[0];
          if (!language || language === locale) return undefined;
          let found = servers.get(language);
          // Its own content store: the two servers' configurations differ, and each would empty the other's.
          const cache = fileURLToPath(new URL(`dev-${language}/`, cacheDir));
          if (!found) servers.set(language, (found = new LanguageServer(language, cache, logger)));
          return found;
        };
        // Before Vite and Astro see the request: both would take a path under that language's base as their own.
        const [app] = httpServer.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
        httpServer.removeAllListeners('request');
        httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
          const other = serverFor(request.url);
          if (other) other.forward(request, response);
          else app(request, response);
        });
        httpServer.on('close', () => servers.forEach((other) => other.stop()));
      },
    },
  };
}

/** The dev server of one of the site's other languages, on a port of 127.0.0.1, started when first asked. */
class LanguageServer {
  private child?: ChildProcess;
  private port?: Promise<number>;

  constructor(
    private readonly language: string,
    private readonly cacheDir: string,
    private readonly logger: AstroIntegrationLogger,
  ) {}

  forward(request: IncomingMessage, response: ServerResponse): void {
    this.ready().then(
      (port) => {
        const upstream = httpRequest(
          { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error) => this.fail(response, error));
        request.pipe(upstream);
      },
      (error: Error) => this.fail(response, error),
    );
  }

  stop(): void {
    this.child?.kill();
  }

  private ready(): Promise<number> {
    this.port ??= this.start();
    return this.port;
  }

  /** `astro dev` in this language, its output shown with the language before each line; its port once it listens. */
  private async start(): Promise<number> {
    const port = await freePort();
    this.logger.info(`starting the dev server of "${this.language}" (SITE_LANGUAGE=${this.language}) on port ${port}`);
    const args = [...process.execArgv, process.argv[1], 'dev', '--port', String(port), '--host', '127.0.0.1'];
    const child = spawn(process.execPath, [...args, '--strictPort'], {
      env: childEnvironment({ SITE_LANGUAGE: this.language, ASTRO_CACHE_DIR: this.cacheDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    return new Promise<number>((listening, failed) => {
      let output = '';
      const show = (chunk: Buffer) => {
        output += chunk;
        for (const line of String(chunk).split('\n'))
          if (line.trim()) process.stdout.write(`[${this.language}] ${line}\n`);
        if (output.includes(`127.0.0.1:${port}`)) listening(port);
      };
      child.stdout!.on('data', show);
      child.stderr!.on('data', show);
      child.once('exit', (code) => {
        this.port = undefined;
        failed(new Error(`the dev server of "${this.language}" stopped (exit code ${code})`));
      });
    });
  }

  private fail(response: ServerResponse, error: Error): void {
    if (response.headersSent) return void response.destroy();
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`${error.message}: its output, above in the terminal, says why\n`);
  }
}

const freePort = () =>
  new Promise<number>((found, failed) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => found(port));
    });
    server.on('error', failed);
  });
