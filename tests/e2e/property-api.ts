import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_ADMIN } from './admin-session';
import { untilHydrated } from './site-helpers';

// API helpers of the listing and property specs: admin bearer token, property create/delete,
// and the public list the /listing page must match.

export type ApiProperty = {
  _id: string;
  title: string;
  price: number;
  operation: string;
  status: string;
  views: number;
  images: Array<{ url: string; alt: string }>;
  location: { city: string; cityCode: string; coordinates: { lat: number; lng: number } | null };
  features: { bedrooms: number; bathrooms: number; area: number };
};
export type ApiList = { data: ApiProperty[]; pagination: { total: number; pages: number; page: number } };

let token: Promise<string> | undefined;
export function adminToken(request: APIRequestContext): Promise<string> {
  token ??= request
    .post('/api/auth/login', { data: E2E_ADMIN })
    .then((r) => r.json())
    .then((body: { data: { tokens: { accessToken: string } } }) => body.data.tokens.accessToken);
  return token;
}

export async function asAdmin(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const response = await request[method](path, { headers, ...(data !== undefined && { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { data: unknown };
}

/** Creates a property through the API (published unless `status` says otherwise). */
export async function createProperty(request: APIRequestContext, body: Record<string, unknown>): Promise<ApiProperty> {
  const created = await asAdmin(request, 'post', '/api/properties', {
    type: 'apartamento',
    operation: 'venta',
    status: 'disponible',
    ...body,
  });
  return created.data as ApiProperty;
}

export async function deleteProperty(request: APIRequestContext, id: string): Promise<void> {
  await asAdmin(request, 'delete', `/api/properties/${id}`);
}

export async function adminProperty(request: APIRequestContext, id: string): Promise<ApiProperty> {
  return (await asAdmin(request, 'get', `/api/properties/${id}`)).data as ApiProperty;
}

export async function publicList(request: APIRequestContext, query: string): Promise<ApiList> {
  return (await (await request.get(`/api/properties?${query}`)).json()) as ApiList;
}

/**
 * The /listing filter panel: folded behind 'Filtros' below Tailwind's lg breakpoint. The catalogue
 * streams in, and React may reveal it after the load event, so this waits for it rather than
 * asking whether the toggle is visible yet.
 */
export async function openFilters(page: Page): Promise<void> {
  const panel = page.getByRole('search', { name: 'Filtrar inmuebles' });
  if ((page.viewportSize()?.width ?? 1280) >= 1024) {
    await expect(panel).toBeVisible();
    return;
  }
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toBeVisible();
  await untilHydrated(toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
}

/** A seeded property with several photos, coordinates and a city code. */
export async function richProperty(request: APIRequestContext): Promise<ApiProperty> {
  const list = await publicList(request, 'limit=50&operation=venta');
  const found = list.data.find((p) => p.images.length >= 3 && p.location.coordinates && p.location.cityCode);
  if (!found) throw new Error('no seeded property with photos and coordinates');
  return found;
}

/** Map iframes, WhatsApp and video players are asserted by URL, never loaded. */
export async function blockExternal(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}
