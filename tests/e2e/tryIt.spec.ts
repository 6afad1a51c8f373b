import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { stringsFor } from '../../src/presentation/strings/catalog.ts';
import { astroBuildSync, buildDir } from '../support/astroBuild.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { watchErrors } from './console.ts';
import { watchPolicyViolations } from './policyViolations.ts';

// Try-it without a usable server, on a German site of two APIs built here (tests/fixtures/try-it): Kennel names no
// server, Lighthouse names one and site.config.json adds a staging server to it. The reader types a server of their
// own and reaches `npm run mock`; a failed request is explained; the close button keeps clear of the site's header
// (on the Petstore site of the other tests too, at three widths).

test.describe.configure({ mode: 'serial' });

const FIXTURES = 'tests/fixtures/try-it';
const STAGING = 'https://staging.lighthouse.example.org';
const KENNEL = '/kennel/operations/list-kennels/';
const LIGHTHOUSE = '/lighthouse/operations/list-lamps/';
const de = stringsFor('de');
const words = { panel: { ...de.tryIt }, client: { ...de.tryItClient } };
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), template);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

let origin: string;
let arabicOrigin: string;
let out: string;
let buildOutput: string;
const servers: Server[] = [];

/** The fixtures built with this configuration and served on 127.0.0.1: the folder, the build's output, the origin. */
async function buildSite(name: string, config: object) {
  const dir = buildDir(name);
  const file = join(dir, '..', `${basename(dir)}.config.json`);
  writeFileSync(file, JSON.stringify(config));
  const built = astroBuildSync({ SITE_CONFIG: file, OPENAPI_DIR: FIXTURES, OUT_DIR: dir, NO_COLOR: '1' });
  expect(built.status, built.output.slice(-2000)).toBe(0);
  const { server, url } = await serveStatic(dir);
  servers.push(server);
  return { dir, output: built.output, url };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const german = await buildSite('e2e-try-it', {
    locale: 'de',
    tryIt: { servers: [{ url: STAGING, description: 'Staging', api: 'lighthouse' }] },
  });
  ({ dir: out, output: buildOutput, url: origin } = german);
  // Right to left, for where the client's buttons go.
  arabicOrigin = (await buildSite('e2e-try-it-ar', { locale: 'ar' })).url;
});

test.afterAll(() => Promise.all(servers.map((server) => new Promise((closed) => server.close(closed)))));

/** A server of a test's own on a free port of 127.0.0.1, closed with the sites' servers: its URL. */
async function loopbackServer(answer: RequestListener): Promise<string> {
  const server = createServer(answer);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Opens the try-it client of the operation on the page, and its dialog. */
async function openClient(page: Page): Promise<Locator> {
  await page.locator('[data-try-it-open]').click();
  const dialog = page.getByRole('dialog');
  // The client is megabytes of JavaScript: on a busy two-core machine it can take several seconds to start.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** `npm run mock` for a document, on a free port of 127.0.0.1: its URL once it listens. */
async function startMock(document: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['scripts/mock.ts', document, '--port', '0'], { stdio: 'pipe' });
  let output = '';
  const url = await new Promise<string>((listening, failed) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const found = / on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) listening(found[1]);
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => failed(new Error(`npm run mock exited (${code}): ${output}`)));
  });
  return { url, process: child };
}

test('the build warns of the document without servers, at its line, with both fixes', () => {
  const warning = buildOutput.split('\n').find((line) => line.includes('kennel.yaml'));
  expect(warning, buildOutput.slice(-3000)).toBeTruthy();
  expect(warning).toContain(`${FIXTURES}/kennel.yaml:1:1: names no server (\`servers\`) for 3 of its operations`);
  expect(warning).toContain('"page not found"');
  expect(warning).toContain('"api": "kennel"');
  expect(buildOutput).not.toContain('lighthouse.yaml:1:1: names no server');
  // A server relative to wherever the document is served is the site itself: said, with the fix it needs.
  const relative = buildOutput.split('\n').find((line) => line.includes('buoys.yaml'));
  expect(relative, buildOutput.slice(-3000)).toContain(
    `${FIXTURES}/buoys.yaml:9:1 #/servers: names no server try-it can reach (\`servers\` names "/v1", relative to wherever ` +
      'the document is served) for its operation GET /buoys',
  );
  expect(relative).toContain("Give `servers` the API's absolute URL");
});

