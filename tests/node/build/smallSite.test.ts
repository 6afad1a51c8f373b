import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from '@playwright/test';
import { astroBuildSync, ROOT } from '../../support/astroBuild.ts';
import { chromiumLaunchOptions } from '../../../src/tools/chromium/launchOptions.ts';
import { startMockServer, type MockServer } from '../../../src/tools/mock/mockServer.ts';
import { serveStatic } from '../../../src/tools/staticHost/staticServer.ts';

// A small document built for real and served on 127.0.0.1. Try-it as a reader uses it, with the mouse: the client's
// close button is above the site header, the chosen server and the token follow the reader to the next operation,
// and requests go through the configured `tryIt.proxyUrl` (a proxy speaking Scalar's `?scalar_url=` protocol) to a
// mock server. Its navigation: webhooks in their own section, distinct labels for operations without a summary, no
// Deprecations where nothing is deprecated.

const TOKEN = 'secret-token-13';
const documentText = (mockUrl: string) => `openapi: 3.1.0
info: { title: Try-it fixture, version: 1.0.0 }
servers:
  - url: https://api.example.invalid/v1
    description: Production (unreachable from the test)
  - url: ${mockUrl}
    description: Local mock
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
security:
  - bearer: []
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema: { type: array, items: { type: string, example: Rex } }
  /owners:
    get:
      operationId: listOwners
      summary: List owners
      responses:
        '200':
          description: The owners.
          content:
            application/json:
              schema: { type: array, items: { type: string, example: Ann } }
  /owners/{ownerId}/pets:
    parameters:
      - { name: ownerId, in: path, required: true, schema: { type: string } }
    get:
      tags: [owners]
      responses: { '204': { description: Listed. } }
    post:
      tags: [owners]
      responses: { '204': { description: Added. } }
  /owners/{ownerId}/pets/{petId}:
    parameters:
      - { name: ownerId, in: path, required: true, schema: { type: string } }
      - { name: petId, in: path, required: true, schema: { type: string } }
    delete:
      tags: [owners]
      responses: { '204': { description: Removed. } }
webhooks:
  petAdopted:
    post:
      tags: [pets]
      summary: Pet adopted
      responses: { '200': { description: Received. } }
`;

