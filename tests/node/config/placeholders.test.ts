import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillPlaceholders } from '../../../src/content/placeholders.ts';
import { siteConfigSchema } from '../../../src/config/siteConfigSchema.ts';

// Guides' placeholders against the configuration that fills them.

const config = (input: object) => siteConfigSchema.parse(input);

describe('fillPlaceholders', () => {
  it('writes publish.platformHost wherever a guide says {platform_host}', () => {
    const filled = fillPlaceholders(
      'Open https://{platform_host}/ or `{platform_host}`.',
      config({ publish: { platformHost: 'me.github.io' } }),
    );
    assert.deepEqual(filled, { text: 'Open https://me.github.io/ or `me.github.io`.', unfilled: [] });
  });

  it('keeps the placeholder visible and names the missing setting when the configuration has none', () => {
    const filled = fillPlaceholders('Point it at {platform_host}.', config({}));
    assert.deepEqual(filled, {
      text: 'Point it at {platform_host}.',
      unfilled: [{ token: '{platform_host}', setting: 'publish.platformHost' }],
    });
  });

  it('leaves a text without placeholders alone', () => {
    assert.deepEqual(fillPlaceholders('Nothing {here}.', config({})), { text: 'Nothing {here}.', unfilled: [] });
  });
});
