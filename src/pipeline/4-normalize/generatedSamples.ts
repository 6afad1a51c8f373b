import { snippetz } from '@scalar/snippetz';
import type { CodeSample, Parameter, SecurityScheme, Server } from '../../model/model.ts';
import { exampleValue, sampleWithin } from './examples.ts';
import { asObject } from '../../shared/rawValues.ts';

const generator = snippetz();
const TARGETS = [
  { target: 'shell', client: 'curl', lang: 'cURL', grammar: 'shellscript', prelude: '' },
  { target: 'js', client: 'fetch', lang: 'JavaScript', grammar: 'javascript', prelude: '' },
  { target: 'python', client: 'requests', lang: 'Python', grammar: 'python', prelude: 'import requests\n\n' },
] as const;

/** Where a server URL is relative (to wherever the document is served), samples need some absolute origin. */
export const PLACEHOLDER_ORIGIN = 'https://api.example.com';

export interface RequestShape {
  method: string;
  path: string;
  servers: Server[];
  parameters: (Parameter & { rawSchema: unknown })[];
  body?: { mediaType: string; schema: unknown; example: unknown };
  /** Credentials the request carries, with placeholder values. */
  credentials?: NonNullable<SecurityScheme['credential']>[];
}

/** cURL, fetch and requests samples generated with @scalar/snippetz for an operation without its own. */
export function generatedSamples(request: RequestShape): CodeSample[] {
  const har = toHar(request);
  return TARGETS.flatMap(({ target, client, lang, grammar, prelude }) => {
    let source: string | undefined;
    try {
      source = generator.print(target, client as never, har as never)?.trim();
    } catch {
      source = undefined; // a request snippetz cannot express: the operation simply gets no generated sample
    }
    return source ? [{ lang, label: lang, source: prelude + source, grammar, generated: true }] : [];
  });
}

/** The operation's example request as a HAR request: required parameters, example values, the first body media type. */
export function toHar({ method, path, servers, parameters, body, credentials = [] }: RequestShape) {
  const valueOf = (p: RequestShape['parameters'][number]) => {
    const value = p.example ?? exampleValue(p.rawSchema);
    if (value === undefined || value === null) return p.in === 'path' ? `{${p.name}}` : p.name;
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const shown = parameters.filter((p) => p.required || p.in === 'path');
  let url = baseUrl(servers) + path;
  // A path parameter the document gives no value for becomes a placeholder such as OWNER or PET_ID: a sampled
  // "string" or 0 reads like a real value (`/repos/string/string/pulls/0`), and curl globs `{owner}`.
  for (const p of shown.filter((p) => p.in === 'path')) {
    const value = p.example ?? declaredValue(p.rawSchema);
    const text = value === undefined ? placeholder(p.name) : typeof value === 'string' ? value : JSON.stringify(value);
    url = url.replaceAll(`{${p.name}}`, encodeURIComponent(text));
  }
  const headers = shown.filter((p) => p.in === 'header').map((p) => ({ name: p.name, value: valueOf(p) }));
  const queryString = shown.filter((p) => p.in === 'query').map((p) => ({ name: p.name, value: valueOf(p) }));
  const cookies = shown.filter((p) => p.in === 'cookie').map((p) => ({ name: p.name, value: valueOf(p) }));
  for (const credential of credentials) {
    const entry = { name: credential.name, value: credential.placeholder };
    ({ header: headers, query: queryString, cookie: cookies })[credential.in].push(entry);
  }
  return {
    method: method.toUpperCase(),
    url,
    headers: [...headers, ...bodyHeaders(body)],
    queryString,
    cookies,
    postData: postDataOf(body),
  };
}

const placeholder = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/\W+/g, '_')
    .toUpperCase();

/** A value the document itself gives for a schema: an example, the default, or the first allowed value. */
function declaredValue(schema: unknown): unknown {
  const raw = asObject(schema);
  return (
    raw.example ??
    (Array.isArray(raw.examples) ? raw.examples[0] : undefined) ??
    raw.default ??
    (Array.isArray(raw.enum) ? raw.enum[0] : undefined)
  );
}

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);
const isForm = (mediaType: string) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(mediaType);

/** The client sets multipart's Content-Type itself (it holds the boundary). */
function bodyHeaders(body: RequestShape['body']) {
  return body && !/^multipart\//i.test(body.mediaType) ? [{ name: 'Content-Type', value: body.mediaType }] : [];
}

function postDataOf(body: RequestShape['body']) {
  if (!body) return undefined;
  const value = body.example ?? requestSample(body.schema);
  const mimeType = body.mediaType;
  if (isForm(mimeType)) {
    const params = Object.entries(asObject(value)).map(([name, field]) => ({
      name,
      value: typeof field === 'string' ? field : JSON.stringify(field),
    }));
    return { mimeType, params };
  }
  if (isJson(mimeType)) return { mimeType, text: JSON.stringify(value ?? {}) };
  return { mimeType, text: typeof value === 'string' ? value : '' };
}

/** An example request body from the schema: read-only properties are the server's to send, not the client's. */
function requestSample(schema: unknown): unknown {
  const raw = asObject(schema);
  if (!Object.keys(raw).length) return undefined;
  if (raw.example !== undefined) return raw.example;
  try {
    return sampleWithin(raw, { skipReadOnly: true });
  } catch {
    return undefined;
  }
}

/** The first server's URL with its variables' defaults, without a trailing slash; absolute. */
export function baseUrl(servers: Server[]): string {
  const server = servers[0];
  if (!server) return PLACEHOLDER_ORIGIN;
  let url = server.url;
  for (const variable of server.variables) url = url.replaceAll(`{${variable.name}}`, variable.default);
  url = url.replace(/\/+$/, '');
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url)
    ? url
    : `${PLACEHOLDER_ORIGIN}${url.startsWith('/') || url === '' ? '' : '/'}${url}`;
}
