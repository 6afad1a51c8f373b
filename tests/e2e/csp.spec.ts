import { expect, test } from '@playwright/test';
import { watchPolicyViolations } from './policyViolations.ts';

/*
 * The site under its own Content-Security-Policy: src/tools/staticHost/staticServer.ts serves dist/ with the headers the
 * build wrote to _headers, and every page carries the same policy in a <meta> element. Reading, searching,
 * switching the theme and opening try-it raise no violation (sending a request is in operations.spec.ts, where
 * the mock server runs).
 */
test('the build serves a strict policy: scripts only from the site and by hash, never unsafe-inline or eval', async ({
  request,
}) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'];
  expect(policy, 'the server sends the policy _headers gives').toBeTruthy();
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([n, ...v]) => [n, v]),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  const scripts = directives.get('script-src')!;
  expect(scripts[0]).toBe("'self'");
  // The site's files, WebAssembly (Pagefind), and the inline scripts by their hash: nothing else.
  const hashes = scripts.slice(1).filter((source) => source !== "'wasm-unsafe-eval'");
  expect(hashes.length).toBeGreaterThan(0);
  expect(
    hashes.every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    scripts.join(' '),
  ).toBe(true);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
  expect(response.headers()['permissions-policy']).toBeTruthy();
  const html = await response.text();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(meta, 'the page carries the policy for hosts without headers').toBeTruthy();
  expect(meta!.replaceAll('&#39;', "'")).toBe(policy.replace(/; frame-ancestors [^;]*/, ''));
});

test('reading, searching, switching the theme and opening try-it raise no policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  await page.locator('.navigation .nav-operation a').first().click();
  await expect(page.locator('[data-operation]').first()).toBeVisible();
  await page.goto('/schemas/pet/');

  await page.keyboard.press('/');
  await page.getByRole('combobox').fill('pet');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The theme control may cycle through a "system" choice first: click until the theme in use changes.
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  const toggle = page.locator('header').getByRole('button', { name: /theme/i }).first();
  for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) === before; i++) await toggle.click();
  await expect(html).not.toHaveAttribute('data-theme', before ?? '');

  await page.goto('/operations/list-pets/');
  await page.locator('[data-try-it]').getByRole('button', { name: 'Try it' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});
