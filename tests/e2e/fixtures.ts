import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

import { startAppWithoutDatabase } from '../../scripts/lib/stack.mjs';
import { AdminApi } from './api-client';

export { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The admin the test stack seeds (scripts/lib/stack.mjs). */
export const E2E_ADMIN = { email: 'admin@test.local', password: 'Test-Admin-2026!' };
/**
 * The signed-in admin's cookies, saved by admin-sign-in.setup.ts: `test.use({ storageState: ADMIN_STATE })`.
 * One file per lane of `npm test` (TEST_LANE): each lane's stack has its own database and users.
 */
export const ADMIN_STATE = path.resolve(import.meta.dirname, `.auth/admin${process.env.TEST_LANE ?? ''}.json`);

const NO_COOKIES = { cookies: [], origins: [] };

type WorkerFixtures = {
  /** The admin over the JSON API with a bearer token, and no cookie. */
  adminApi: AdminApi;
  /** A visitor over the JSON API, without the cookies a spec's `storageState` gives `request`. */
  anonymousApi: APIRequestContext;
  /** A second app whose database is a closed port. */
  appWithoutDatabase: { baseURL: string };
};

// Every spec's `page`: goto() and reload() return once React has hydrated the document, which is
// when a visitor's click or keystroke starts to count. A page from the page cache paints first and
// loads its scripts after (lib/page-cache/defer-scripts.ts), so the load event Playwright waits for
// by default comes before hydration; a click in between would be a click on plain HTML.

/** Resolves once the page's React tree is hydrated (at once for a document that is not Next's). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!('__next_f' in self)) return true; // JSON, an image, a browser error page
    const hydratedNode = (node: Element | null) =>
      !node || Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    return ['body', 'header', 'main'].every((selector) => hydratedNode(document.querySelector(selector)));
  });
}

type NavigateOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' } | undefined;

/** Hydration after a navigation, unless the caller asked to stop earlier than the load event. */
async function afterNavigation(page: Page, options: NavigateOptions): Promise<void> {
  if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await hydrated(page);
}

// Set by `npm test`, or by the global setup, before the workers start.
const baseURL = () => process.env.TEST_BASE_URL!;

export const test = base.extend<object, WorkerFixtures>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await afterNavigation(page, options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await afterNavigation(page, options);
      return response;
    };
    await provide(page);
  },
  adminApi: [
    async ({ playwright }, provide) => {
      const request = await playwright.request.newContext({ baseURL: baseURL(), storageState: NO_COOKIES });
      await provide(new AdminApi(request, E2E_ADMIN));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  anonymousApi: [
    async ({ playwright }, provide) => {
      const request = await playwright.request.newContext({ baseURL: baseURL(), storageState: NO_COOKIES });
      await provide(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  appWithoutDatabase: [
    async ({}, provide) => {
      const app = await startAppWithoutDatabase();
      await provide({ baseURL: app.baseURL });
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** No serious or critical axe-core violation on the page as it is now (`exclude`: what axe skips). */
export async function expectAccessible(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  const axe = new AxeBuilder({ page });
  if (exclude) axe.exclude(exclude);
  const { violations } = await axe.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A full-page screenshot under SHOTS_DIR (when set), named by project and state. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** Accepts the next confirm() after checking its text. */
export function acceptDialog(page: Page, message: string): void {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  });
}

/** Map iframes, WhatsApp and video players are asserted by URL, never loaded. */
export async function blockExternal(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

/** Sends every browser request of `page` from its own fresh address; map tiles and WhatsApp are never loaded. */
export async function isolate(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await page.route(/openstreetmap\.org|wa\.me|whatsapp\.com/, (route) => route.abort());
}

/** A random private address: the app limits leads and failed logins per client address. */
export function freshIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export const unique = () => Math.random().toString(36).slice(2, 8);
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co`;
