import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { readdirSync, readFileSync } from 'node:fs';
import { codeTheme } from '../../src/presentation/highlight.ts';

// The page frame on the built Petstore site, with the mouse and on small screens: the three-state theme, the
// navigation drawer, printing, no sideways scrolling at 360–390 px, and search by operationId.

const openapi = load(readFileSync('openapi/petstore.yaml', 'utf8')) as any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(openapi.paths).flatMap(([path, item]: [string, any]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
);

const themeButton = (page: Page) => page.locator('.site-header [data-theme-toggle]');

test.describe('theme', () => {
  test('three states with the mouse: system (live), light, dark; the choice is remembered, "system" stores none', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/operations/list-pets/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: system');
    // "system" follows the device as it changes.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');

    // A highlighted token whose two themes differ (its class is one of the code theme's colour pairs) follows the
    // theme, and so does the text in the block's own colour.
    const { theme, colors } = await codeTheme();
    const pairs = colors.filter((c) => c.className && c.light !== c.dark && /^#[0-9a-f]{6}$/.test(c.light));
    const shown = await page.locator('.shiki span[class]').evaluateAll((spans) => spans.map((span) => span.className));
    const pair = pairs.find((c) => shown.includes(c.className!))!;
    const block = colors.find((c) => `var(${c.variable})` === theme.colors?.['editor.foreground'])!;
    const token = page.locator(`.shiki span.${pair.className}`).first();
    const color = () => token.evaluate((el) => getComputedStyle(el).color);
    const blockColor = () => token.evaluate((el) => getComputedStyle(el.closest('pre')!).color);
    const [light, dark] = [pair.light, pair.dark];
    const [blockLight, blockDark] = [block.light, block.dark];
    expect(await color()).toBe(rgb(light));
    expect(await blockColor()).toBe(rgb(blockLight));

    // Each click first shows a change: the other theme, then the system's own, then back to "system".
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName('Theme: dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 17, 23)');
    expect(await color()).toBe(rgb(dark));
    expect(await blockColor()).toBe(rgb(blockDark));
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName('Theme: light');
    await expect(html).toHaveAttribute('data-theme', 'light');

    // A chosen theme holds over a reload and a change of the device's setting.
    await page.reload();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(themeButton(page)).toHaveAccessibleName('Theme: light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName('Theme: dark');
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName('Theme: system');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.goto('/schemas/pet/');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test('at 390 px the drawer opens with a click and Escape closes it, focus back on the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/operations/get-pet/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(page.locator('#sidebar')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#sidebar')).toBeHidden();
  await expect(menu).toBeFocused();
  // From inside the drawer too.
  await menu.click();
  await page.locator('#sidebar a').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#sidebar')).toBeHidden();
  await expect(menu).toBeFocused();
});

test('printed, a page is its content alone: no frame, search, try-it or buttons; link addresses shown; code not cut', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/operations/create-pet/');
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.site-header', '#sidebar', '.page-menu', '[data-try-it]', 'main button']) {
    const shown = await page
      .locator(selector)
      .evaluateAll((elements) => elements.filter((e) => getComputedStyle(e).display !== 'none').length);
    expect(shown, selector).toBe(0);
  }
  await expect(page.locator('main h1')).toBeVisible();
  // Paper is white and text dark, whatever the theme.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  // Code too, in the block's own colour and in a token's.
  const pre = page.locator('main pre.shiki').first();
  for (const code of [pre, pre.locator('span[class]').first()])
    expect(await code.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(0, 0, 0)');
  // A link's address follows it.
  const link = page.locator('main a[href]:not([href^="#"])').first();
  const href = await link.getAttribute('href');
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  // Code wraps instead of being cut at the edge of a scrolling box.
  expect(
    await page
      .locator('main pre')
      .first()
      .evaluate((e) => [getComputedStyle(e).whiteSpace, e.scrollWidth <= e.clientWidth]),
  ).toEqual(['pre-wrap', true]);
  // Collapsed sections print open, and close again afterwards.
  const closed = page.locator('main details:not([open])');
  const collapsed = await closed.count();
  expect(collapsed).toBeGreaterThan(0);
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await expect(closed).toHaveCount(0);
  await page.evaluate(() => dispatchEvent(new Event('afterprint')));
  await expect(closed).toHaveCount(collapsed);
  // On screen again, the frame is back.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.site-header')).toBeVisible();
});

test.describe('no sideways scrolling on small screens', () => {
  const guides = readdirSync('src/content/guides', { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => `/guides/${entry.name.replace(/\.mdx?$/, '')}/`);
  for (const width of [360, 390]) {
    test(`at ${width} px: the overview, every operation, the models, a schema and every guide fit the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const operationPages = await page
        .locator('.navigation .nav-operation a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(operationPages).toHaveLength(operations.length);
      const tooWide: string[] = [];
      for (const path of ['/', ...operationPages, '/schemas/', '/schemas/pet/', ...guides]) {
        await page.goto(path);
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        if (scrollWidth > innerWidth) tooWide.push(`${path}: ${scrollWidth} px`);
      }
      expect(tooWide).toEqual([]);
    });
  }

  test('at 390 px field and parameter tables read as rows within the screen, every other table is a box of its own that scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const tables: string[] = [];
    for (const path of ['/operations/create-pet/', '/schemas/pet/', ...guides]) {
      await page.goto(path);
      const found = await page.locator('main table').evaluateAll((all) =>
        all.map((t) => {
          const rows = t.matches('.properties, .parameters');
          // A table laid out as rows fits; any other scrolls in its own box.
          const fits = rows ? t.scrollWidth <= t.clientWidth : getComputedStyle(t).overflowX === 'auto';
          return `${rows ? 'rows' : 'table'} ${fits && t.getBoundingClientRect().right <= innerWidth}`;
        }),
      );
      tables.push(...found.map((line) => `${path} ${line}`));
    }
    expect(tables.filter((line) => line.includes(' rows ')).length).toBeGreaterThan(0);
    expect(tables.filter((line) => !line.endsWith(' true'))).toEqual([]);
  });

  test('at 390 px a table that scrolls sideways is reached and scrolled with the keyboard; one that fits is no stop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const boxes: string[] = [];
    for (const path of guides) {
      await page.goto(path);
      const tables = page.locator('main table:not(.properties, .parameters)');
      for (const table of await tables.all()) {
        const scrolls = await table.evaluate((t) => t.scrollWidth > t.clientWidth);
        await expect
          .poll(() => table.getAttribute('tabindex'), {
            message: `${path}: a table that ${scrolls ? 'scrolls' : 'fits'}`,
          })
          .toBe(scrolls ? '0' : null);
        if (!scrolls) continue;
        boxes.push(path);
        await table.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => table.evaluate((t) => Math.abs(t.scrollLeft))).toBeGreaterThan(0);
      }
    }
    expect(boxes.length, 'a guide with a table wider than a phone').toBeGreaterThan(0);
  });
});

test('search: the exact operationId ranks its operation first', async ({ page }) => {
  const target = operations.find(({ op }) => op.operationId === 'getPet')!;
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('combobox').fill('getPet');
  const first = page.getByRole('option').first();
  await expect(first).toContainText(target.op.summary);
  await expect(first).toContainText(target.path);
  await first.click();
  await expect(page.locator(`[data-operation="GET ${target.path}"]`)).toBeVisible();
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
