import type { Page } from '@playwright/test';

/** Collects console errors and failed requests of a page, for a test to assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away aborts requests still under way (the favicon, say): that is no error of the page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`${page.url()}: failed ${request.url()}`);
  });
  return errors;
}
