import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { load } from 'js-yaml';
import { daysUntil, readableDate } from '../../src/presentation/dates.ts';
import { stringsFor } from '../../src/presentation/strings/catalog.ts';
import { startMockServer, type MockServer } from '../../src/tools/mock/mockServer.ts';
import { measurePageJavaScript } from '../../src/tools/chromium/pageWeight.ts';
import { watchErrors } from './console.ts';
import { watchPolicyViolations } from './policyViolations.ts';

/*
 * Operations on the Petstore site (dist/, built from openapi/petstore.yaml): deprecation and sunset, stability
 * badges, code samples, and the try-it panel against a mock of the same document. Every expectation is read
 * from the document, not written here.
 */
const DOCUMENT_FILE = 'openapi/petstore.yaml';
const document = load(readFileSync(DOCUMENT_FILE, 'utf8')) as any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface DocOperation {
  key: string;
  method: string;
  path: string;
  op: any;
}
const operations: DocOperation[] = Object.entries(document.paths).flatMap(([path, item]: [string, any]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    key: `${method.toUpperCase()} ${path}`,
    method,
    path,
    op: item[method],
  })),
);
const hidesTryIt = (node: any) => node['x-hideTryItPanel'] === true || node['x-hideReplay'] === true;
const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
const samplesOf = (op: any): any[] => op['x-codeSamples'] ?? op['x-code-samples'] ?? [];

/** Operation key → page URL, found by following every navigation link once per worker. */
let pageOf: Map<string, string>;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  const links = await page
    .locator('.navigation .nav-operation a')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  pageOf = new Map();
  for (const link of links) {
    await page.goto(link);
    const key = await page.locator('[data-operation]').getAttribute('data-operation');
    if (key) pageOf.set(key, new URL(link).pathname);
  }
  await page.close();
  expect([...pageOf.keys()].sort()).toEqual(operations.map((o) => o.key).sort());
});

/** Console errors, page errors and failed requests, except those a quick navigation aborts (a favicon, say). */
function watchPageErrors(page: Page): string[] {
  const errors = watchErrors(page);
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') return;
    const at = errors.lastIndexOf(`${page.url()}: failed ${request.url()}`);
    if (at >= 0) errors.splice(at, 1);
  });
  return errors;
}

async function open(page: Page, key: string) {
  await page.goto(pageOf.get(key)!);
  return page.locator(`[data-operation="${key}"]`);
}

test('a deprecated operation warns with its sunset date, is marked in navigation and listed on the Deprecations page', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const deprecated = operations.filter(({ op }) => op.deprecated === true);
  expect(deprecated.map((o) => o.key)).toContain('GET /pets/{petId}');
  for (const { key, op } of operations) {
    const operation = await open(page, key);
    const warning = operation.locator('[data-deprecated]');
    if (op.deprecated !== true) {
      await expect(warning, key).toHaveCount(0);
      continue;
    }
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Deprecated');
    const navLink = page.locator('.nav-operation a[aria-current="page"]');
    await expect(navLink.locator('.deprecated-marker')).toBeVisible();
    if (op['x-sunset'] === undefined) continue;
    const sunset = isoDate(op['x-sunset']);
    await expect(warning).toHaveAttribute('data-sunset', sunset);
    await expect(warning.locator('time')).toHaveAttribute('datetime', sunset);
    await expect(warning).toContainText(readableDate(stringsFor('en'), sunset));
    // Built earlier today (or just before midnight): the count of days is the build's, within one day of now.
    const text = (await warning.textContent()) ?? '';
    const days = daysUntil(sunset);
    if (days > 1) {
      const shown = Number(/sunsets in (\d+) days/.exec(text)?.[1]);
      expect(Math.abs(shown - days), text).toBeLessThanOrEqual(1);
    } else if (days < 0) {
      expect(text).toContain('sunset passed on');
    }
  }

  await page.locator('.navigation').getByRole('link', { name: 'Deprecations' }).click();
  await expect(page.locator('h1')).toHaveText('Deprecations');
  const listed = await page.locator('.operation-list li .operation-path').allTextContents();
  const bySunset = [...deprecated].sort((a, b) =>
    isoDate(a.op['x-sunset'] ?? '9999').localeCompare(isoDate(b.op['x-sunset'] ?? '9999')),
  );
  expect(listed).toEqual(bySunset.map((o) => o.path));
  for (const { op } of deprecated.filter(({ op }) => op['x-sunset'] !== undefined)) {
    await expect(page.locator('.operation-list')).toContainText(
      readableDate(stringsFor('en'), isoDate(op['x-sunset'])),
    );
  }
  expect(errors).toEqual([]);
});

