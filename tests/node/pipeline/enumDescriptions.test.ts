import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumDescriptionsOf } from '../../../src/pipeline/4-normalize/enumDescriptions.ts';
import { plainText } from '../../../src/pipeline/4-normalize/descriptions.ts';
import type { Raw } from '../../../src/shared/rawValues.ts';

/** Each value's words without their Markdown, '' where none are said. */
const wordsOf = (schema: Raw, values: string[]) =>
  enumDescriptionsOf(schema, values)?.map((text) => (text ? plainText(text) : ''));

describe('what allowed values mean', () => {
  it("reads Redoc's x-enumDescriptions, a value's text by its value", () => {
    const schema = { enum: ['clear', 'hazy'], 'x-enumDescriptions': { clear: 'No cloud' } };
    assert.deepEqual(wordsOf(schema, ['clear', 'hazy']), ['No cloud', '']);
  });

  it('reads x-enum-descriptions written as a list in the order of the enum', () => {
    const schema = { enum: [1, 2], 'x-enum-descriptions': ['Monday', 'Tuesday'] };
    assert.deepEqual(wordsOf(schema, ['1', '2']), ['Monday', 'Tuesday']);
  });

  it("reads Azure's x-ms-enum values and Apideck's x-enum-elements", () => {
    const azure = {
      enum: ['success', 'failure'],
      'x-ms-enum': { name: 'Result', values: [{ value: 'failure', description: 'There was an error.' }] },
    };
    assert.deepEqual(wordsOf(azure, ['success', 'failure']), ['', 'There was an error.']);
    const apideck = { enum: ['AED'], 'x-enum-elements': [{ name: 'AED', description: 'United Arab Emirates dirham' }] };
    assert.deepEqual(wordsOf(apideck, ['AED']), ['United Arab Emirates dirham']);
  });

  it('parses what a value means as a description: its Markdown and links', () => {
    const schema = {
      enum: ['hazy'],
      'x-enumDescriptions': { hazy: 'Stars **dimmed**, see [seeing](#operation/seeing)' },
    };
    const [hazy] = enumDescriptionsOf(schema, ['hazy'])!;
    assert.equal(plainText(hazy!), 'Stars dimmed, see seeing');
    assert.ok(hazy!.links, 'its fragment link is marked, to be resolved to a page');
  });

  it('is nothing when no value is explained', () => {
    assert.equal(
      enumDescriptionsOf({ enum: ['a'], 'x-ms-enum': { name: 'A', modelAsString: true } }, ['a']),
      undefined,
    );
    assert.equal(enumDescriptionsOf({ enum: ['a'], 'x-enumDescriptions': { b: 'B' } }, ['a']), undefined);
  });
});
