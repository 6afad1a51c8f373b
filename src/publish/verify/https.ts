import { request } from 'node:https';
import { checkServerIdentity, connect, rootCertificates, type PeerCertificate } from 'node:tls';

export type Endpoint = { address: string; port: number; servername: string; extraCa?: string; timeoutMs: number };

export type TlsOutcome =
  | { ok: true; certificate: PeerCertificate; trusted: boolean; trustError?: string; identityError?: string }
  | { ok: false; error: string };

function trustStore(extraCa: string | undefined): string[] {
  return extraCa ? [...rootCertificates, extraCa] : [...rootCertificates];
}

/** Completes a TLS handshake without rejecting, so a wrong certificate can be described rather than just refused. */
export function fetchCertificate(endpoint: Endpoint): Promise<TlsOutcome> {
  return new Promise((resolve) => {
    const socket = connect({
      host: endpoint.address,
      port: endpoint.port,
      servername: endpoint.servername,
      ca: trustStore(endpoint.extraCa),
      rejectUnauthorized: false,
      timeout: endpoint.timeoutMs,
    });
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate();
      const identity = checkServerIdentity(endpoint.servername, certificate);
      const trustError = socket.authorizationError ? String(socket.authorizationError) : undefined;
      socket.end();
      resolve({ ok: true, certificate, trusted: socket.authorized, trustError, identityError: identity?.message });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ ok: false, error: `no TLS handshake within ${endpoint.timeoutMs} ms` });
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, error: error.code ?? error.message }));
  });
}

export type HttpOutcome =
  { ok: true; status: number; headers: Record<string, string | string[] | undefined> } | { ok: false; error: string };

/** One GET with the domain as Host and SNI; redirects are reported, never followed. */
export function fetchResponse(endpoint: Endpoint, path: string): Promise<HttpOutcome> {
  return new Promise((resolve) => {
    const outgoing = request({
      host: endpoint.address,
      port: endpoint.port,
      servername: endpoint.servername,
      headers: { host: endpoint.servername, 'user-agent': 'npm-run-domains-verify' },
      path,
      method: 'GET',
      ca: trustStore(endpoint.extraCa),
      rejectUnauthorized: false,
      timeout: endpoint.timeoutMs,
      agent: false,
    });
    outgoing.once('response', (response) => {
      response.resume();
      resolve({ ok: true, status: response.statusCode ?? 0, headers: response.headers });
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer within ${endpoint.timeoutMs} ms`)));
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, error: error.code ?? error.message }),
    );
    outgoing.end();
  });
}
