import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { slugify } from '../../src/shared/slug.ts';

// axe-core on the four kinds of reading page, in both themes (the dark one for the rules that read colours), with
// the search dialog and the mobile drawer open too: no serious or critical violation.

const openapi = load(readFileSync('openapi/petstore.yaml', 'utf8')) as any;
/** The guides the site was built with (src/content/guides), by the slug the site gives them. */
const guideSlugs = existsSync('src/content/guides')
  ? readdirSync('src/content/guides')
      .filter((name) => name.endsWith('.md'))
      .map((name) => slugify(name.slice(0, -3)))
  : [];

const PAGES: [string, string][] = [
  ['overview', '/'],
  ['operation', '/operations/get-pet/'],
  ['operation with a request body', '/operations/create-pet/'],
  ['schema', '/schemas/pet/'],
  ['models index', '/schemas/'],
  ['deprecations', '/deprecations/'],
  ['not found', '/no-such-page/'],
];
for (const slug of guideSlugs) PAGES.push([`guide ${slug}`, `/guides/${slug}/`]);

/**
 * The rules that read colours: the dark theme changes the colours alone (the markup is the light theme's, which
 * every rule checks), so its pages are checked for these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, theme: 'light' | 'dark') {
  const axe = new AxeBuilder({ page });
  const results = await (
    theme === 'light'
      ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      : axe.withRules(COLOUR_RULES)
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

test('the Petstore document names the operation and schema the checks visit', () => {
  expect(openapi.paths['/pets/{petId}'].get).toBeTruthy();
  expect(openapi.paths['/pets'].post).toBeTruthy();
  expect(openapi.components.schemas.Pet).toBeTruthy();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const [name, path] of PAGES) {
      test(`${name} (${path}) has no serious or critical axe violation`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page, theme)).toEqual([]);
      });
    }

    test('the open search dialog with results has no serious or critical axe violation', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/operations/list-pets/');
      await page.keyboard.press('/');
      await page.getByRole('combobox').fill('pet');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page, theme)).toEqual([]);
    });

    test('the open navigation drawer on a small screen has no serious or critical axe violation', async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/operations/list-pets/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#sidebar')).toBeVisible();
      expect(await seriousViolations(page, theme)).toEqual([]);
    });
  });
}
