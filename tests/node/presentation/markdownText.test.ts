import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { code, fence } from '../../../src/presentation/markdownText.ts';

describe('code', () => {
  it('wraps code without backticks in one', () => assert.equal(code('pull_request.id'), '`pull_request.id`'));
  it('wraps code with backticks in a longer run, spaced', () => {
    assert.equal(code('a `b` c'), '`` a `b` c ``');
    assert.equal(code('``x``'), '``` ``x`` ```');
  });
});

describe('fence', () => {
  it('is longer than any run of backticks inside', () =>
    assert.equal(fence('echo ````\n', 'shell'), '`````shell\necho ````\n`````'));
});
