import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

import { E2E_ADMIN } from './admin-session';

/** A bearer token of the stack's admin, for API calls that set up or change data in admin specs. */
export async function adminBearer(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { tokens: { accessToken: string } } };
  return { authorization: `Bearer ${body.data.tokens.accessToken}` };
}

/** Creates a property through the API (unique title) and returns its id and title. */
export async function createProperty(
  request: APIRequestContext,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const title = `Casa de prueba ${randomUUID().slice(0, 8)}`;
  const response = await request.post('/api/properties', {
    headers,
    data: {
      title,
      description: 'Casa creada por una prueba del panel',
      price: 850_000_000,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      location: {
        address: 'Calle 140 # 12-30',
        neighborhood: 'Cedritos',
        cityCode: '11001',
        localityCode: '1100101',
        departmentCode: '11',
      },
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { _id: string; title: string } };
  return { id: body.data._id, title: body.data.title };
}
