import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, loadSiteConfig } from '../../../src/config/loadSiteConfig.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import { overridesFor } from '../../../src/presentation/strings/overrides.ts';

// A user's words in site.config.json `strings`, through the real loader: what it accepts, and each mistake named
// with the file, the line, the key and what is wrong.

const root = mkdtempSync(join(tmpdir(), 'site-strings-'));
after(() => rmSync(root, { recursive: true, force: true }));
delete process.env.SITE_CONFIG;

function load(strings: unknown) {
  const text = JSON.stringify({ strings }, null, 2);
  writeFileSync(join(root, 'site.config.json'), text);
  try {
    return { config: loadSiteConfig(root), text };
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return { error, text };
  }
}

describe('site.config.json strings', () => {
  it('replaces words in every language, and a language’s own words there', () => {
    const { config, error } = load({
      'fields.usedBy': 'Referenced by',
      de: {
        'fields.usedBy': 'Verwendet von',
        'reference.operations': '{count, plural, one {# Endpunkt} other {# Endpunkte}}',
      },
    });
    assert.equal(error, undefined);
    const english = stringsFor('en', overridesFor('en', config!.strings));
    const german = stringsFor('de', overridesFor('de', config!.strings));
    const japanese = stringsFor('ja', overridesFor('ja', config!.strings));
    assert.equal(english.fields.usedBy, 'Referenced by');
    assert.equal(german.fields.usedBy, 'Verwendet von');
    assert.equal(german.reference.operations(2), '2 Endpunkte');
    assert.equal(japanese.fields.usedBy, 'Referenced by');
  });

  it('names the file, line, key and problem of each bad word, all at once', () => {
    const { error, text } = load({
      'fields.usedBi': 'Referenced by',
      'fields.linkTo': 'Link to {paht}',
      'frame.menu': 'Menu {',
      nav: { models: 'Schemas' },
      de: {
        'reference.operations': '{count, plural, one {# Endpunkt} other {# Endpunkte}}',
        'fields.linkTo': '{path, number}',
      },
    });
    assert.ok(error, 'the file must be refused');
    const file = join(root, 'site.config.json');
    const line = (needle: string) => `${file}:${text.slice(0, text.indexOf(needle)).split('\n').length}:`;
    const lines = error.message
      .split('\n')
      .slice(1)
      .map((entry) => entry.trim());
    assert.equal(lines.length, 5, error.message);
    const expect = (needle: string, pattern: RegExp) =>
      assert.ok(
        lines.some((entry) => entry.startsWith(line(needle)) && pattern.test(entry)),
        `${needle} ${pattern}\n${error.message}`,
      );
    expect(
      '"fields.usedBi"',
      /strings\.fields\.usedBi: "fields\.usedBi" is not a message of the site: did you mean "fields\.usedBy"\?/,
    );
    expect(
      '"Link to {paht}"',
      /strings\.fields\.linkTo: \{paht\} is not a value of this message: its values are \{path\}/,
    );
    expect('"Menu {"', /strings\.frame\.menu: not an ICU message/);
    expect('"nav"', /strings\.nav: an object of words belongs under a language's name/);
    expect('"{path, number}"', /strings\.de\.fields\.linkTo: \{path\} is not a number here/);
  });
});
