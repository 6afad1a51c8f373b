import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createMockServer } from '@scalar/mock-server';
import { loadDocument } from '../../src/pipeline/1-load/sourceFiles.ts';

export interface MockServer {
  url: string;
  /** Every request the mock answered, as `METHOD /path?query`. */
  requests: string[];
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
  const app = await createMockServer({
    document: loadDocument(documentFile).data,
    logger: verbose,
    onRequest: ({ context }) => {
      const url = new URL(context.req.url);
      requests.push(`${context.req.method} ${url.pathname}${url.search}`);
    },
  });
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
    close: () =>
      new Promise<void>((closed) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
