// Writes a realistic OpenAPI 3.1 document with N operations: `npx node scripts/bench/generate.ts N FILE`.
// Tags of ~12 operations, CRUD-style paths with path/query/header parameters, Markdown descriptions, request
// bodies and responses that $ref named schemas (nested refs, enums, arrays, allOf, one cycle), shared error
// responses. Deterministic: the same N always gives the same document.
import { writeFileSync } from 'node:fs';

const OPS_PER_RESOURCE = 6;
const RESOURCES_PER_TAG = 2;

const words = [
  'account',
  'invoice',
  'project',
  'member',
  'token',
  'report',
  'widget',
  'order',
  'review',
  'webhook',
  'device',
  'folder',
];
const adjectives = ['archived', 'shared', 'pending', 'primary', 'external', 'scheduled', 'draft', 'signed'];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
const pascal = (s: string) => s.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

function description(subject: string): string {
  return [
    `Returns the **${subject}** as stored, with its ${pick(adjectives)} fields.`,
    '',
    `See [the guide](https://example.com/docs/${subject}) for the \`${subject}\` lifecycle. Rate limits apply:`,
    '',
    '| Plan | Requests per minute |',
    '| --- | --- |',
    '| Free | 60 |',
    '| Pro | 600 |',
  ].join('\n');
}

function resourceSchemas(name: string, index: number, schemas: Record<string, unknown>): void {
  const Name = pascal(name);
  schemas[`${Name}Status`] = {
    type: 'string',
    enum: ['active', 'suspended', 'deleted'],
    description: `Lifecycle state of a ${name}.`,
  };
  schemas[`${Name}Settings`] = {
    type: 'object',
    properties: {
      visibility: { type: 'string', enum: ['private', 'internal', 'public'], default: 'private' },
      notifications: { type: 'boolean', default: true },
      retentionDays: { type: 'integer', minimum: 1, maximum: 3650, example: 90 },
      labels: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 20 },
    },
  };
  schemas[`New${Name}`] = {
    type: 'object',
    required: ['name'],
    properties: {
      name: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        example: `My ${name}`,
        description: `Display name of the ${name}.`,
      },
      description: { type: ['string', 'null'], description: 'Free text, Markdown allowed.' },
      settings: { $ref: `#/components/schemas/${Name}Settings` },
      ownerId: { type: 'string', format: 'uuid' },
      metadata: { type: 'object', additionalProperties: { type: 'string' }, description: 'Up to 50 key/value pairs.' },
    },
  };
  schemas[Name] = {
    allOf: [
      { $ref: `#/components/schemas/New${Name}` },
      {
        type: 'object',
        required: ['id', 'status', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid', readOnly: true },
          status: { $ref: `#/components/schemas/${Name}Status` },
          createdAt: { type: 'string', format: 'date-time', readOnly: true },
          updatedAt: { type: 'string', format: 'date-time', readOnly: true },
          owner: { $ref: '#/components/schemas/User' },
          parent: index % 4 === 0 ? { $ref: `#/components/schemas/${Name}` } : { type: 'string', format: 'uuid' },
        },
      },
    ],
  };
  schemas[`${Name}List`] = {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: `#/components/schemas/${Name}` } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: ['string', 'null'] },
    },
  };
}

function resourcePaths(name: string, tag: string, paths: Record<string, any>, count: number): number {
  const Name = pascal(name);
  const base = `/${name}s`;
  const item = `${base}/{${name}Id}`;
  const idParam = {
    name: `${name}Id`,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
    description: `The ${name}'s id.`,
  };
  const json = (ref: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } });
  const ok = (ref: string, description = 'OK') => ({ description, content: json(ref) });
  const errors = {
    '400': { $ref: '#/components/responses/BadRequest' },
    '401': { $ref: '#/components/responses/Unauthorized' },
    '404': { $ref: '#/components/responses/NotFound' },
  };
  const operations: [string, string, any][] = [
    [
      base,
      'get',
      {
        summary: `List ${name}s`,
        parameters: [
          { $ref: '#/components/parameters/Cursor' },
          { $ref: '#/components/parameters/Limit' },
          { name: 'status', in: 'query', schema: { $ref: `#/components/schemas/${Name}Status` } },
          { name: 'sort', in: 'query', schema: { type: 'string', enum: ['name', '-name', 'createdAt', '-createdAt'] } },
        ],
        responses: { '200': ok(`${Name}List`), ...errors },
      },
    ],
    [
      base,
      'post',
      {
        summary: `Create a ${name}`,
        parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 64 } }],
        requestBody: { required: true, content: json(`New${Name}`) },
        responses: { '201': ok(Name, 'Created'), ...errors },
      },
    ],
    [item, 'get', { summary: `Get a ${name}`, responses: { '200': ok(Name), ...errors } }],
    [
      item,
      'patch',
      {
        summary: `Update a ${name}`,
        requestBody: { content: json(`New${Name}`) },
        responses: { '200': ok(Name), ...errors },
      },
    ],
    [item, 'delete', { summary: `Delete a ${name}`, responses: { '204': { description: 'Deleted' }, ...errors } }],
    [
      `${item}/settings`,
      'put',
      {
        summary: `Replace the ${name}'s settings`,
        requestBody: { content: json(`${Name}Settings`) },
        responses: { '200': ok(`${Name}Settings`), ...errors },
      },
    ],
  ];
  let added = 0;
  for (const [path, method, op] of operations.slice(0, count)) {
    paths[path] ??= path.includes('{') ? { parameters: [idParam] } : {};
    paths[path][method] = {
      operationId: `${method}${Name}${path.endsWith('settings') ? 'Settings' : path.includes('{') ? '' : 's'}`,
      tags: [tag],
      description: description(name),
      security: [{ bearer: [] }],
      ...op,
    };
    added++;
  }
  return added;
}

export function generateDocument(operationCount: number): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    User: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string' },
        login: { type: 'string', example: 'octocat' },
        manager: { $ref: '#/components/schemas/User' },
      },
    },
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', example: 'not_found' },
        message: { type: 'string' },
        details: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, issue: { type: 'string' } } },
        },
      },
    },
  };
  const tags: { name: string; description: string }[] = [];
  let made = 0;
  for (let r = 0; made < operationCount; r++) {
    const name = `${words[r % words.length]}${r >= words.length ? Math.floor(r / words.length) : ''}`;
    const tag = `${pascal(words[Math.floor(r / RESOURCES_PER_TAG) % words.length])} ${Math.floor(r / RESOURCES_PER_TAG)}`;
    if (r % RESOURCES_PER_TAG === 0) tags.push({ name: tag, description: `Everything about ${tag}.` });
    resourceSchemas(name, r, schemas);
    made += resourcePaths(name, tag, paths, Math.min(OPS_PER_RESOURCE, operationCount - made));
  }
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: `Generated API (${operationCount} operations)`,
      version: '1.0.0',
      description: 'A generated document for build benchmarks.',
    },
    servers: [{ url: 'https://api.example.com/v1' }],
    tags,
    paths,
    components: {
      schemas,
      parameters: {
        Cursor: {
          name: 'cursor',
          in: 'query',
          schema: { type: 'string' },
          description: 'Where the previous page ended.',
        },
        Limit: { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      },
      responses: {
        BadRequest: errorResponse('Bad request'),
        Unauthorized: errorResponse('Unauthorized'),
        NotFound: errorResponse('Not found'),
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}

if (import.meta.main) {
  const [count, file] = process.argv.slice(2);
  if (!count || !file) throw new Error('usage: generate.ts OPERATIONS FILE');
  writeFileSync(file, JSON.stringify(generateDocument(Number(count)), null, 2));
}
