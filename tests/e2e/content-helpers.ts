import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_ADMIN } from './admin-session';

/** A random private address: POST /api/leads is limited per IP and trusts the right-most X-Forwarded-For. */
export function freshIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/** Sends every browser request of `page` from its own fresh address; map tiles and WhatsApp are never loaded. */
export async function isolate(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await page.route(/openstreetmap\.org|wa\.me|whatsapp\.com/, (route) => route.abort());
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { tokens: { accessToken: string } } };
  return body.data.tokens.accessToken;
}

export interface StoredLead {
  kind: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  planId: string | null;
  city: string | null;
  address: string | null;
  acceptMarketing: boolean;
  consent: { accepted: boolean };
}

/** The newest stored lead of that kind and e-mail, as the admin's GET /api/leads lists it. */
export async function findLead(
  request: APIRequestContext,
  kind: string,
  email: string,
): Promise<StoredLead | undefined> {
  const token = await adminToken(request);
  const response = await request.get(`/api/leads?kind=${kind}&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: StoredLead[] };
  return data.find((lead) => lead.email === email);
}

/** No serious or critical axe-core violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co`;
