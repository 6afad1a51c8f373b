import { snippetz } from '@scalar/snippetz';
import type { CodeSample, Parameter, Server } from '../model.ts';
import { exampleValue } from './examples.ts';

const generator = snippetz();
const TARGETS = [
  { target: 'shell', client: 'curl', lang: 'cURL', grammar: 'shellscript' },
  { target: 'js', client: 'fetch', lang: 'JavaScript', grammar: 'javascript' },
  { target: 'python', client: 'requests', lang: 'Python', grammar: 'python' },
] as const;

interface RequestShape {
  method: string;
  path: string;
  servers: Server[];
  parameters: (Parameter & { rawSchema: unknown })[];
  body?: { mediaType: string; schema: unknown; example: unknown };
}

/** cURL, fetch and requests samples generated with @scalar/snippetz for an operation without its own. */
export function generatedSamples(request: RequestShape): CodeSample[] {
  const har = toHar(request);
  return TARGETS.flatMap(({ target, client, lang, grammar }) => {
    const source = generator.print(target, client as never, har)?.trim();
    return source ? [{ lang, label: lang, source, grammar, generated: true }] : [];
  });
}

function toHar({ method, path, servers, parameters, body }: RequestShape) {
  const valueOf = (p: RequestShape['parameters'][number]) =>
    String(p.example ?? exampleValue(p.rawSchema) ?? (p.in === 'path' ? `{${p.name}}` : p.name));
  const shown = parameters.filter((p) => p.required || p.in === 'path');
  let url = baseUrl(servers) + path;
  for (const p of shown.filter((p) => p.in === 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(valueOf(p)));
  const headers = shown.filter((p) => p.in === 'header').map((p) => ({ name: p.name, value: valueOf(p) }));
  const queryString = shown.filter((p) => p.in === 'query').map((p) => ({ name: p.name, value: valueOf(p) }));
  let postData;
  if (body) {
    headers.push({ name: 'Content-Type', value: body.mediaType });
    const value = body.example ?? exampleValue(body.schema);
    const text = body.mediaType.includes('json') ? JSON.stringify(value ?? {}) : String(value ?? '');
    postData = { mimeType: body.mediaType, text };
  }
  return { method: method.toUpperCase(), url, headers, queryString, postData };
}

export function baseUrl(servers: Server[]): string {
  const server = servers[0];
  if (!server) return 'https://api.example.com';
  let url = server.url;
  for (const variable of server.variables) url = url.replaceAll(`{${variable.name}}`, variable.default);
  return url.replace(/\/$/, '') || '';
}