test('a relative server is no server; a scheme-relative one is called with https, allowed by the policy', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const violations = await watchPolicyViolations(page);
  await page.goto(`${origin}/buoys/operations/list-buoys/`);
  await expect(page.locator('[data-try-it-no-server]')).toHaveText(words.panel.noServer);
  await expect(page.locator('.try-it-intro')).not.toContainText('/v1');
  let dialog = await openClient(page);
  await expect(dialog.locator('[data-try-it-notes]')).toHaveText(fill(words.client.noServer, { site: origin }));
  await page.keyboard.press('Escape');

  const readings = 'https://readings.buoys.example.org/v1';
  const sent: string[] = [];
  await page.route(`${readings}/**`, (route) => {
    sent.push(route.request().url());
    return route.fulfill({ json: [3.5], headers: { 'access-control-allow-origin': '*' } });
  });
  await page.goto(`${origin}/buoys/operations/list-readings/`);
  await expect(page.locator('[data-try-it-no-server]')).toHaveCount(0);
  await expect(page.locator('.try-it-intro code').last()).toHaveText(readings);
  await expect(page.locator('pre', { hasText: 'curl' }).first()).toContainText(`${readings}/readings`);
  dialog = await openClient(page);
  await expect(dialog.locator('[data-try-it-notes]')).toHaveCount(0);
  await dialog.getByRole('button', { name: new RegExp(`an ${escape(readings)}/readings`) }).click();
  await expect(dialog).toContainText('3.5', { timeout: 15_000 });
  expect(sent).toEqual([`${readings}/readings`]);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the panel and the client say plainly that the document names no server, in the site’s language', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const violations = await watchPolicyViolations(page);
  await page.goto(`${origin}${LIGHTHOUSE}`);
  await expect(page.locator('[data-try-it-no-server]')).toHaveCount(0);
  await page.goto(`${origin}${KENNEL}`);
  await expect(page.locator('[data-try-it-no-server]')).toHaveText(words.panel.noServer);

  const dialog = await openClient(page);
  await expect(dialog.locator('[data-try-it-notes]')).toHaveText(fill(words.client.noServer, { site: origin }));
  // Scalar's own words in German too, and the dialog says so.
  await expect(dialog).toHaveAttribute('lang', 'de');
  await expect(dialog.locator('.app-exit-button')).toHaveAccessibleName('Client schließen');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a server typed under "Your server" reaches npm run mock, its answer shows, and it is remembered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mock = await startMock(`${FIXTURES}/kennel.yaml`);
  try {
    const errors = watchErrors(page);
    const violations = await watchPolicyViolations(page);
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(mock.url)) answers.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}${KENNEL}`);
    await page.getByLabel(words.panel.customServer).fill(`${mock.url}/`);
    const dialog = await openClient(page);
    await expect(dialog.locator('[data-try-it-notes]')).toHaveCount(0);
    // The mock asks for the document's bearer token, any will do.
    await dialog.getByPlaceholder('Token').fill('reader-token');
    await dialog.getByRole('button', { name: new RegExp(`an ${escape(mock.url)}/api/v1/kennels`) }).click();
    await expect(dialog).toContainText('200', { timeout: 15_000 });
    await expect(dialog).toContainText('North run');
    expect(answers).toEqual([`200 ${mock.url}/api/v1/kennels?limit=10`]);
    await page.keyboard.press('Escape');

    // Another page of the API: the field holds the server, and the client sends there.
    await page.goto(`${origin}/kennel/operations/get-kennel/`);
    await expect(page.getByLabel(words.panel.customServer)).toHaveValue(mock.url);
    const again = await openClient(page);
    await expect(again.getByRole('button', { name: new RegExp(`an ${escape(mock.url)}/`) })).toBeVisible();
    expect(violations, 'the mock on 127.0.0.1 is allowed by the site’s policy').toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    mock.process.kill();
  }
});

test('the servers the site adds to one API: in its panel, its client’s menu and the policy; not in another API’s', async ({
  page,
}) => {
  await page.goto(`${origin}${LIGHTHOUSE}`);
  await expect(page.locator('.try-it-intro')).toContainText(STAGING);
  const dialog = await openClient(page);
  await dialog
    .getByRole('button', { name: /lighthouse\.example\.net/ })
    .first()
    .click();
  const option = page.getByRole('button', { name: STAGING, exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await expect(dialog.getByRole('button', { name: new RegExp(`an ${escape(STAGING)}/lamps`) })).toBeVisible();

  await page.goto(`${origin}${KENNEL}`);
  await expect(page.locator('.try-it-intro')).not.toContainText(STAGING);
  const policy = readFileSync(join(out, '_headers'), 'utf8');
  const connect = /connect-src ([^;\n]+)/.exec(policy)![1].split(' ');
  expect(connect).toEqual(expect.arrayContaining(["'self'", STAGING, 'https://lighthouse.example.net']));
  expect(connect).toEqual(expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']));
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain(STAGING);
});

test('an operation with servers of its own is sent to its first, and to the one the reader types', async ({ page }) => {
  const KEEPERS = 'https://keepers.lighthouse.example.net';
  await page.goto(`${origin}/lighthouse/operations/list-keepers/`);
  await expect(page.locator('.try-it-intro')).toContainText(KEEPERS);
  const dialog = await openClient(page);
  await expect(dialog.getByRole('button', { name: new RegExp(`an ${escape(KEEPERS)}/keepers`) })).toBeVisible();
  await page.keyboard.press('Escape');

  const typed = 'http://127.0.0.1:9';
  await page.locator('[data-try-it-options] summary').click();
  await page.getByLabel(words.panel.customServer).fill(typed);
  const again = await openClient(page);
  await expect(again.getByRole('button', { name: new RegExp(`an ${escape(typed)}/keepers`) })).toBeVisible();
});

test('a failed request is explained in the site’s language: no answer the browser may read (CORS), or the policy', async ({
  page,
}) => {
  // A server on 127.0.0.1 that answers, but not to other sites: no CORS headers.
  const received: string[] = [];
  const plainUrl = await loopbackServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end('[]');
  });
  const violations = await watchPolicyViolations(page);
  await page.goto(`${origin}${KENNEL}`);
  await page.getByLabel(words.panel.customServer).fill(plainUrl);
  const dialog = await openClient(page);
  await dialog.getByRole('button', { name: new RegExp(`an ${escape(plainUrl)}/`) }).click();
  const notes = dialog.locator('[data-try-it-notes]');
  await expect(notes).toHaveText(fill(words.client.noAnswer, { origin: plainUrl }), { timeout: 15_000 });
  await expect(notes).toBeInViewport();
  expect(received.length, 'the request reached the server; its answer was withheld').toBeGreaterThan(0);
  expect(violations).toEqual([]);

  // A server the site's policy does not name: not contacted, and said why.
  const unlisted = 'https://api.unlisted.example';
  await page.keyboard.press('Escape');
  await page.getByLabel(words.panel.customServer).fill(unlisted);
  await openClient(page);
  await dialog.getByRole('button', { name: new RegExp(`an ${escape(unlisted)}/`) }).click();
  await expect(notes).toHaveText(fill(words.client.blockedByPolicy, { origin: unlisted }), { timeout: 15_000 });
  // One report per policy: the header's and the page's <meta>.
  expect(violations.length).toBeGreaterThan(0);
  for (const violation of violations) expect(violation).toContain(`connect-src blocked ${unlisted}/api/v1/kennels`);
  // Scalar's toast shows the same words, in place of "Failed to fetch".
  await expect(page.locator('.scalar-toaster')).toContainText(fill(words.client.blockedByPolicy, { origin: unlisted }));
});

test('an answer in a picture or a page is shown by the client, within the site’s policy', async ({ page }) => {
  // A server on 127.0.0.1 that answers every site (CORS) with a picture, then with an HTML page.
  const PIXEL = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const answers = [
    ['image/png', PIXEL],
    ['text/html', Buffer.from('<!doctype html><p>Kennel report</p>')],
  ] as const;
  let next = 0;
  const url = await loopbackServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return response.end();
    const [type, body] = answers[next++ % answers.length];
    response.setHeader('content-type', type);
    response.end(body);
  });
  const violations = await watchPolicyViolations(page);
  await page.goto(`${origin}${KENNEL}`);
  await page.getByLabel(words.panel.customServer).fill(url);
  const dialog = await openClient(page);
  const send = dialog.getByRole('button', { name: new RegExp(`an ${escape(url)}/`) });
  await send.click();
  const picture = dialog.locator('img[src^="blob:"]');
  await expect(picture).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await send.click();
  const frame = dialog.locator('iframe[src^="blob:"]');
  await expect(frame).toBeVisible({ timeout: 15_000 });
  await expect(page.frameLocator('iframe[src^="blob:"]').locator('p')).toHaveText('Kennel report');
  expect(violations).toEqual([]);
});

test('a typed address that is none is refused at the field, in the site’s language', async ({ page }) => {
  await page.goto(`${origin}${KENNEL}`);
  await page.getByLabel(words.panel.customServer).fill('api.example.com');
  await page.locator('[data-try-it-open]').click();
  await expect(page.locator('.try-it-status')).toHaveText(de.tryItStatus.invalidServer);
  await expect(page.getByLabel(words.panel.customServer)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the panel of a document without servers has no serious axe violation (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${origin}${KENNEL}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await new AxeBuilder({ page }).include('[data-try-it]').withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('right to left, a parameter’s name keeps clear of its "required" mark and a body reads left to right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto(`${arabicOrigin}/kennel/operations/get-kennel/`);
  let dialog = await openClient(page);
  await expect(dialog).toHaveAttribute('dir', 'rtl');
  const name = dialog.locator('.code-input-lite__editor', { hasText: /^kennel_id$/ });
  await expect(name).toBeVisible();
  // The name's own text, not its cell: the mark sits inside the cell, at one end.
  const [text, mark] = await name.evaluate((editor) => {
    const range = document.createRange();
    range.selectNodeContents(editor);
    const box = (rect: DOMRect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    return [
      box(range.getBoundingClientRect()),
      box(editor.closest('td')!.querySelector('.required')!.getBoundingClientRect()),
    ];
  });
  expect(mark.width, 'the required mark is shown').toBeGreaterThan(0);
  expect(overlap(text, mark), `name ${JSON.stringify(text)}, mark ${JSON.stringify(mark)}`).toBe(false);
  // The credential's label starts inside the window, as the rows' names do, not at its edge.
  const label = dialog.locator('label', { hasText: /\S/ }).first();
  await expect(label).toBeVisible();
  const [labelBox, dialogBox] = await Promise.all([label.boundingBox(), dialog.boundingBox()]);
  expect(dialogBox!.x + dialogBox!.width - (labelBox!.x + labelBox!.width)).toBeGreaterThanOrEqual(8);

  await page.goto(`${arabicOrigin}/kennel/operations/open-kennel/`);
  dialog = await openClient(page);
  const body = dialog.locator('.cm-editor').first();
  await expect(body).toContainText('"capacity"');
  expect(await body.evaluate((editor) => getComputedStyle(editor).direction)).toBe('ltr');
  // Its first line, `{`, starts at the editor's left end.
  const [line, editor] = await Promise.all([body.locator('.cm-line').first().boundingBox(), body.boundingBox()]);
  expect(line!.x - editor!.x).toBeLessThan(editor!.width / 4);
});

/** Whether two boxes share any point. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, site] of [
  [390, 'petstore'],
  [1280, 'petstore'],
  [1400, 'petstore'],
  [390, 'German'],
  [390, 'Arabic'],
  [1280, 'Arabic'],
] as const) {
  test(`the client's close button keeps clear of the theme button, in the client's window, at ${width} px (${site})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const pages = {
      petstore: '/operations/list-pets/',
      German: `${origin}${KENNEL}`,
      Arabic: `${arabicOrigin}${KENNEL}`,
    };
    await page.goto(pages[site]);
    const toggle = page.locator('[data-theme-toggle]');
    const dialog = await openClient(page);
    const close = dialog.locator('.app-exit-button');
    await expect(close).toBeVisible();
    const [closeBox, toggleBox, dialogBox, sidebarBox] = await Promise.all([
      close.boundingBox(),
      toggle.boundingBox(),
      dialog.boundingBox(),
      dialog.locator('.scalar-sidebar-toggle').boundingBox(),
    ]);
    // Apart, or the theme button is under the client's window (a header of two rows on a narrow screen), hidden.
    const clear = !overlap(closeBox!, toggleBox!) || overlap(toggleBox!, dialogBox!);
    expect(clear, `close ${JSON.stringify(closeBox)}, theme ${JSON.stringify(toggleBox)}`).toBe(true);
    // Nor on the client's own sidebar button.
    expect(
      overlap(closeBox!, sidebarBox!),
      `close ${JSON.stringify(closeBox)}, sidebar ${JSON.stringify(sidebarBox)}`,
    ).toBe(false);
    expect(closeBox!.x).toBeGreaterThanOrEqual(dialogBox!.x);
    expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(Math.min(dialogBox!.x + dialogBox!.width, width));
    expect(closeBox!.y).toBeGreaterThanOrEqual(dialogBox!.y);
    // Nothing covers it: the point at its centre is the button's.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.app-exit-button') !== null,
      { x: closeBox!.x + closeBox!.width / 2, y: closeBox!.y + closeBox!.height / 2 },
    );
    expect(hit).toBe(true);
    await close.click();
    await expect(dialog).toBeHidden();
  });
}
