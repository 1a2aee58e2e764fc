import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { E2E_ADMIN } from './admin-session';

/** A bearer token of the seeded admin (POST /api/auth/login). */
let cached: string | undefined;
export async function adminBearer(request: APIRequestContext): Promise<string> {
  if (cached) return cached;
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const body = (await response.json()) as { data: { tokens: { accessToken: string } } };
  cached = body.data.tokens.accessToken;
  return cached;
}

/** PUT /api/settings/{section} as the admin; returns the section as it was, to restore it. */
export async function putSettings(request: APIRequestContext, section: string, values: Record<string, unknown>) {
  const token = await adminBearer(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/settings', { headers })).json()) as {
    data: Record<string, Record<string, unknown>>;
  };
  const response = await request.put(`/api/settings/${section}`, { headers, data: values });
  if (!response.ok()) throw new Error(`PUT /api/settings/${section}: ${response.status()} ${await response.text()}`);
  return {
    previous: before.data[section],
    restore: async () => {
      const back = await request.put(`/api/settings/${section}`, { headers, data: before.data[section] });
      if (!back.ok()) throw new Error(`restore ${section}: ${back.status()}`);
    },
  };
}

export type Settings = {
  general: {
    siteName: string;
    description: string;
    contactEmail: string;
    contactPhone: string;
    address: string;
    paymentsPortalUrl: string;
    experienceYears: number;
    social: Record<string, string>;
  };
};

export async function publicSettings(request: APIRequestContext): Promise<Settings> {
  return ((await (await request.get('/api/settings')).json()) as { data: Settings }).data;
}

/**
 * Opens the home page and returns its search form once React has hydrated it: the form is in
 * the server HTML, and a value typed or chosen before hydration is lost (the button stays disabled).
 */
/**
 * Waits until React has hydrated `element`. A click before that is not lost: React replays it
 * after hydration, so a helper that clicks again meanwhile would undo it.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

export async function hydratedHomeSearch(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => {
    const form = document.querySelector('form[role="search"]');
    return Boolean(form) && Object.keys(form!).some((key) => key.startsWith('__reactFiber'));
  });
  return page.getByRole('search', { name: 'Buscar inmuebles' });
}
