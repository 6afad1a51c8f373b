import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// "Use this page" on the built Petstore site: the page's Markdown twin, copied, viewed, or handed to an assistant.

test.describe('the "use this page" menu', () => {
  for (const path of ['/operations/get-pet/', '/schemas/pet/', '/guides/custom-domains/']) {
    test(`offers ${path} as Markdown, to copy, to view and to open in ChatGPT or Claude`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(path);
      const twinPath = `dist${path.replace(/\/$/, '.md')}`;
      const twinUrl = new URL(path.replace(/\/$/, '.md'), baseURL).href;
      await page.getByText('Use this page').click();
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
        'href',
        path.replace(/\/$/, '.md'),
      );
      for (const [name, start] of [
        ['Open in ChatGPT', 'https://chatgpt.com/?q='],
        ['Open in Claude', 'https://claude.ai/new?q='],
      ]) {
        const href = await page.getByRole('link', { name }).getAttribute('href');
        expect(href?.startsWith(start), `${name}: ${href}`).toBe(true);
        expect(decodeURIComponent(href!.slice(start.length))).toContain(twinUrl);
      }
      await page.getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(twinPath, 'utf8'));
    });
  }

  test('is not on listing pages, which have no twin', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Use this page')).toHaveCount(0);
  });
});
