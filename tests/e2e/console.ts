import type { Page } from '@playwright/test';

/** Collects console errors and failed requests of a page, for a test to assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`${page.url()}: failed ${request.url()}`));
  return errors;
}
