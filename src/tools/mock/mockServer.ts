import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createMockServer } from '@scalar/mock-server';
import { loadDocument } from '../../pipeline/1-load/sourceFiles.ts';

export interface MockServer {
  url: string;
  /** Every request the mock answered, as `METHOD /path?query`. */
  requests: string[];
  /** The formats the document uses that the mock cannot check (`decimal`): any string passes for them. */
  uncheckedFormats: string[];
  close: () => Promise<void>;
}

export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Print the authentication instructions @scalar/mock-server writes on start. */
  verbose?: boolean;
}

/** A mock of the API an OpenAPI document describes (@scalar/mock-server), answering on 127.0.0.1. */
export async function startMockServer(documentFile: string, options: MockServerOptions = {}): Promise<MockServer> {
  const { port = 4010, host = '127.0.0.1', verbose = false } = options;
  const requests: string[] = [];
  const { value: app, formats: uncheckedFormats } = await unknownFormatsOf(() =>
    createMockServer({
      document: loadDocument(documentFile).data,
      logger: verbose,
      onRequest: ({ context }) => {
        const url = new URL(context.req.url);
        requests.push(`${context.req.method} ${url.pathname}${url.search}`);
      },
    }),
  );
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host });
  await new Promise<void>((listening, failed) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'EADDRINUSE'
          ? new Error(`mock server: ${host}:${port} is already in use (is \`npm run mock\` running?)`)
          : error,
      ),
    );
    server.listen(port, host, () => listening());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    requests,
    uncheckedFormats,
    close: () =>
      new Promise<void>((closed) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

const UNKNOWN_FORMAT = /^unknown format "(.*)" ignored in schema at path /;

/**
 * The mock's request validators (Ajv, compiled while the mock is made) warn of a format they do not know at every
 * schema that uses it, twice each: those warnings are taken out and their formats returned, each once.
 */
async function unknownFormatsOf<T>(make: () => Promise<T>): Promise<{ value: T; formats: string[] }> {
  const formats = new Set<string>();
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const format = typeof args[0] === 'string' ? UNKNOWN_FORMAT.exec(args[0])?.[1] : undefined;
    if (format === undefined) warn(...args);
    else formats.add(format);
  };
  try {
    return { value: await make(), formats: [...formats].sort() };
  } finally {
    console.warn = warn;
  }
}
