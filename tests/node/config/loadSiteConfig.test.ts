import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuildSync } from '../../support/astroBuild.ts';
import { ConfigError, loadSiteConfig, siteConfigWarnings } from '../../../src/config/loadSiteConfig.ts';
import { commonBase } from '../../../src/shared/basePath.ts';

// The config loader on real files: every bad value is reported with the file, the line and column of the
// value, the field, and what is wrong with it.

const root = mkdtempSync(join(tmpdir(), 'site-config-'));
after(() => rmSync(root, { recursive: true, force: true }));
delete process.env.SITE_CONFIG;

let count = 0;
/** Writes `text` as site.config.json of a fresh project folder and loads it. */
function loadText(text: string): { error?: ConfigError; file: string; folder: string } {
  const folder = join(root, String(++count));
  mkdirSync(join(folder, 'public'), { recursive: true });
  writeFileSync(join(folder, 'public', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const file = join(folder, 'site.config.json');
  writeFileSync(file, text);
  try {
    loadSiteConfig(folder);
    return { file, folder };
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return { error, file, folder };
  }
}

/** `file:line:column` of the first occurrence of `needle` in `text`. */
function at(file: string, text: string, needle: string): string {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, `${needle} not in the fixture`);
  const before = text.slice(0, offset).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

describe('loadSiteConfig', () => {
  it('names file, line, column, field and problem for each bad value, all at once', () => {
    const text = JSON.stringify(
      {
        title: 'Docs',
        accentColor: 'red',
        base: 'my docs',
        tryIt: 'no',
        site: 'docs.example.com',
        links: [{ label: 'GitHub', href: 'github.com/x' }],
      },
      null,
      2,
    );
    const { error, file } = loadText(text);
    assert.ok(error, 'the file must be refused');
    const lines = error.message.split('\n');
    assert.equal(lines[0], `${file}: invalid site configuration:`);
    const expect = (needle: string, field: string, problem: RegExp) => {
      const line = lines.find((l) => l.includes(`: ${field}: `));
      assert.ok(line, `no line for ${field} in:\n${error.message}`);
      assert.ok(line.trim().startsWith(`${at(file, text, needle)}: ${field}: `), line);
      assert.match(line, problem);
    };
    expect('"red"', 'accentColor', /must be a colour written #rrggbb/);
    expect('"my docs"', 'base', /must be a path such as "\/" or "\/docs\/"/);
    expect('"no"', 'tryIt', /must be true, false or an object/);
    expect('"docs.example.com"', 'site', /must be an absolute URL/);
    expect('"github.com/x"', 'links.0.href', /absolute URL .*path of this site starting with "\/"/);
    assert.equal(lines.length, 6, error.message);
  });

  it('points at an unknown field and suggests the known name it resembles', () => {
    const text =
      '{\n  "title": "Docs",\n  "accentColour": "#123456",\n  "publish": { "platformHost": "me.github.io", "primaryDomian": "docs.example.com" }\n}\n';
    const { error, file } = loadText(text);
    assert.ok(error);
    assert.ok(
      error.message.includes(
        `${at(file, text, '"accentColour"')}: (top level): Unrecognized key: "accentColour" (did you mean "accentColor"?); known fields: title, logo, links, accentColor`,
      ),
      error.message,
    );
    assert.ok(
      error.message.includes(
        `${at(file, text, '"primaryDomian"')}: publish: Unrecognized key: "primaryDomian" (did you mean "primaryDomain"?)`,
      ),
      error.message,
    );
  });

  it('gives the position of a JSON syntax error, a trailing comma at the comma', () => {
    const text = '{\n  "title": "Docs",\n}\n';
    const { error, file } = loadText(text);
    assert.ok(error);
    assert.equal(error.message, `${file}:2:18: invalid JSON: a comma after the last item (JSON allows none)`);
    const other = loadText('{\n  "title": "Docs"\n  "base": "/"\n}\n');
    assert.match(other.error!.message, new RegExp(`^${escape(other.file)}:3:3: invalid JSON: Expected ','`));
  });

  it('takes a try-it proxy URL, and refuses one that is not an http(s) URL', () => {
    const { folder } = loadText('{ "tryIt": { "proxyUrl": "https://proxy.example.com" } }');
    assert.deepEqual(loadSiteConfig(folder).tryIt, { proxyUrl: 'https://proxy.example.com' });
    const text = '{\n  "tryIt": { "proxyUrl": "ftp://proxy.example.com" }\n}\n';
    const { error, file } = loadText(text);
    assert.match(
      error!.message,
      new RegExp(`${escape(at(file, text, '"ftp:'))}: tryIt\\.proxyUrl: must be an absolute URL`),
    );
  });

  it('takes try-it servers, and names each bad one with its place and field', () => {
    const servers = [
      { url: 'http://127.0.0.1:4010', description: 'Local mock', api: 'billing' },
      { url: 'https://staging.acme.example' },
    ];
    const { folder } = loadText(JSON.stringify({ tryIt: { servers } }));
    assert.deepEqual(loadSiteConfig(folder).tryIt, { servers });
    const text = JSON.stringify(
      {
        tryIt: {
          servers: [
            { url: '127.0.0.1:4010' },
            { url: 'https://ok.example', api: '' },
            { url: 'https://ok.example', descripton: 'x' },
            { description: 'no url' },
          ],
        },
      },
      null,
      2,
    );
    const { error, file } = loadText(text);
    assert.ok(error, 'the file must be refused');
    const lines = error.message.split('\n').slice(1);
    const expect = (line: string, needle: string, field: string, problem: RegExp) => {
      assert.ok(line.trim().startsWith(`${at(file, text, needle)}: ${field}: `), `${line}\nin:\n${error.message}`);
      assert.match(line, problem);
    };
    expect(
      lines[0],
      '"127.0.0.1:4010"',
      'tryIt.servers.0.url',
      /must be an absolute URL such as http:\/\/127\.0\.0\.1:4010/,
    );
    expect(lines[1], '""', 'tryIt.servers.1.api', /must not be empty/);
    expect(
      lines[2],
      '"descripton"',
      'tryIt.servers.2',
      /Unrecognized key: "descripton" \(did you mean "description"\?\)/,
    );
    assert.match(lines[3], /: tryIt\.servers\.3\.url: missing: a value is required/);
    assert.equal(lines.length, 4, error.message);
  });

  it('places a missing field at the object that lacks it', () => {
    const text = '{\n  "links": [\n    { "label": "Status" }\n  ]\n}\n';
    const { error, file } = loadText(text);
    assert.match(
      error!.message,
      new RegExp(`${escape(file)}:3:5: links\\.0\\.href: missing: a value is required \\(string\\)`),
    );
  });

  it('refuses a logo that is not in public/, and accepts one that is', () => {
    const missing = loadText('{ "logo": "/missing.svg" }');
    assert.ok(missing.error);
    assert.match(
      missing.error.message,
      new RegExp(`${escape(missing.file)}:1:11: logo: no such file: public/missing\\.svg`),
    );
    const present = loadText('{ "logo": "/logo.svg" }');
    assert.equal(present.error, undefined);
  });

  it('applies the defaults to a valid file, and to no file at all', () => {
    const defaults = {
      links: [],
      accentColor: '#4f46e5',
      twins: true,
      search: true,
      tryIt: true,
      codeSamples: { languages: ['cURL', 'JavaScript', 'Python'] },
      locale: 'en',
      base: '/',
    };
    const { folder } = loadText('{ "title": "Docs" }');
    assert.deepEqual(loadSiteConfig(folder), { title: 'Docs', ...defaults });
    const empty = join(root, 'empty');
    mkdirSync(empty);
    assert.deepEqual(loadSiteConfig(empty), defaults);
  });

  it('takes the code sample languages by any of their names, and names an unknown one with the closest', () => {
    const languagesOf = (text: string) => loadSiteConfig(loadText(text).folder).codeSamples.languages;
    assert.deepEqual(languagesOf('{ "codeSamples": { "languages": ["curl", "Go", "csharp", "cURL"] } }'), [
      'cURL',
      'Go',
      'C#',
    ]);
    assert.throws(
      () => loadSiteConfig(loadText('{ "title": "Docs",\n  "codeSamples": { "languages": ["Pyhton"] } }').folder),
      (error: Error) =>
        /site\.config\.json:2:\d+: codeSamples\.languages\.0: unknown language "Pyhton": did you mean "Python"\?/.test(
          error.message,
        ),
    );
  });

  it('takes the base path with or without its slashes, and from the path of `site` when it has none', () => {
    const baseOf = (text: string) => loadSiteConfig(loadText(text).folder).base;
    for (const written of ['docs', '/docs', 'docs/', '/docs/'])
      assert.equal(baseOf(`{ "base": "${written}" }`), '/docs/');
    assert.equal(baseOf('{ "base": "api/v2" }'), '/api/v2/');
    assert.equal(baseOf('{ "site": "https://acme.example/docs/" }'), '/docs/');
    assert.equal(baseOf('{ "site": "https://acme.example/docs" }'), '/docs/');
    assert.equal(baseOf('{ "site": "https://acme.example", "base": "docs" }'), '/docs/');
    assert.equal(baseOf('{ "site": "https://acme.example/" }'), '/');
  });

  it('refuses a base that disagrees with the path of `site`, at the base', () => {
    const text = '{\n  "site": "https://acme.example/docs/",\n  "base": "/v2/"\n}\n';
    const { error, file } = loadText(text);
    assert.match(
      error!.message,
      new RegExp(
        `${at(file, text, '"/v2/"').replaceAll('/', '\\/')}: base: "/v2/" and the path of "site" \\("/docs/"\\) disagree`,
      ),
    );
    assert.match(loadText('{ "base": "/a b/" }').error!.message, /base: must be a path such as "\/" or "\/docs\/"/);
  });

  it('builds a language under its base path, and refuses a locale or base the languages contradict', () => {
    const languages = '"languages": { "en": "/", "ar": "ar" }';
    assert.equal(loadSiteConfig(loadText(`{ "locale": "ar", ${languages} }`).folder).base, '/ar/');
    assert.match(
      loadText(`{ "locale": "ja", ${languages} }`).error!.message,
      /locale: "ja" is not one of the site's languages \(en, ar\)/,
    );
    assert.match(
      loadText(`{ "locale": "ar", "base": "/x/", ${languages} }`).error!.message,
      /base: "\/x\/" and the base of "ar" in "languages" \("\/ar\/"\) disagree/,
    );
    assert.match(loadText('{ "locale": "xx" }').error!.message, /locale: must be one of en, de, ja, es, fr, ar/);
  });

  it('builds the languages of a site served under a path beneath that path, and refuses one outside it', () => {
    const site = '"site": "https://acme.example/docs/"';
    const languages = '"languages": { "en": "/docs/", "de": "/docs/de/" }';
    assert.equal(
      loadSiteConfig(loadText(`{ ${site}, "locale": "de", "base": "/docs/de/", ${languages} }`).folder).base,
      '/docs/de/',
    );
    assert.equal(loadSiteConfig(loadText(`{ ${site}, "locale": "de", ${languages} }`).folder).base, '/docs/de/');
    assert.match(
      loadText(`{ ${site}, "locale": "de", "languages": { "en": "/docs/", "de": "/de/" } }`).error!.message,
      /languages\.de: "\/de\/" and the path of "site" \("\/docs\/"\) disagree/,
    );
    assert.deepEqual([['/docs/', '/docs/de/'], ['/', '/de/'], ['/en/', '/de/'], ['/docs/v2/']].map(commonBase), [
      '/docs/',
      '/',
      '/',
      '/docs/v2/',
    ]);
  });

  it('puts the site’s address on the custom domain, keeping the path of `site`, and warns at `site` when they differ', () => {
    const text = `{
  "site": "https://acme.github.io/docs/",
  "publish": {
    "platformHost": "acme.github.io",
    "primaryDomain": "docs.acme.example"
  }
}
`;
    const { file, folder } = loadText(text);
    const config = loadSiteConfig(folder);
    assert.equal(config.site, 'https://docs.acme.example/docs/');
    assert.equal(config.base, '/docs/');
    assert.deepEqual(siteConfigWarnings(folder), [
      `${at(file, text, '"https://acme.github.io/docs/"')}: site: "https://acme.github.io/docs/" is not on the custom ` +
        'domain "docs.acme.example" (publish.primaryDomain, line 5): canonical links, feeds, the sitemap and ' +
        'llms.txt all use https://docs.acme.example/docs/, where the host serves the site; set "site" to it, or ' +
        'remove "site"',
    ]);
    // Agreeing, or only one of them: no warning; the domain alone is the site's address.
    const publish = '"publish": { "platformHost": "acme.github.io", "primaryDomain": "docs.acme.example" }';
    const agreeing = loadText(`{ "site": "https://docs.acme.example/docs/", ${publish} }`).folder;
    assert.deepEqual(siteConfigWarnings(agreeing), []);
    const domainOnly = loadText(`{ ${publish} }`).folder;
    assert.deepEqual(siteConfigWarnings(domainOnly), []);
    assert.equal(loadSiteConfig(domainOnly).site, 'https://docs.acme.example/');
    assert.equal(loadSiteConfig(loadText('{ "site": "https://acme.example" }').folder).site, 'https://acme.example');
  });

  it('reads the site in one of its languages from the same file with SITE_LANGUAGE, its messages at the file’s lines', () => {
    const text = `{
  "site": "https://acme.github.io/docs/",
  "locale": "en",
  "base": "/docs/",
  "languages": { "en": "/docs/", "de": "/docs/de/" },
  "publish": { "platformHost": "acme.github.io", "primaryDomain": "docs.acme.example" }
}
`;
    const { file, folder } = loadText(text);
    try {
      process.env.SITE_LANGUAGE = 'de';
      const config = loadSiteConfig(folder);
      assert.deepEqual([config.locale, config.base], ['de', '/docs/de/']);
      assert.match(siteConfigWarnings(folder)[0], new RegExp(`^${at(file, text, '"https://acme')}: site: `));
      process.env.SITE_LANGUAGE = 'ja';
      assert.throws(() => loadSiteConfig(folder), {
        message: `${file}: SITE_LANGUAGE is "ja", which is not one of its languages (en, de)`,
      });
    } finally {
      delete process.env.SITE_LANGUAGE;
    }
  });

  it('reads the file SITE_CONFIG names, and says so when it is missing', () => {
    const { file } = loadText('{ "title": "From SITE_CONFIG" }');
    try {
      process.env.SITE_CONFIG = file;
      assert.equal(loadSiteConfig(root).title, 'From SITE_CONFIG');
      process.env.SITE_CONFIG = join(root, 'nope.json');
      assert.throws(() => loadSiteConfig(root), {
        message: `${join(root, 'nope.json')}: no such file (named by SITE_CONFIG)`,
      });
    } finally {
      delete process.env.SITE_CONFIG;
    }
  });

  it('stops `astro build` with the message and a non-zero exit', () => {
    const text = '{\n  "accentColor": "blue"\n}\n';
    const { file } = loadText(text);
    const { status, output } = astroBuildSync({ SITE_CONFIG: file, OUT_DIR: join(root, 'never-built') }, 60_000);
    assert.equal(status, 1);
    assert.match(
      output,
      new RegExp(`${escape(at(file, text, '"blue"'))}: accentColor: must be a colour written #rrggbb`),
    );
    // One report of ours: not wrapped in Astro's "Unable to load your Astro config", no stack trace.
    assert.doesNotMatch(output, /Unable to load|Stack trace|^\s+at /m);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
