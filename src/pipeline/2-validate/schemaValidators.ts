import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnySchema, ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import type standaloneCode from 'ajv/dist/standalone/index.js';
import type AjvDraft04 from 'ajv-draft-04';

export type Major = '2.0' | '3.0' | '3.1' | '3.2';
export const MAJORS: Major[] = ['2.0', '3.0', '3.1', '3.2'];

const require = createRequire(import.meta.url);
/** Where `npm run build:validators` writes the validators' code, to be committed (one folder, named by its key). */
export const PREBUILT_VALIDATORS = fileURLToPath(new URL('../../../prebuilt/openapi-validators/', import.meta.url));
// verbose: each error carries the schema it comes from (its property names give "did you mean").
const OPTIONS = { strict: false, allErrors: true, verbose: true, validateFormats: false } as const;
/** Schema Objects of 3.1 and 3.2 held to JSON Schema 2020-12 (the published schemas leave them open). */
const DIALECT = { $ref: 'https://json-schema.org/draft/2020-12/schema' };

/**
 * The OpenAPI Initiative's JSON Schema for a version, as `@seriousme/openapi-schema-validator` ships it (kept up
 * to date with the published schemas, 3.2 included), with Schema Objects of 3.1/3.2 held to 2020-12.
 */
export function officialSchema(major: Major): AnySchema & Record<string, any> {
  const path = require.resolve(`@seriousme/openapi-schema-validator/schemas/v${major}/schema.json`);
  const schema = JSON.parse(readFileSync(path, 'utf8'));
  if (major === '3.1' || major === '3.2') schema.$defs.schema = DIALECT;
  return schema;
}

// Ajv's compiler is loaded only to compile: a build loads the committed validators' code, which needs none of it.
function ajvFor(major: Major, code?: { source: true }) {
  const options = { ...OPTIONS, ...(code ? { code } : {}) };
  if (major === '2.0' || major === '3.0')
    return new (require('ajv-draft-04') as { default: typeof AjvDraft04 }).default(options);
  return new (require('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default(options);
}

/**
 * The prebuilt code is valid for exactly these packages and options: another version of ajv or of the schemas
 * gives another key, and the validators are compiled at run time until `npm run build:validators` is run again.
 */
export function validatorsKey(): string {
  const version = (name: string) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  const inputs = ['ajv', 'ajv-draft-04', '@seriousme/openapi-schema-validator'].map(
    (name) => `${name}@${version(name)}`,
  );
  const hash = createHash('sha256')
    .update(JSON.stringify([inputs, OPTIONS, DIALECT]))
    .digest('hex');
  return hash.slice(0, 12);
}

const fileOf = (key: string, major: Major) => join(PREBUILT_VALIDATORS, key, `openapi-${major}.cjs`);

/**
 * The validator of a version: the committed standalone code when it matches the installed packages (loading it is
 * far quicker than compiling the schema on every build; docs/performance.md), else compiled here.
 */
export function loadValidator(major: Major): ValidateFunction {
  const file = fileOf(validatorsKey(), major);
  if (existsSync(file)) {
    const validate = require(file) as ValidateFunction;
    // The standalone code keeps no `schema`; the wording of errors reads it (a oneOf's branches), only then.
    let schema: AnySchema | undefined;
    if (!Object.hasOwn(validate, 'schema'))
      Object.defineProperty(validate, 'schema', { get: () => (schema ??= officialSchema(major)) });
    return validate;
  }
  return compileValidator(major);
}

export const compileValidator = (major: Major): ValidateFunction => ajvFor(major).compile(officialSchema(major));

/** Writes every version's standalone validator (ajv's standalone code, CommonJS) under its key; returns the folder. */
export function writePrebuiltValidators(): string {
  const folder = join(PREBUILT_VALIDATORS, validatorsKey());
  rmSync(PREBUILT_VALIDATORS, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const major of MAJORS) {
    const ajv = ajvFor(major, { source: true });
    const { default: standalone } = require('ajv/dist/standalone/index.js') as { default: typeof standaloneCode };
    const code = standalone(ajv, ajv.compile(officialSchema(major)));
    writeFileSync(fileOf(validatorsKey(), major), `// npm run build:validators: do not edit\n${code}\n`);
  }
  return folder;
}
