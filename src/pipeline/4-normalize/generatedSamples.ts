import { createRequire } from 'node:module';
import type { Plugin } from '@scalar/snippetz';
import type { CodeSample, Parameter, SecurityScheme, Server } from '../../model/model.ts';
import { DEFAULT_SAMPLE_LANGUAGES, sampleLanguage, type SampleLanguage } from '../../config/sampleLanguages.ts';
import { declaredValue, sampleOf } from './schemaSample.ts';
import { mergedSchema } from './allOfMerge.ts';
import { formFields } from './formBody.ts';
import { asObject } from '../../shared/rawValues.ts';
import { serverAddress } from '../../shared/serverAddress.ts';

/**
 * Each language's snippetz client, loaded with its first sample: the package's index loads the clients of every
 * language it knows, before any build has asked for one (docs/performance.md).
 */
const load = createRequire(import.meta.url);
const clients = new Map<string, Plugin>();
function clientOf({ target, client }: SampleLanguage): Plugin {
  const key = `${target}/${client}`;
  let plugin = clients.get(key);
  if (!plugin) {
    const name = `${target}${client[0].toUpperCase()}${client.slice(1)}`;
    plugin = (load(`@scalar/snippetz/plugins/${key}`) as Record<string, Plugin>)[name];
    clients.set(key, plugin);
  }
  return plugin;
}
/** What a snippet needs above it to run: snippetz's requests snippet uses the module without importing it. */
const PRELUDES: Record<string, string> = { Python: 'import requests\n\n' };
/**
 * snippetz writes a JSON body that is only `null`, `true` or `false` as JSON's word, which Python lacks; and
 * `json=None` would send no body at all, so JSON's `null` goes as its text.
 */
const PYTHON_JSON_WORD = /^(\s*)json=(null|true|false)$/m;
const pythonJsonWord = (_: string, indent: string, word: string) =>
  word === 'null' ? `${indent}data="null"` : `${indent}json=${word === 'true' ? 'True' : 'False'}`;

/** Where a server URL is relative (to wherever the document is served), samples need some absolute origin. */
export const PLACEHOLDER_ORIGIN = 'https://api.example.com';

export interface RequestShape {
  method: string;
  path: string;
  servers: Server[];
  parameters: (Parameter & { rawSchema: unknown })[];
  /** `example`: the body the page shows as the request's example; without one, sampled from the schema as pages do. */
  body?: { mediaType: string; schema: unknown; example: unknown };
  /** Credentials the request carries, with placeholder values. */
  credentials?: NonNullable<SecurityScheme['credential']>[];
}

/**
 * Samples generated with @scalar/snippetz in the configured languages (site.config.json `codeSamples.languages`),
 * in that order; `example` names the request example they send, when the document names its examples.
 */
export function generatedSamples(
  request: RequestShape,
  languages: readonly string[] = DEFAULT_SAMPLE_LANGUAGES,
  example?: string,
): CodeSample[] {
  const har = toHar(request);
  return languages.flatMap((name) => {
    const language = sampleLanguage(name);
    if (!language) return [];
    const client = clientOf(language);
    let source: string | undefined;
    try {
      source = client.generate(har as never)?.trim();
    } catch {
      source = undefined; // a request snippetz cannot express: the operation simply gets no generated sample
    }
    if (!source) return [];
    // curl sends a form field's name as written: `address[city]` reads better than snippetz's `address%5Bcity%5D`.
    if (language.client === 'curl' && language.target === 'shell')
      source = source.replace(
        /(--data-urlencode ')([^=']*)=/g,
        (_, flag: string, name: string) => `${flag}${decodeURIComponent(name)}=`,
      );
    if (language.target === 'python') source = source.replace(PYTHON_JSON_WORD, pythonJsonWord);
    const lang = language.name;
    const sample = { lang, label: lang, source: (PRELUDES[lang] ?? '') + source, grammar: language.grammar };
    return [{ ...sample, generated: true, ...(example === undefined ? {} : { example }) }];
  });
}

