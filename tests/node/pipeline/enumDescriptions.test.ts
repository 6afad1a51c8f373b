import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumDescriptionsOf } from '../../../src/pipeline/4-normalize/enumDescriptions.ts';

describe('what allowed values mean', () => {
  it("reads Redoc's x-enumDescriptions, a value's text by its value", () => {
    const schema = { enum: ['clear', 'hazy'], 'x-enumDescriptions': { clear: 'No cloud' } };
    assert.deepEqual(enumDescriptionsOf(schema, ['clear', 'hazy']), ['No cloud', '']);
  });

  it('reads x-enum-descriptions written as a list in the order of the enum', () => {
    const schema = { enum: [1, 2], 'x-enum-descriptions': ['Monday', 'Tuesday'] };
    assert.deepEqual(enumDescriptionsOf(schema, ['1', '2']), ['Monday', 'Tuesday']);
  });

  it("reads Azure's x-ms-enum values and Apideck's x-enum-elements", () => {
    const azure = {
      enum: ['success', 'failure'],
      'x-ms-enum': { name: 'Result', values: [{ value: 'failure', description: 'There was an error.' }] },
    };
    assert.deepEqual(enumDescriptionsOf(azure, ['success', 'failure']), ['', 'There was an error.']);
    const apideck = { enum: ['AED'], 'x-enum-elements': [{ name: 'AED', description: 'United Arab Emirates dirham' }] };
    assert.deepEqual(enumDescriptionsOf(apideck, ['AED']), ['United Arab Emirates dirham']);
  });

  it('is nothing when no value is explained', () => {
    assert.equal(
      enumDescriptionsOf({ enum: ['a'], 'x-ms-enum': { name: 'A', modelAsString: true } }, ['a']),
      undefined,
    );
    assert.equal(enumDescriptionsOf({ enum: ['a'], 'x-enumDescriptions': { b: 'B' } }, ['a']), undefined);
  });
});
