import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { astroBuildSync, buildDir } from '../support/astroBuild.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { watchErrors } from './console.ts';

// The Pet Shop in three versions (tests/fixtures/versions), built here once and served on an ephemeral port of
// 127.0.0.1 beside the Petstore's test server: the header's version switcher with a mouse, on the same operation
// or falling back to the other version's overview, at 390 px too; the Changes page and its badges, axe-clean in
// both themes.

test.describe.configure({ mode: 'serial' });

let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const out = buildDir('e2e-versions');
  const config = join(out, '..', `${out.split('/').pop()}.config.json`);
  writeFileSync(config, '{}\n');
  const built = astroBuildSync({ SITE_CONFIG: config, OPENAPI_DIR: 'tests/fixtures/versions', OUT_DIR: out });
  expect(built.status, built.output.slice(-2000)).toBe(0);
  ({ server, url: origin } = await serveStatic(out));
});

test.afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Opens the header's switcher with the mouse and clicks a version. */
async function switchTo(page: Page, version: string) {
  const switcher = page.locator('[data-version-switcher]');
  await switcher.locator('summary').click();
  const link = switcher.locator(`a[data-version="${version}"]`);
  await expect(link).toBeVisible();
  await link.click();
}

test('the switcher keeps the reader on the same operation in another version', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${origin}/v/2.0.0/operations/get-pet/`);
  await expect(page.locator('[data-older-version]')).toContainText('2.0.0');
  await switchTo(page, '2.1.0');
  await expect(page).toHaveURL(`${origin}/operations/get-pet/`);
  await expect(page.locator('[data-operation="GET /pets/{petId}"]')).toBeVisible();
  await expect(page.locator('[data-older-version]')).toHaveCount(0);
  await switchTo(page, '1.0.0');
  await expect(page).toHaveURL(`${origin}/v/1.0.0/operations/get-pet/`);
  await expect(page.locator('[data-operation="GET /pets/{petId}"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the switcher falls back to the other version’s overview when the page is not there', async ({ page }) => {
  await page.goto(`${origin}/operations/place-order/`);
  await switchTo(page, '1.0.0');
  await expect(page).toHaveURL(`${origin}/v/1.0.0/`);
  await expect(page.locator('h1')).toHaveText('Pet Shop');
  // The banner of an older version leads back: to the latest's overview, as this page's latest.
  await page.goto(`${origin}/v/1.0.0/operations/delete-pet/`);
  await page.locator('[data-latest-link]').click();
  await expect(page).toHaveURL(`${origin}/`);
});

test('at 390 px the switcher fits the screen and works with a tap-sized click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/v/2.0.0/schemas/order/`);
  const summary = page.locator('[data-version-switcher] summary');
  await expect(summary).toBeVisible();
  await summary.click();
  const menu = page.locator('[data-version-switcher] nav');
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await menu.locator('a[data-version="2.1.0"]').click();
  await expect(page).toHaveURL(`${origin}/schemas/order/`);
  await expect(page.locator('[data-schema="Order"]')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Changes page and an operation's badges have no serious axe violation (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const path of ['/changes/', '/operations/list-orders/', '/v/1.0.0/operations/delete-pet/']) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.locator('[data-version-switcher] summary').click();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
    await page.goto(`${origin}/changes/`);
    await expect(page.locator('[data-change][data-breaking="true"]').first()).toBeVisible();
  });
}