/** The operation's example request as a HAR request: required parameters, example values, the first body media type. */
export function toHar({ method, path, servers, parameters, body, credentials = [] }: RequestShape) {
  const valueOf = (p: RequestShape['parameters'][number]) => {
    const value = p.examples[0] ?? sampleOf(p.rawSchema, 'request');
    if (value === undefined || value === null) return p.in === 'path' ? `{${p.name}}` : p.name;
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const shown = parameters.filter((p) => p.required || p.in === 'path');
  let url = baseUrl(servers) + path;
  // A path parameter the document gives no value for becomes a placeholder such as OWNER or PET_ID: a sampled
  // "string" or 0 reads like a real value (`/repos/string/string/pulls/0`), and curl globs `{owner}`.
  for (const p of shown.filter((p) => p.in === 'path')) {
    const value = p.examples[0] ?? declaredValue(asObject(p.rawSchema));
    const text = value === undefined ? placeholder(p.name) : typeof value === 'string' ? value : JSON.stringify(value);
    url = url.replaceAll(`{${p.name}}`, urlPart(text, 'path'));
  }
  // A path may hold what a sample's string cannot: OData's `/datasources('{name}')`.
  url = url.replace(UNQUOTABLE, (character) => urlPart(character, 'path'));
  const headers = shown.filter((p) => p.in === 'header').map((p) => ({ name: p.name, value: valueOf(p) }));
  const queryString = shown.filter((p) => p.in === 'query').map((p) => ({ name: p.name, value: valueOf(p) }));
  const cookies = shown.filter((p) => p.in === 'cookie').map((p) => ({ name: p.name, value: valueOf(p) }));
  // A credential goes once, and not beside a parameter of the same name (FEC's key is a parameter with a working
  // default, and two of its schemes besides).
  for (const credential of credentials) {
    const list = { header: headers, query: queryString, cookie: cookies }[credential.in];
    const same = (entry: { name: string }) =>
      credential.in === 'header'
        ? entry.name.toLowerCase() === credential.name.toLowerCase()
        : entry.name === credential.name;
    if (!list.some(same)) list.push({ name: credential.name, value: credential.placeholder });
  }
  // snippetz escapes a query's names and values as encodeURIComponent does, which leaves a quote: Azure's
  // `$filter=kind='WindowsEvent'` would end a JavaScript string. Then the query goes in the URL, escaped here,
  // which every language takes as it is.
  const inUrl = queryString.some(({ name, value }) => name.includes("'") || value.includes("'"));
  if (inUrl) {
    const query = queryString.map(({ name, value }) => `${urlPart(name, 'query')}=${urlPart(value, 'query')}`);
    url += `${url.includes('?') ? '&' : '?'}${query.join('&')}`;
  }
  return {
    method: method.toUpperCase(),
    url,
    headers: [...headers, ...bodyHeaders(body)],
    queryString: inUrl ? [] : queryString,
    cookies,
    postData: postDataOf(body),
  };
}

/** What would end or break the string a sample writes its URL in (none of it belongs in a URL as it is). */
const UNQUOTABLE = /[\s"'`\\<>]/g;

/** What a path segment or a query's name or value may hold as it is: it reads better so (`mode=TRANSIT,WALK`). */
const KEPT = { path: /%(3A|40|2C)/g, query: /%(3A|40|2C|2F)/g };

/** Text escaped for a URL's path or query, a quote too: it would end the string a sample writes the URL in. */
const urlPart = (text: string, where: keyof typeof KEPT) =>
  encodeURIComponent(text).replace(KEPT[where], decodeURIComponent).replaceAll("'", '%27');

const placeholder = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/\W+/g, '_')
    .toUpperCase();

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);

/** The client sets multipart's Content-Type itself (it holds the boundary). */
function bodyHeaders(body: RequestShape['body']) {
  return body && !/^multipart\//i.test(body.mediaType) ? [{ name: 'Content-Type', value: body.mediaType }] : [];
}

function postDataOf(body: RequestShape['body']) {
  if (!body) return undefined;
  // An example of `null` is the body the page shows: sent as it is, not sampled.
  const value = body.example !== undefined ? body.example : sampleOf(body.schema, 'request');
  const mimeType = body.mediaType;
  if (/^application\/x-www-form-urlencoded\b/i.test(mimeType))
    return { mimeType, params: formFields(value).map(([name, field]) => ({ name, value: field })) };
  if (/^multipart\/form-data\b/i.test(mimeType)) return { mimeType, params: multipartFields(value, body.schema) };
  if (isJson(mimeType)) return { mimeType, text: jsonText(value) };
  return { mimeType, text: typeof value === 'string' ? value : '' };
}

/**
 * A JSON body as the page shows it: a document's example written as a string of JSON is sent as that text (the
 * page shows the text), any other value as JSON.
 */
function jsonText(value: unknown): string {
  if (value === undefined) return '{}';
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
      return value;
    } catch {
      // plain text: sent as a JSON string
    }
  }
  return JSON.stringify(value);
}

/** Multipart parts: a binary field is a file (`@file`), an object is a JSON part, anything else text. */
function multipartFields(value: unknown, schema: unknown) {
  const properties = asObject(mergedSchema(asObject(schema)).properties);
  return Object.entries(asObject(value)).map(([name, field]) => {
    const format = asObject(properties[name]).format ?? asObject(asObject(properties[name]).items).format;
    if (format === 'binary' || format === 'base64' || asObject(properties[name]).contentMediaType)
      return { name, value: '', fileName: name };
    return { name, value: typeof field === 'string' ? field : JSON.stringify(field) };
  });
}

/**
 * The first server's URL that a request can reach (else the first's), with its variables' defaults, without a
 * trailing slash; absolute.
 */
export function baseUrl(servers: Server[]): string {
  const server = servers.find((candidate) => serverAddress(candidate.url) !== undefined) ?? servers[0];
  if (!server) return PLACEHOLDER_ORIGIN;
  let url = serverAddress(server.url) ?? server.url;
  for (const variable of server.variables) url = url.replaceAll(`{${variable.name}}`, variable.default);
  url = url.replace(/\/+$/, '');
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url)
    ? url
    : `${PLACEHOLDER_ORIGIN}${url.startsWith('/') || url === '' ? '' : '/'}${url}`;
}
