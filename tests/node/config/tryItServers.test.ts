import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { siteServersFor } from '../../../src/config/tryItServers.ts';
import { serverlessWarning } from '../../../src/integration/serverlessWarning.ts';
import { checkTryItServers, noServerWarnings, unknownServerApis } from '../../../src/integration/tryItServerChecks.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { placeDocuments } from '../../../src/pipeline/1-load/versionFolders.ts';

// The servers try-it offers besides the documents' own (`tryIt.servers`), and the build's checks of them: a
// server for an API the site lacks stops the build at the configuration's line; a document whose operations would
// have no server is a warning at the document's line.

const FIXTURES = resolve('tests/fixtures/try-it');
const work = mkdtempSync(join(tmpdir(), 'try-it-servers-'));
after(() => rmSync(work, { recursive: true, force: true }));

const placesOf = (dir: string, files: string[]) => placeDocuments(dir, files).places;
const fixtures = () => {
  const places = placesOf(
    FIXTURES,
    ['kennel.yaml', 'lighthouse.yaml'].map((name) => join(FIXTURES, name)),
  );
  return places.map((place) => ({ place, source: loadDocument(place.file) }));
};

/** A document written to the work folder, with its place. */
function written(name: string, text: string) {
  const file = join(work, name);
  writeFileSync(file, text);
  const [place] = placesOf(work, [file]);
  return { place, source: loadDocument(file) };
}

describe('try-it servers of the site configuration', () => {
  it('go to every API, or to the one they name', () => {
    const config = {
      tryIt: { servers: [{ url: 'http://127.0.0.1:4010', api: 'kennel' }, { url: 'https://gateway.example' }] },
    };
    assert.deepEqual(
      siteServersFor(config, 'kennel').map((server) => server.url),
      ['http://127.0.0.1:4010', 'https://gateway.example'],
    );
    assert.deepEqual(
      siteServersFor(config, 'lighthouse').map((server) => server.url),
      ['https://gateway.example'],
    );
    assert.deepEqual(siteServersFor({ tryIt: true }, 'kennel'), []);
  });

  it('stop the build when they name an API the site does not have, at the line of `api`', () => {
    const file = join(work, 'site.config.json');
    const text =
      '{\n  "tryIt": {\n    "servers": [\n      { "url": "http://127.0.0.1:4010", "api": "kenel" },\n      { "url": "https://x.example", "api": "lighthouse" }\n    ]\n  }\n}\n';
    writeFileSync(file, text);
    process.env.SITE_CONFIG = file;
    try {
      const config = JSON.parse(text);
      const places = fixtures().map(({ place }) => place);
      const [problem, ...more] = unknownServerApis(config, places);
      assert.deepEqual(more, []);
      const column = text.split('\n')[3].indexOf('"kenel"') + 1;
      assert.equal(
        problem,
        `${file}:4:${column}: tryIt.servers.0.api: no API "kenel" in this site (did you mean "kennel"?): its APIs are kennel, lighthouse (a document's file name without its extension, or a version folder's name)`,
      );
    } finally {
      delete process.env.SITE_CONFIG;
    }
  });
});

