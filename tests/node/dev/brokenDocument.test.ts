// `npm run dev` with a document broken while it runs: the error overlay names the document's file and line and
// shows its lines, not the generator's code.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../support/chromium.ts';

// Inside the project, as openapi/ is: Astro's overlay reads the document from there.
mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'dev-broken-'));
const openapi = join(work, 'openapi');
mkdirSync(openapi);
const document = join(openapi, 'petstore.yaml');
copyFileSync('openapi/petstore.yaml', document);
const config = join(work, 'site.config.json');
writeFileSync(config, '{}\n');
after(() => rmSync(work, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((found) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => found(port));
    });
  });

describe('npm run dev with a broken document', () => {
  it('shows the document’s file, line and lines in the error overlay', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, ['scripts/astro.mjs', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
      env: { ...process.env, OPENAPI_DIR: openapi, SITE_CONFIG: config, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      await new Promise<void>((ready, failed) => {
        let output = '';
        const listen = (chunk: Buffer) => {
          output += chunk;
          if (output.includes(`:${port}`)) ready();
        };
        dev.stdout.on('data', listen);
        dev.stderr.on('data', listen);
        dev.once('exit', (code) => failed(new Error(`dev exited with ${code}: ${output}`)));
      });
      const url = `http://127.0.0.1:${port}/operations/get-pet/`;
      assert.equal((await fetch(url)).status, 200);
      const lines = readFileSync(document, 'utf8').split('\n');
      const at = lines.findIndex((line) => line.includes("$ref: '#/components/schemas/NewPet'"));
      lines[at] = lines[at].replace("'#/components/schemas/NewPet'", "'#/components/schemas/NewPets'");
      writeFileSync(document, lines.join('\n'));
      const page = await browser.newPage();
      await page.goto(url);
      const overlay = page.locator('vite-error-overlay');
      await overlay.waitFor({ state: 'attached', timeout: 20_000 });
      const text = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
      const column = lines[at].indexOf('$ref') + 1;
      assert.ok(text.includes(`petstore.yaml:${at + 1}:${column}`), text.slice(0, 2000));
      assert.match(text, /has no "NewPets" \(did you mean "NewPet"\?\)/);
      assert.ok(text.includes("'#/components/schemas/NewPets'"), 'the overlay shows the document’s line');
      assert.doesNotMatch(text, /sourceFiles\.ts|resolveDocument\.ts/);
    } finally {
      await browser.close();
      dev.kill();
    }
  });
});
