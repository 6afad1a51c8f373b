import { expect, test } from '@playwright/test';

// Markup written on every page of a large API is paid thousands of times (docs/performance.md, "Page bytes"): the
// built Petstore pages carry none of what the browser can make or the stylesheet can draw, and still look and
// behave the same.

const OPERATION = '/operations/create-pet/';
const html = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  (await request.get(path)).text();

test('header icons are drawn by the stylesheet, and follow the theme', async ({ page, request }) => {
  const source = await html(request, OPERATION);
  expect(source).not.toContain('<svg');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(OPERATION);
  const mask = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).maskImage);
  for (const selector of ['.nav-toggle .icon', '.search-button .icon', '.theme-toggle .icon']) {
    await expect(page.locator(selector)).toBeVisible();
    expect(await mask(selector), selector).toContain('data:image/svg+xml');
    const box = (await page.locator(selector).boundingBox())!;
    expect(box.width, selector).toBeGreaterThanOrEqual(16);
  }
  const system = await mask('.theme-toggle .icon');
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  const dark = await mask('.theme-toggle .icon');
  expect(dark).not.toBe(system);
  await page.locator('.theme-toggle').click();
  expect(await mask('.theme-toggle .icon')).not.toBe(dark);
});

test('the search dialog is made when search first opens, labelled as before', async ({ page, request }) => {
  expect(await html(request, OPERATION)).not.toContain('<dialog');
  await page.goto(OPERATION);
  await expect(page.locator('[data-search-dialog]')).toHaveCount(0);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: 'Search operations, models and guides' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('placeholder', 'Search operations, paths, models, guides…');
  await expect(dialog.getByRole('listbox', { name: 'Search results' })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.locator('[data-search-open]').click();
  await expect(page.locator('[data-search-dialog]')).toHaveCount(1);
  await expect(dialog).toBeVisible();
});

test('a search closed before its code has loaded stays closed when the code comes', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/_astro\/searchDialog\.[^/]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(OPERATION);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => requested).toBe(true);
  const loaded = page.waitForResponse(/\/_astro\/searchDialog\.[^/]+\.js$/);
  release();
  await loaded;
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  await page.locator('[data-search-open]').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.type('pet');
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

test('field tables, headings, navigation and scripts carry no attribute or element the page does not need', async ({
  page,
  request,
}) => {
  const source = await html(request, OPERATION);
  const main = source.slice(source.indexOf('<main'));
  // Field rows: the name cell and the type cell without classes or wrappers of their own.
  expect(main).toMatch(/<tr id="request-body\.name"><td><code>name<\/code>/);
  expect(main).not.toContain('class="property-name"');
  expect(main).not.toMatch(/<td><span class="type">/);
  expect(main).not.toContain('scope="col"');
  // Heading permalinks: named by their label, one element each.
  expect(main).toMatch(/<a class="heading-anchor" href="#[^"]+" aria-label="Permalink to “[^”]+”">#<\/a>/);
  expect(main).not.toContain('<span class="visually-hidden">Permalink');
  // The document's tags: data-nav-tag says what they are.
  expect(source).toMatch(/<li data-nav-tag="[^"]+"><a /);
  expect(source).not.toContain('class="nav-tag"');
  // No scoped-style attributes; one module script for the frame and the reading aids, beside search, samples, try-it.
  expect(source).not.toContain('data-astro-cid-');
  expect([...source.matchAll(/<script type="module"/g)].length).toBeLessThanOrEqual(4);

  // And the page still reads the same: names bold, types in the code font, field links after the name.
  await page.goto(OPERATION);
  const row = page.locator('[id="request-body.name"]');
  expect(
    await row
      .locator('td')
      .first()
      .locator('code')
      .evaluate((el) => getComputedStyle(el).fontWeight),
  ).toBe('600');
  const type = row.locator('td').nth(1);
  expect(await type.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  await expect(row.locator('td').first().locator('a.field-link')).toHaveAttribute('href', '#request-body.name');
  const tag = page.locator('.navigation [data-nav-tag] > a').first();
  expect(await tag.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('550');
});
