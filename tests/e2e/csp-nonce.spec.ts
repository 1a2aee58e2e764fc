import { watchViolations } from '../support/csp-violations';
import { publicList } from './api-client';
import { ADMIN_STATE, blockExternal, expect, test, type Page } from './fixtures';

// The nonce-based script policy in the browser (proxy.ts, lib/security/csp.ts): the prerendered
// shell's scripts run by hash, the per-request ones by nonce, nothing is refused, and React
// hydrates (a link navigates client-side, which only a hydrated page does).

/**
 * Follows the first visible same-site link of the page and checks the document survived it:
 * a page that never hydrated would load the next one whole, dropping the marker.
 */
async function navigatesClientSide(page: Page, path: string) {
  await page.evaluate(() => Object.assign(window, { cspMarker: true }));
  const link = page
    .locator(
      `a[href^="/"]:not([href="${path}"]):not([href^="/api"]):not([href^="/uploads"]):not([href*="#"]):not([target]):not([download])`,
    )
    .filter({ visible: true })
    .first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  expect(await page.evaluate(() => 'cspMarker' in window), `${path} → ${href} without a full reload`).toBe(true);
}

async function expectCleanPage(page: Page, path: string) {
  const violations = await watchViolations(page);
  await blockExternal(page);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'/);
  await navigatesClientSide(page, path);
  await page.waitForLoadState('networkidle');
  expect(violations, path).toEqual([]);
}

test.describe('public pages', () => {
  let property = '';
  let news = '';
  test.beforeAll(async ({ request }) => {
    property = `/property/${(await publicList(request, 'limit=1')).data[0]._id}`;
    const list = (await (await request.get('/api/news?limit=1')).json()) as { data: Array<{ slug: string }> };
    news = `/news/${list.data[0].slug}`;
  });

  for (const path of ['/', '/listing', '/news', '/contact', '/login']) {
    test(`${path}: no CSP violation and the page hydrates`, async ({ page }) => expectCleanPage(page, path));
  }
  test('a property: no CSP violation and the page hydrates', async ({ page }) => expectCleanPage(page, property));
  test('a news item: no CSP violation and the page hydrates', async ({ page }) => expectCleanPage(page, news));
});

test.describe('admin', () => {
  test.use({ storageState: ADMIN_STATE });
  test('/admin: no CSP violation and the page hydrates', async ({ page }) => expectCleanPage(page, '/admin'));
});

test('an inline script without the nonce is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
