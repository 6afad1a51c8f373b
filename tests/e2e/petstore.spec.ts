import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { load } from 'js-yaml';
import { SEED_GROUPS, SEED_MODELS, SEED_VALUE_MODELS } from './seed.ts';
import { watchErrors } from './console.ts';

const document = load(readFileSync('openapi/petstore.yaml', 'utf8')) as any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const documentOperations = Object.entries(document.paths).flatMap(([path, item]: [string, any]) =>
  METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
);

test('every operation of the Petstore is reachable from navigation', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const links = await page
    .locator('.navigation .nav-operation a')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links.length).toBe(documentOperations.length);
  const reached = new Set<string>();
  for (const link of links) {
    await page.goto(link);
    const operation = page.locator('[data-operation]');
    await expect(operation).toHaveCount(1);
    reached.add((await operation.getAttribute('data-operation'))!);
    await expect(page.locator('.operation-title')).toBeVisible();
  }
  expect([...reached].sort()).toEqual([...documentOperations].sort());
  expect(errors).toEqual([]);
});

test('"Pets" and "Store" are navigation groups holding the tags that carry operations', async ({ page }) => {
  await page.goto('/');
  const groups = page.locator('[data-nav-group]');
  await expect(groups).toHaveCount(SEED_GROUPS.length);
  for (const group of document['x-tagGroups']) {
    const element = page.locator(`[data-nav-group="${group.name}"]`);
    await expect(element.locator('h2')).toHaveText(group.name);
    const tags = await element
      .locator('[data-nav-tag]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-tag')));
    expect(tags).toEqual(group.tags);
  }
  // A group tag is never rendered as a tag, and never as an empty list.
  for (const name of SEED_GROUPS) await expect(page.locator(`[data-nav-tag="${name}"]`)).toHaveCount(0);
});

test('each model shows its fields with their required flags', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Models' }).first().click();
  // allTextContents does not wait: the models index must have loaded first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Models');
  const names = await page.locator('.schema-index td:first-child a').allTextContents();
  expect(names.sort()).toEqual([...Object.keys(SEED_MODELS), ...SEED_VALUE_MODELS].sort());
  for (const [name, fields] of Object.entries(SEED_MODELS)) {
    await page.goto('/schemas/');
    await page.locator('.schema-index td:first-child').getByRole('link', { name, exact: true }).click();
    const schema = page.locator(`[data-schema="${name}"]`);
    await expect(schema).toHaveCount(1);
    const rows = await schema
      .locator('[data-property]')
      .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-property'), tr.getAttribute('data-required')]));
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(Object.entries(fields).map(([f, r]) => [f, String(r)])),
    );
  }
  await page.goto('/schemas/pet-status/');
  await expect(page.locator('[data-schema="PetStatus"] .schema-enum')).toHaveText(
    'Allowed values: available, pending, sold',
  );
  await page.goto('/schemas/pets/');
  await expect(page.locator('[data-schema="Pets"] .schema-type')).toHaveText('Type: array of Pet');
  expect(errors).toEqual([]);
});

test('the overview shows title, version, servers and groups; a full-page screenshot is kept', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText(document.info.title);
  await expect(page.locator('.overview-meta')).toContainText('v1.0.0');
  await expect(page.locator('.servers')).toContainText(document.servers[0].url);
  for (const name of SEED_GROUPS) await expect(page.locator('.group-card h3', { hasText: name })).toBeVisible();
  const path = testInfo.outputPath('petstore-overview.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('petstore-overview', { path, contentType: 'image/png' });
  await page.goto('/operations/get-pet/');
  const operationShot = testInfo.outputPath('petstore-get-pet.png');
  await page.screenshot({ path: operationShot, fullPage: true });
  await testInfo.attach('petstore-get-pet', { path: operationShot, contentType: 'image/png' });
});
