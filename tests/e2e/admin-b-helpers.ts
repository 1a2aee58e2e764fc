import { mkdir } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';

import { E2E_ADMIN } from './admin-session';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './hydrated-page';

/** An API context of its own: anonymous, or with the admin's bearer token (no cookies, no CSRF). */
export async function apiContext(as: 'anonymous' | 'admin'): Promise<APIRequestContext> {
  const baseURL = process.env.TEST_BASE_URL!;
  if (as === 'anonymous') return playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await playwrightRequest.newContext({ baseURL });
  const response = await login.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { tokens: { accessToken: string } } };
  await login.dispose();
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${data.tokens.accessToken}` },
    storageState: { cookies: [], origins: [] },
  });
}

/** Data of a JSON envelope, after checking the status. */
export async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A full-page screenshot under SHOTS_DIR (when set), named by project and state. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** Accepts the next confirm() after checking its text. */
export function acceptDialog(page: Page, message: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  });
}

export const unique = () => Math.random().toString(36).slice(2, 8);