mkdirSync(join(ROOT, '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(ROOT, '.cache/builds', 'try-it-'));
const dist = join(work, 'dist');
let mock: MockServer;
let proxy: { server: Server; url: string; seen: { url: string; authorization?: string }[] };
let site: { server: Server; url: string };
let browser: Browser;
let built: { status: number | null; output: string };

before(async () => {
  // The mock answers whatever servers the document lists: started first, its port goes into the document.
  const openapiDir = join(work, 'openapi');
  mkdirSync(openapiDir, { recursive: true });
  const file = join(openapiDir, 'try-it.yaml');
  writeFileSync(file, documentText('http://127.0.0.1:1'));
  mock = await startMockServer(file, { port: 0 });
  writeFileSync(file, documentText(mock.url));
  proxy = await startProxy();
  const config = join(work, 'site.config.json');
  writeFileSync(config, JSON.stringify({ tryIt: { proxyUrl: proxy.url } }));
  built = astroBuildSync({ SITE_CONFIG: config, OPENAPI_DIR: openapiDir, OUT_DIR: dist });
  site = await serveStatic(dist);
  browser = await chromium.launch(chromiumLaunchOptions);
});

after(async () => {
  await browser?.close();
  site?.server.close();
  proxy?.server.close();
  await mock?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A CORS proxy the way Scalar's proxy works: the target in `scalar_url`, the answer with CORS headers. */
async function startProxy(): Promise<typeof proxy> {
  const seen: (typeof proxy)['seen'] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': '*',
    'access-control-expose-headers': '*',
  };
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('scalar_url') ?? '';
    seen.push({ url: target, authorization: request.headers.authorization });
    const answer = await fetch(target, {
      method: request.method,
      headers: request.headers.authorization ? { authorization: request.headers.authorization } : {},
    });
    response.writeHead(answer.status, { ...cors, 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function openTryIt(page: Page) {
  await page.getByRole('button', { name: 'Try it', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Megabytes of JavaScript on a busy two-core machine: it may take seconds to start.
  await dialog.waitFor({ timeout: 30_000 });
  return dialog;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('try it, with the mouse', () => {
  it('builds', () => assert.equal(built.status, 0, built.output.slice(-3000)));

  for (const width of [1280, 390]) {
    it(`closes with a click on its close button at ${width} px: not the theme toggle, focus back on "Try it"`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${site.url}/operations/list-pets/`);
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      const dialog = await openTryIt(page);
      // A plain click: Playwright refuses it when another element (the header) would receive it.
      await dialog.getByRole('button', { name: 'Close Client' }).click({ timeout: 5_000 });
      await assertClosed(page, theme);
      await page.close();
    });
  }

  it('sends through the proxy; the server and the token hold on the next operation, for the browser session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/operations/list-pets/`);
    let dialog = await openTryIt(page);
    await chooseMockServer(page);
    await setToken(page);
    await send(page, '/pets');
    await dialog.getByRole('button', { name: 'Close Client' }).click();
    await assertClosed(page);

    // The next operation, reached by the navigation.
    await page
      .locator('.navigation')
      .getByRole('link', { name: /List owners/ })
      .click();
    await page.waitForURL(/list-owners/);
    dialog = await openTryIt(page);
    await assert.doesNotReject(
      dialog
        .getByRole('button', { name: new RegExp(`^Server: ${escape(mock.url)}`) })
        .first()
        .waitFor(),
    );
    await send(page, '/owners');
    assert.deepEqual(await storedKeys(page, 'localStorage', /^tryit:credentials/), [], 'no credentials kept unasked');
    assert.equal((await storedKeys(page, 'sessionStorage', /^tryit:credentials/)).length, 1);
    await context.close();
  });

  it('keeps the token across browser sessions only when the reader ticks "remember"', async () => {
    const first = await browser.newContext();
    let page = await first.newPage();
    await page.goto(`${site.url}/operations/list-pets/`);
    // The Petstore names its servers: the field and the box are folded until the reader opens them.
    assert.equal(await page.getByLabel('Remember my credentials in this browser').isVisible(), false);
    await page.getByText('Server and credentials').click();
    await page.getByLabel('Remember my credentials in this browser').check();
    await openTryIt(page);
    await chooseMockServer(page);
    await setToken(page);
    await send(page, '/pets');
    await page.getByRole('dialog').getByRole('button', { name: 'Close Client' }).click();
    // A new session: a new context that starts with the first one's localStorage (and no sessionStorage).
    const state = await first.storageState();
    await first.close();
    const second = await browser.newContext({ storageState: state });
    page = await second.newPage();
    await page.goto(`${site.url}/operations/list-owners/`);
    // Ticked before, the box is in sight on the next page.
    assert.equal(await page.getByLabel('Remember my credentials in this browser').isVisible(), true);
    assert.equal(await page.getByLabel('Remember my credentials in this browser').isChecked(), true);
    await openTryIt(page);
    await send(page, '/owners');
    // Unticked, the stored credentials go.
    await page.getByRole('dialog').getByRole('button', { name: 'Close Client' }).click();
    await page.getByLabel('Remember my credentials in this browser').uncheck();
    assert.deepEqual(await storedKeys(page, 'localStorage', /^tryit:credentials/), []);
    await second.close();
  });
});

describe('the navigation of a small document', () => {
  const navigationOf = async (path: string) => {
    const page = await browser.newPage();
    await page.goto(`${site.url}${path}`);
    return { page, nav: page.locator('.navigation') };
  };

  it('lists webhooks in their own section, tagged or not, and not under their tag', async () => {
    const { page, nav } = await navigationOf('/operations/list-pets/');
    const section = nav.locator('section').filter({ has: page.getByRole('heading', { name: 'Webhooks' }) });
    assert.deepEqual(await section.getByRole('link').allInnerTexts(), ['POST\nPet adopted']);
    assert.equal(await nav.locator('[data-nav-tag="pets"]').getByText('Pet adopted').count(), 0);
    await page.close();
  });

  it('labels operations without a summary by what tells their paths apart, the full path on hover', async () => {
    const { nav, page } = await navigationOf('/operations/list-owners/');
    const entries = await nav
      .locator('.nav-operation a > span:not([class])')
      .evaluateAll((spans) => spans.map((span) => [span.textContent, span.getAttribute('title')]));
    for (const expected of [
      ['…/pets', 'GET /owners/{ownerId}/pets'],
      ['…/pets', 'POST /owners/{ownerId}/pets'],
      ['…/pets/{petId}', 'DELETE /owners/{ownerId}/pets/{petId}'],
    ])
      assert.ok(
        entries.some(([text, title]) => text === expected[0] && title === expected[1]),
        JSON.stringify(entries),
      );
    await page.close();
  });

  it('has no Deprecations page, link or entry when nothing is deprecated', async () => {
    const { page, nav } = await navigationOf('/');
    assert.equal(await nav.getByRole('link', { name: 'Deprecations' }).count(), 0);
    assert.equal(await page.locator('a[href*="deprecations"]').count(), 0);
    assert.equal(existsSync(join(dist, 'deprecations')), false);
    await page.close();
  });
});

async function assertClosed(page: Page, theme?: string) {
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  if (theme !== undefined)
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, 'the theme changed');
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    'Try it',
    'focus is back on the button that opened try-it',
  );
}

/** The client starts on the document's first server (unreachable here); the reader picks the mock. */
async function chooseMockServer(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: /^Server: https:\/\/api\.example\.invalid/ })
    .first()
    .click();
  await dialog.getByText(mock.url, { exact: true }).click();
}

/** Types the bearer token in the client's authentication section. */
async function setToken(page: Page) {
  const dialog = page.getByRole('dialog');
  const field = dialog.getByPlaceholder('Token').first();
  await field.click();
  await page.keyboard.type(TOKEN);
}

/** Sends with the mouse and waits until the proxy forwarded the request, with the token, and the mock answered it. */
async function send(page: Page, path: string) {
  const before = proxy.seen.length;
  const answered = () => mock.requests.filter((line) => line === `GET ${path}`).length;
  const answeredBefore = answered();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^Send get request to ${escape(mock.url)}${escape(path)}`, 'i') })
    .first()
    .click();
  // The proxy records a request before it forwards it: wait for the mock too.
  for (let i = 0; i < 150 && answered() === answeredBefore; i++) await page.waitForTimeout(100);
  assert.deepEqual(proxy.seen.slice(before), [{ url: `${mock.url}${path}`, authorization: `Bearer ${TOKEN}` }]);
  assert.equal(answered(), answeredBefore + 1, mock.requests.join('\n'));
}

async function storedKeys(page: Page, storage: 'localStorage' | 'sessionStorage', pattern: RegExp) {
  const keys = await page.evaluate((name) => Object.keys(window[name]), storage);
  return keys.filter((key) => pattern.test(key));
}
