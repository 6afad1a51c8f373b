import type { Page } from '@playwright/test';

/**
 * Records every `securitypolicyviolation` event a page raises (the Content-Security-Policy blocked something),
 * in every document the page loads; call it before the first navigation. The list fills as the page runs.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportPolicyViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      report(
        `${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  return violations;
}
