import { isObject, type Raw, type RefResolver } from './refs.ts';

/** A schema as the checker reads it: `$ref`s followed, `allOf` parts united, alternatives kept apart. */
export interface ReadSchema {
  /** Every schema a property name has across the parts (each must hold). */
  properties: Map<string, unknown[]>;
  required: Set<string>;
  /** Allowed values, when some part lists them. */
  enums: unknown[][];
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  items: unknown[];
  /** `oneOf`/`anyOf` alternatives: a value must hold for one of them. */
  alternatives: unknown[];
}

/** Reads a raw schema of any OpenAPI version, following `$ref`s from `file` (loops end). */
export function readSchema(schema: unknown, file: string, refs: RefResolver, seen = new Set<unknown>()): ReadSchema {
  const read: ReadSchema = {
    properties: new Map(),
    required: new Set(),
    enums: [],
    nullable: false,
    readOnly: false,
    writeOnly: false,
    items: [],
    alternatives: [],
  };
  const node = follow(schema, file, refs);
  if (!isObject(node) || seen.has(node)) return read;
  seen.add(node);
  for (const [name, property] of Object.entries(isObject(node.properties) ? node.properties : {}))
    read.properties.set(name, [property]);
  for (const name of Array.isArray(node.required) ? node.required : []) read.required.add(String(name));
  if (Array.isArray(node.enum)) read.enums.push(node.enum);
  if (node.const !== undefined) read.enums.push([node.const]);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  // Flags beside a `$ref` hold for this use of the schema, as the pages read them (whatever the version).
  const use: Raw = isObject(schema) && schema !== node ? schema : {};
  read.nullable = [node, use].some((at) => at.nullable === true || at['x-nullable'] === true) || types.includes('null');
  read.readOnly = node.readOnly === true || use.readOnly === true;
  read.writeOnly = node.writeOnly === true || use.writeOnly === true;
  if (node.items !== undefined) read.items.push(node.items);
  read.alternatives = [
    ...(Array.isArray(node.oneOf) ? node.oneOf : []),
    ...(Array.isArray(node.anyOf) ? node.anyOf : []),
  ];
  for (const part of Array.isArray(node.allOf) ? node.allOf : []) {
    const inner = readSchema(part, file, refs, seen);
    for (const [name, schemas] of inner.properties)
      read.properties.set(name, [...(read.properties.get(name) ?? []), ...schemas]);
    inner.required.forEach((name) => read.required.add(name));
    read.enums.push(...inner.enums);
    read.nullable ||= inner.nullable;
    read.readOnly ||= inner.readOnly;
    read.writeOnly ||= inner.writeOnly;
    read.items.push(...inner.items);
    read.alternatives.push(...inner.alternatives);
  }
  seen.delete(node);
  return read;
}

/** The schema a body example of an operation is about: 3.x `content`, or 2.0's body parameter and response schema. */
export function bodySchemaOf(op: Raw, status: string, mediaType: string, file: string, refs: RefResolver): unknown {
  if (status === 'request') {
    const body = follow(op.requestBody, file, refs);
    if (isObject(body)) return mediaSchema(body.content, mediaType, file, refs);
    const parameter = (Array.isArray(op.parameters) ? op.parameters : [])
      .map((p: unknown) => follow(p, file, refs))
      .find((p: unknown) => isObject(p) && p.in === 'body');
    return isObject(parameter) ? parameter.schema : undefined;
  }
  const responses = isObject(op.responses) ? op.responses : {};
  const response = follow(responses[status], file, refs);
  if (!isObject(response)) return undefined;
  return response.content !== undefined ? mediaSchema(response.content, mediaType, file, refs) : response.schema;
}

function mediaSchema(content: unknown, mediaType: string, file: string, refs: RefResolver): unknown {
  const media = isObject(content) ? follow(content[mediaType], file, refs) : undefined;
  return isObject(media) ? media.schema : undefined;
}

const follow = (node: unknown, file: string, refs: RefResolver) =>
  isObject(node) && typeof node.$ref === 'string' ? refs.follow(node, file)?.value : node;
