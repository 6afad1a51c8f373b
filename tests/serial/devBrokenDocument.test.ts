// `npm run dev` with a document broken while it runs: the terminal says so once, as the build says it (file:line:
// column and the document's lines, no stack trace), however often the page asks; the error overlay names the
// document's file and line and shows its lines, not the generator's code; the server keeps running, and the open
// page shows the fixed document by itself once it is saved.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../src/tools/chromium/launchOptions.ts';
import { buildDir } from '../support/astroBuild.ts';
import { startDevServer } from '../support/devServer.ts';

// Inside the project, as openapi/ is: Astro's overlay reads the document from there.
const work = buildDir('dev-broken');
const openapi = join(work, 'openapi');
mkdirSync(openapi);
const document = join(openapi, 'petstore.yaml');
copyFileSync('openapi/petstore.yaml', document);
const original = readFileSync(document, 'utf8');
const config = join(work, 'site.config.json');
writeFileSync(config, '{}\n');
after(() => rmSync(work, { recursive: true, force: true }));

/** The document with line `at` (0-based) changed by `edit`. */
function edited(at: number, edit: (line: string) => string): string {
  const lines = original.split('\n');
  lines[at] = edit(lines[at]);
  return lines.join('\n');
}

/** The text of the error overlay, once it shows. */
async function overlayText(page: Page): Promise<string> {
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ state: 'attached', timeout: 20_000 });
  return overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('npm run dev with a broken document', () => {
  it('says what is wrong once, in the terminal as in the build and in the page, and shows the fix on save', async () => {
    const server = await startDevServer({ OPENAPI_DIR: openapi, SITE_CONFIG: config });
    const { output, process: dev } = server;
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const url = `${server.origin}/operations/get-pet/`;
      const page = await browser.newPage();
      await page.goto(url);
      const title = (await page.locator('h1').first().textContent())!.trim();

      // A $ref to nothing: the overlay, however often the page is loaded; the terminal, once.
      const refLine = original.split('\n').findIndex((line) => line.includes("$ref: '#/components/schemas/NewPet'"));
      // The open page reloads by itself on the save (a navigation of the test's own would race with it).
      writeFileSync(
        document,
        edited(refLine, (line) => line.replace("schemas/NewPet'", "schemas/NewPets'")),
      );
      const column = original.split('\n')[refLine].indexOf('$ref') + 1;
      let text = await overlayText(page);
      assert.ok(text.includes(`petstore.yaml:${refLine + 1}:${column}`), text.slice(0, 2000));
      assert.match(text, /has no "NewPets" \(did you mean "NewPet"\?\)/);
      assert.ok(text.includes("'#/components/schemas/NewPets'"), 'the overlay shows the document’s line');
      assert.doesNotMatch(text, /sourceFiles\.ts|resolveDocument\.ts/);
      for (let load = 0; load < 2; load++) {
        await page.reload();
        await overlayText(page);
      }
      assert.equal((await fetch(url)).status, 500);
      assert.equal(count(output(), 'has no "NewPets"'), 1, output());
      assert.match(output(), new RegExp(`> ${refLine + 1} \\| +\\$ref: '#/components/schemas/NewPets'`));

      // Saved fixed: the open page shows the operation again by itself.
      writeFileSync(document, original);
      await page.locator('h1', { hasText: title }).waitFor({ timeout: 20_000 });
      assert.match(output(), /the documents build again/);

      // A YAML mistake: the same, with the parser's place.
      const yamlLine = original.split('\n').findIndex((line) => line.includes('operationId: listPets'));
      writeFileSync(
        document,
        edited(yamlLine, (line) => line.slice(1)),
      );
      text = await overlayText(page);
      assert.ok(text.includes(`petstore.yaml:${yamlLine + 1}:`), text.slice(0, 2000));
      assert.match(text, /invalid YAML: bad indentation of a mapping entry/);
      await page.reload();
      await overlayText(page);
      assert.equal(count(output(), 'invalid YAML'), 1, output());
      assert.match(output(), new RegExp(`> ${yamlLine + 1} \\| +operationId: listPets\\n +\\| +\\^`));
      assert.doesNotMatch(output(), /Stack trace/);

      writeFileSync(document, original);
      await page.locator('h1', { hasText: title }).waitFor({ timeout: 20_000 });
      assert.equal(dev.exitCode, null, 'the dev server keeps running');
    } finally {
      await browser.close();
      dev.kill();
    }
  });
});
