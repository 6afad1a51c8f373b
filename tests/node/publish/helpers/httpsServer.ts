import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import type { KeyPair } from './certificates.ts';

export type HostBehaviour = { status: number; location?: (path: string) => string; headers?: Record<string, string> };

export type TestHttpsServer = { port: number; requests: string[]; close(): Promise<void> };

/**
 * One HTTPS server on 127.0.0.1 standing in for the platform: the certificate is chosen by SNI
 * (`certificates[name]`, else `fallback`), the answer by the Host header (`hosts[name]`, else 200).
 */
export async function startHttpsServer(options: {
  certificates: Record<string, KeyPair>;
  fallback: KeyPair;
  hosts: Record<string, HostBehaviour>;
}): Promise<TestHttpsServer> {
  const contexts = new Map<string, SecureContext>();
  for (const [name, pair] of Object.entries(options.certificates)) contexts.set(name, createSecureContext(pair));
  const requests: string[] = [];
  const server = createServer(
    {
      ...options.fallback,
      SNICallback: (servername, done) => done(null, contexts.get(servername) ?? createSecureContext(options.fallback)),
    },
    (request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      requests.push(`${host}${request.url}`);
      const behaviour = options.hosts[host] ?? { status: 200 };
      const headers: Record<string, string> = { ...behaviour.headers };
      if (behaviour.location) headers.location = behaviour.location(request.url ?? '/');
      response.writeHead(behaviour.status, headers);
      response.end(behaviour.status === 200 ? 'the site\n' : '');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
