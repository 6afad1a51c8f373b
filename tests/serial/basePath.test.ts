// A site under a base path (a GitHub Pages project site: /REPO/) links only inside it: in every page, every
// Markdown twin, llms.txt and the sitemap, whichever way the configuration names the base. The documents link to
// each other's pages from their descriptions (Redoc-style `#tag/…`).
import assert from 'node:assert/strict';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { astroBuildSync } from '../support/astroBuild.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'base-path-'));
const openapiDir = join(work, 'openapi');
const ORIGIN = 'https://docs.example.com';
mkdirSync(openapiDir);
copyFileSync('openapi/petstore.yaml', join(openapiDir, 'petstore.yaml'));
writeFileSync(
  join(openapiDir, 'things.yaml'),
  `openapi: 3.1.0
info: { title: Things, version: '1', description: 'Start with [a thing](#operation/getThing).' }
tags: [{ name: things, description: 'See [the Thing model](#/components/schemas/Thing).' }]
paths:
  /things/{id}:
    get:
      operationId: getThing
      tags: [things]
      description: 'Part of [the things](#tag/things); returns [a Thing](#schema/Thing).'
      parameters:
        - { name: id, in: path, required: true, description: 'As listed by [the things](#tag/things).', schema: { type: string } }
      responses:
        '200':
          description: 'A [Thing](#/components/schemas/Thing).'
          content: { application/json: { schema: { $ref: '#/components/schemas/Thing' } } }
components:
  schemas:
    Thing:
      type: object
      description: 'Fetched by [getThing](#operation/getThing).'
      properties: { id: { type: string, description: 'Also in [the things](#tag/things).' } }
`,
);
after(() => (process.env.KEEP_FIXTURE ? console.log(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

/** Two ways to say the same: the base without its slashes, or only the site's address with its path. */
const CONFIGS = { base: { base: 'docs', site: ORIGIN }, site: { site: `${ORIGIN}/docs/` } };

function build(way: keyof typeof CONFIGS): string {
  const dir = join(work, `dist-${way}`);
  const config = join(work, `site-${way}.config.json`);
  writeFileSync(config, JSON.stringify(CONFIGS[way]));
  const result = astroBuildSync({ SITE_CONFIG: config, OPENAPI_DIR: openapiDir, OUT_DIR: dir });
  assert.equal(result.status, 0, result.output.slice(-3000));
  return dir;
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/** Every link of the site's own (a path from the root, or an address on its origin) in one file, by its kind. */
function ownLinks(name: string, text: string): string[] {
  const patterns = name.endsWith('.html')
    ? [/\s(?:href|src|action)="([^"]*)"/g]
    : name.endsWith('.xml')
      ? [/<loc>([^<]*)<\/loc>/g]
      : [/\]\(([^)\s]*)\)/g];
  const links = patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
  return links
    .filter((link) => (link.startsWith('/') && !link.startsWith('//')) || link.startsWith(ORIGIN))
    .map((link) => link.replace(ORIGIN, ''));
}

for (const way of ['base', 'site'] as const) {
  describe(`a two-document site under /docs/ (${JSON.stringify(CONFIGS[way])})`, () => {
    const dir = build(way);
    const written = files(dir).filter((name) => /\.(html|md|txt|xml)$/.test(name));

    it('links only inside /docs/, to files that exist, from pages, twins, llms.txt and the sitemap', () => {
      const outside: string[] = [];
      const missing: string[] = [];
      const kinds = new Set<string>();
      for (const name of written) {
        for (const link of ownLinks(name, readFileSync(join(dir, name), 'utf8'))) {
          kinds.add(name.split('.').pop()!);
          if (!link.startsWith('/docs/')) {
            outside.push(`${name}: ${link}`);
            continue;
          }
          const path = join(dir, decodeURIComponent(link.slice('/docs/'.length).replace(/[#?].*$/, '')));
          if (
            !existsSync(path) ||
            (!path.includes('.', path.lastIndexOf('/')) && !existsSync(join(path, 'index.html')))
          ) {
            missing.push(`${name}: ${link}`);
          }
        }
      }
      assert.deepEqual(outside, []);
      assert.deepEqual(missing, []);
      assert.deepEqual([...kinds].sort(), ['html', 'md', 'txt', 'xml']);
    });

    it('has a home page listing both APIs, and the header the site’s title with the current API in its menu', () => {
      const home = readFileSync(join(dir, 'index.html'), 'utf8');
      for (const [prefix, title] of [
        ['petstore', 'Petstore API'],
        ['things', 'Things'],
      ]) {
        assert.match(home, new RegExp(`<h2[^>]*><a href="/docs/${prefix}/">${title}</a></h2>`));
      }
      assert.match(home, /<span class="count">1 operation · 1 model<\/span>/);
      assert.match(home, /<a class="site-title" href="\/docs\/">\s*<span dir="auto">API reference<\/span>/);
      const things = readFileSync(join(dir, 'things/operations/get-thing/index.html'), 'utf8');
      assert.match(
        things,
        /<a class="site-title beside-api" href="\/docs\/">\s*<span dir="auto">API reference<\/span>/,
      );
      assert.match(things, /<summary aria-label="API documents: Things">/);
      assert.match(things, /<title>GET \/things\/\{id\} · Things<\/title>/);
    });

    it("resolves the descriptions' links to this site's pages, in pages and in twins", () => {
      const page = readFileSync(join(dir, 'things/operations/get-thing/index.html'), 'utf8');
      assert.match(page, /<a href="\/docs\/things\/tags\/things\/">the things<\/a>/);
      assert.match(page, /<a href="\/docs\/things\/schemas\/thing\/">a Thing<\/a>/);
      const twin = readFileSync(join(dir, 'things/operations/get-thing.md'), 'utf8');
      assert.match(twin, /\[the things\]\(\/docs\/things\/tags\/things\/\)/);
      assert.match(twin, /\[a Thing\]\(\/docs\/things\/schemas\/thing\.md\)/);
      const model = readFileSync(join(dir, 'things/schemas/thing.md'), 'utf8');
      assert.match(model, /\[getThing\]\(\/docs\/things\/operations\/get-thing\.md\)/);
    });
  });
}
