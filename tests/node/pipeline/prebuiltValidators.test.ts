// The official schemas' validators are committed as ajv standalone code (prebuilt/openapi-validators, written by
// `npm run build:validators`) so that no build compiles them; they must be the code of the installed packages.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'js-yaml';
import {
  compileValidator,
  loadValidator,
  MAJORS,
  PREBUILT_VALIDATORS,
  validatorsKey,
} from '../../../src/pipeline/2-validate/schemaValidators.ts';
import { officialSchemaProblems } from '../../../src/pipeline/2-validate/officialSchema.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures');
/** Every fixture document with a version, broken ones first (they give the validators errors to compare). */
const documents = readdirSync(FIXTURES, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .flatMap((file) => {
    try {
      const data = load(readFileSync(file, 'utf8')) as Record<string, any>;
      const version = String(data?.openapi ?? data?.swagger ?? '');
      const major = MAJORS.find((m) => version.startsWith(m));
      return major ? [{ file, data, major }] : [];
    } catch {
      return [];
    }
  });

describe('the prebuilt validators of the official schemas', () => {
  it('are the code of the installed ajv and schemas, and the only ones committed', () => {
    assert.deepEqual(
      readdirSync(PREBUILT_VALIDATORS),
      [validatorsKey()],
      'prebuilt/openapi-validators is not the code of the installed packages: run `npm run build:validators`',
    );
    assert.deepEqual(
      readdirSync(join(PREBUILT_VALIDATORS, validatorsKey())).sort(),
      MAJORS.map((major) => `openapi-${major}.cjs`),
    );
  });

  it('find what the validators compiled at run time find, in every fixture', () => {
    assert.ok(documents.length > 20, `only ${documents.length} fixture documents`);
    let failing = 0;
    for (const { file, data, major } of documents) {
      const errorsOf = (validate: ReturnType<typeof loadValidator>) => {
        validate(data);
        return (validate.errors ?? []).map((e) => [e.instancePath, e.schemaPath, e.keyword, e.params, e.parentSchema]);
      };
      const prebuilt = errorsOf(loadValidator(major));
      if (prebuilt.length) failing++;
      assert.deepEqual(prebuilt, errorsOf(compileValidator(major)), file);
    }
    assert.ok(failing >= 3, `only ${failing} fixtures that the official schema rejects`);
  });

  it('word a mistake with the schema they were built from ("did you mean")', () => {
    const data = load(
      'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get:\n      responses: { "200": { description: ok } }\n      summery: typo\n',
    ) as Record<string, unknown>;
    assert.deepEqual(officialSchemaProblems(data, '3.0'), [
      {
        severity: 'warning',
        pointer: '#/paths/~1a/get/summery',
        message: 'unknown field "summery" (did you mean "summary"?); ignored',
      },
    ]);
  });
});