test('stability badges show on the operation and in navigation, with their explanation on focus', async ({ page }) => {
  const withStability = operations.filter(({ op }) => typeof op['x-stability'] === 'string');
  expect(withStability.length).toBeGreaterThan(0);
  for (const { key, op } of operations) {
    const operation = await open(page, key);
    const badge = operation.locator('[data-stability]');
    if (typeof op['x-stability'] !== 'string') {
      await expect(badge, key).toHaveCount(0);
      continue;
    }
    const value = op['x-stability'].toLowerCase();
    await expect(badge).toHaveAttribute('data-stability', value);
    await expect(badge).toContainText(value, { ignoreCase: true });
    const tooltip = page.locator(`#${await badge.getAttribute('aria-describedby')}`);
    await expect(tooltip).toBeHidden();
    await badge.focus();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute('role', 'tooltip');
    expect((await tooltip.textContent())?.length).toBeGreaterThan(10);
    await badge.blur();
    await expect(tooltip).toBeHidden();
    await badge.hover();
    await expect(tooltip).toBeVisible();
    await expect(page.locator('.nav-operation a[aria-current="page"]')).toContainText(value);
  }
});

test('every x-codeSamples entry is highlighted in its own tab; tabs switch; copy puts the source on the clipboard', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const withSamples = operations.filter(({ op }) => samplesOf(op).length > 0);
  expect(withSamples.length).toBeGreaterThan(0);
  for (const { key, op } of withSamples) {
    const operation = await open(page, key);
    const expected = samplesOf(op);
    // The document's own samples come first; generated ones for the configured languages they do not cover follow.
    const figures = operation.locator('[data-code-sample]');
    await expect(operation.locator('[data-code-sample]:not([data-generated])')).toHaveCount(expected.length);
    const total = await figures.count();
    for (let index = expected.length; index < total; index++)
      await expect(figures.nth(index)).toHaveAttribute('data-generated', '');
    const tabs = operation.locator('.code-samples').getByRole('tab');
    await expect(tabs).toHaveCount(total);
    for (const [index, sample] of expected.entries())
      await expect(tabs.nth(index)).toHaveText(sample.label ?? sample.lang);
    for (const [index, sample] of expected.entries()) {
      const figure = figures.nth(index);
      await expect(figure).toHaveAttribute('data-lang', sample.lang);
      await expect(figure).toHaveAttribute('data-label', sample.label ?? sample.lang);
      await expect(figure).not.toHaveAttribute('data-generated');
      await expect(figure.locator('pre.shiki')).toHaveCount(1);
      // Highlighted: shiki coloured at least one token otherwise than the block's own text.
      const colored = await figure
        .locator('pre.shiki')
        .evaluate((pre) =>
          [...pre.querySelectorAll('span')].some(
            (span) => getComputedStyle(span).color !== getComputedStyle(pre).color,
          ),
        );
      expect(colored).toBe(true);

      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(figure).toBeVisible();
      for (let other = 0; other < total; other++) if (other !== index) await expect(figures.nth(other)).toBeHidden();
      expect((await figure.locator('pre').innerText()).trimEnd()).toBe(sample.source.trimEnd());

      await figure.getByRole('button', { name: /copy/i }).click();
      await expect(figure.getByRole('button', { name: /copy/i })).toHaveText('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.trimEnd()).toBe(sample.source.trimEnd());
    }
  }
  // The reader's choice of tab carries over to the next operation.
  const [first, second] = withSamples;
  const lastLabel = samplesOf(first.op).at(-1).label;
  await open(page, first.key);
  await page.getByRole('tab', { name: lastLabel }).click();
  await open(page, second.key);
  await expect(page.getByRole('tab', { name: lastLabel })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('an operation without x-codeSamples gets generated cURL, JavaScript and Python samples', async ({ page }) => {
  const without = operations.filter(({ op }) => samplesOf(op).length === 0);
  expect(without.length).toBeGreaterThan(0);
  for (const { key, method, path } of without) {
    const operation = await open(page, key);
    const figures = operation.locator('[data-code-sample][data-generated]');
    await expect(figures).toHaveCount(3);
    await expect(figures.locator('pre.shiki')).toHaveCount(3);
    const curl = await figures.first().locator('pre').textContent();
    expect(curl).toContain('curl');
    expect(curl).toContain(document.servers[0].url);
    expect(curl).toContain(path.replace(/\{[^}]+\}.*$/, ''));
    if (method !== 'get')
      expect(curl, key).toMatch(new RegExp(`--request ${method.toUpperCase()}|-X ${method.toUpperCase()}`));
  }
});

test.describe('try it', () => {
  test.describe.configure({ mode: 'serial' });
  let mock: MockServer;
  const mockServer = document.servers.find((server: any) => new URL(server.url).hostname === '127.0.0.1');

  test.beforeAll(async () => {
    expect(mockServer, 'the Petstore lists a server on 127.0.0.1').toBeTruthy();
    mock = await startMockServer(DOCUMENT_FILE, { port: Number(new URL(mockServer.url).port) });
  });
  test.afterAll(async () => mock?.close());

  test('x-hideTryItPanel removes the panel only where it is set; code samples stay', async ({ page }) => {
    const hidden = operations.filter(({ op }) => hidesTryIt(op) || hidesTryIt(document));
    expect(hidden.map((o) => o.key)).toContain('GET /store/orders');
    for (const { key, op } of operations) {
      const operation = await open(page, key);
      await expect(operation.locator('[data-try-it]'), key).toHaveCount(hidesTryIt(op) ? 0 : 1);
      await expect(operation.locator('[data-code-sample]').first()).toBeVisible();
    }
  });

  test('a reading page requests no Scalar script; opening try-it loads it and sends a real request to the mock server', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    const violations = await watchPolicyViolations(page);
    const target = operations.find(
      ({ op, method, path }) => method === 'get' && !hidesTryIt(op) && !path.includes('{'),
    )!;
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    const weight = await measurePageJavaScript(page, pageOf.get(target.key)!);
    await testInfo.attach('page-javascript.json', {
      body: JSON.stringify(weight, null, 2),
      contentType: 'application/json',
    });
    console.log(
      `${target.key}: ${weight.totalGzipBytes} B of gzipped JavaScript on load (${weight.scripts.length} scripts)`,
    );
    expect(requests.map((request) => request.url()).filter((url) => url.includes('/_tryit/'))).toEqual([]);
    expect(weight.scripts.filter((script) => /scalar|_tryit/i.test(script.source))).toEqual([]);

    const operation = page.locator(`[data-operation="${target.key}"]`);
    await operation.locator('[data-try-it]').getByRole('button', { name: 'Try it' }).click();
    const dialog = page.getByRole('dialog');
    // The client is megabytes of JavaScript: on a busy two-core machine it can take several seconds to start.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    expect(requests.some((request) => /\/_tryit\/[^/]+\/client\.js$/.test(request.url()))).toBe(true);
    await expect(dialog).toContainText(target.op.summary);

    await dialog
      .getByRole('button', { name: new RegExp(document.servers[0].url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) })
      .first()
      .click();
    await dialog.getByText(mockServer.url, { exact: true }).click();
    const send = dialog.getByRole('button', {
      name: new RegExp(`^Send ${target.method} request to ${mockServer.url}`, 'i'),
    });
    await send.click();
    await expect
      .poll(() => mock.requests.filter((line) => line.startsWith(`${target.method.toUpperCase()} ${target.path}`)), {
        timeout: 15_000,
      })
      .toHaveLength(1);
    await expect(dialog).toContainText('200 OK', { timeout: 15_000 });
    expect(violations, "the request went out under the site's Content-Security-Policy").toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(operation.locator('[data-try-it]').getByRole('button', { name: 'Try it' })).toBeFocused();

    const outside = requests
      .map((request) => new URL(request.url()))
      .filter((url) => url.protocol !== 'data:' && url.hostname !== '127.0.0.1');
    expect(outside.map(String)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the site serves the document as JSON beside the overview', async ({ request }) => {
  const response = await request.get('openapi.json');
  expect(response.ok()).toBe(true);
  // YAML dates (x-sunset: 2027-06-30) stay dates as written, not timestamps.
  const expected = JSON.parse(JSON.stringify(document), (_key, value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value) ? value.slice(0, 10) : value,
  );
  expect(await response.json()).toEqual(expected);
});
