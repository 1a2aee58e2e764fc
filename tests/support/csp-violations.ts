import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation a page reports, from the console and from
 * `securitypolicyviolation` events: violations a script catches itself (zod's eval probe) never
 * reach the console. Call before the page navigates.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile} ${e.sample}`,
      ),
    ),
  );
  return violations;
}