describe('the build warning of a document without servers', () => {
  it('names the document, its line, what readers would see and both fixes; not a document with servers', () => {
    const warnings = noServerWarnings({ tryIt: true }, fixtures());
    assert.equal(warnings.length, 1, JSON.stringify(warnings));
    const [warning] = warnings;
    assert.equal(warning.severity, 'warning');
    assert.equal(warning.file, join(FIXTURES, 'kennel.yaml'));
    assert.equal(warning.line, 1);
    assert.match(warning.message, /^names no server \(`servers`\) for 3 of its operations: /);
    assert.match(warning.message, /readers would see its "page not found" as the API's answer/);
    assert.match(warning.message, /Add `servers` to the document/);
    assert.match(warning.message, /"tryIt": \{ "servers": \[\{ "url": "https:\/\/…", "api": "kennel" \}\] \}/);
  });

  it('is not given when the site adds a server to that API, or try-it is off', () => {
    assert.deepEqual(
      noServerWarnings({ tryIt: { servers: [{ url: 'https://k.example', api: 'kennel' }] } }, fixtures()),
      [],
    );
    assert.deepEqual(noServerWarnings({ tryIt: { servers: [{ url: 'https://all.example' }] } }, fixtures()), []);
    assert.deepEqual(noServerWarnings({ tryIt: false }, fixtures()), []);
    // A server for another API leaves this one without.
    assert.equal(
      noServerWarnings({ tryIt: { servers: [{ url: 'https://l.example', api: 'lighthouse' }] } }, fixtures()).length,
      1,
    );
  });

  it('counts only the operations try-it shows and that have no server of their own or of their path', () => {
    const doc = written(
      'partly.yaml',
      `openapi: 3.1.0
info: { title: Partly, version: '1' }
servers: []
paths:
  /own:
    get:
      servers: [{ url: https://own.example }]
      responses: { '200': { description: ok } }
  /path:
    servers: [{ url: https://path.example }]
    get: { responses: { '200': { description: ok } } }
  /hidden:
    get: { x-hideTryItPanel: true, responses: { '200': { description: ok } } }
  /bare:
    post: { responses: { '200': { description: ok } } }
`,
    );
    const [warning] = noServerWarnings({ tryIt: true }, [doc]);
    assert.equal(warning.pointer, '#/servers');
    assert.equal(warning.line, 3);
    assert.match(warning.message, /for its operation POST \/bare: /);
    const hidden = written(
      'hidden.yaml',
      "openapi: 3.1.0\ninfo: { title: H, version: '1' }\nx-hideTryItPanel: true\npaths:\n  /a:\n    get: { responses: { '200': { description: ok } } }\n",
    );
    assert.deepEqual(noServerWarnings({ tryIt: true }, [hidden]), []);
  });

  it('is given as the site decides for a check made in another process, which sends the document’s part alone', () => {
    const documents = fixtures();
    // As the resolving process sends its checks: no document, the warning a site without servers would give.
    const apart = () =>
      documents.map(({ place, source }) => ({
        file: place.file,
        findings: [],
        serverless: serverlessWarning(place, source),
      }));
    const here = () => documents.map(({ place, source }) => ({ file: place.file, findings: [], source }));
    for (const config of [
      { tryIt: true },
      { tryIt: false },
      { tryIt: { servers: [{ url: 'https://k.example', api: 'kennel' }] } },
      { tryIt: { servers: [{ url: 'https://l.example', api: 'lighthouse' }] } },
    ]) {
      const [fromApart, fromHere] = [apart(), here()];
      checkTryItServers(config, fromApart, FIXTURES);
      checkTryItServers(config, fromHere, FIXTURES);
      assert.deepEqual(
        fromApart.map((check) => check.findings),
        fromHere.map((check) => check.findings),
        JSON.stringify(config),
      );
    }
    const warned = apart();
    checkTryItServers({ tryIt: true }, warned, FIXTURES);
    assert.equal(warned.flatMap((check) => check.findings).length, 1, 'the kennel, which names no server');
  });

  it('reads a Swagger 2.0 document’s `host`', () => {
    const paths = "paths:\n  /a:\n    get: { responses: { '200': { description: ok } } }\n";
    const without = written('no-host.yaml', `swagger: '2.0'\ninfo: { title: S, version: '1' }\n${paths}`);
    const [warning] = noServerWarnings({ tryIt: true }, [without]);
    assert.equal(warning.line, 1);
    assert.match(
      warning.message,
      /^names no server \(`host`\) for its operation GET \/a: .*Add `host` to the document/,
    );
    const hosted = written(
      'host.yaml',
      `swagger: '2.0'\ninfo: { title: S, version: '1' }\nhost: api.example.com\n${paths}`,
    );
    assert.deepEqual(noServerWarnings({ tryIt: true }, [hosted]), []);
  });
});
