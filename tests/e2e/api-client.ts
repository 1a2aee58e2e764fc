import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

// The JSON API as the specs use it to set up and check data: the admin's client (the `adminApi`
// fixture of fixtures.ts) and a visitor's public reads.

export type ApiProperty = {
  _id: string;
  title: string;
  price: number;
  operation: string;
  status: string;
  views: number;
  createdAt: string;
  images: Array<{ url: string; alt: string }>;
  location: { city: string; cityCode: string; coordinates: { lat: number; lng: number } | null };
  features: { bedrooms: number; bathrooms: number; area: number };
};
export type ApiList = { data: ApiProperty[]; pagination: { total: number; pages: number; page: number } };

export type StoredLead = {
  kind: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  planId: string | null;
  propertyId: string | null;
  city: string | null;
  address: string | null;
  acceptMarketing: boolean;
  consent: { accepted: boolean };
};

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

type FetchOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

/** Data of a JSON envelope, after checking the status. */
export async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** The admin over the JSON API: a bearer token from /api/auth/login, taken again before its 15 minutes run out. */
export class AdminApi {
  private token: { value: string; renewAt: number } | undefined;

  constructor(
    private readonly request: APIRequestContext,
    private readonly account: { email: string; password: string },
  ) {}

  async fetch(method: string, path: string, options: FetchOptions = {}): Promise<APIResponse> {
    if (!this.token || Date.now() > this.token.renewAt) {
      const login = await dataOf<{ tokens: { accessToken: string } }>(
        await this.request.post('/api/auth/login', { data: this.account }),
      );
      this.token = { value: login.tokens.accessToken, renewAt: Date.now() + 10 * 60_000 };
    }
    const headers = { ...options.headers, authorization: `Bearer ${this.token.value}` };
    return this.request.fetch(path, { ...options, method, headers });
  }

  get = (path: string, options?: FetchOptions) => this.fetch('GET', path, options);
  post = (path: string, options?: FetchOptions) => this.fetch('POST', path, options);
  put = (path: string, options?: FetchOptions) => this.fetch('PUT', path, options);
  delete = (path: string, options?: FetchOptions) => this.fetch('DELETE', path, options);

  /** Creates a property: `body` over a listed apartment for sale. */
  async createProperty(body: Record<string, unknown>): Promise<ApiProperty> {
    const data = { type: 'apartamento', operation: 'venta', status: 'disponible', ...body };
    return dataOf<ApiProperty>(await this.post('/api/properties', { data }), 201);
  }

  async deleteProperty(id: string): Promise<void> {
    await dataOf(await this.delete(`/api/properties/${id}`));
  }

  /** A property whatever its status, as the admin reads it. */
  async property(id: string): Promise<ApiProperty> {
    return dataOf<ApiProperty>(await this.get(`/api/properties/${id}`));
  }

  /** The newest stored lead of that kind and e-mail, as GET /api/leads lists it. */
  async findLead(kind: string, email: string): Promise<StoredLead | undefined> {
    const leads = await dataOf<StoredLead[]>(await this.get(`/api/leads?kind=${kind}&limit=100`));
    return leads.find((lead) => lead.email === email);
  }

  /** PUT /api/settings/{section}; returns what puts the section back as it was. */
  async putSettings(section: string, values: Record<string, unknown>): Promise<() => Promise<void>> {
    const before = await dataOf<Record<string, Record<string, unknown>>>(await this.get('/api/settings'));
    await dataOf(await this.put(`/api/settings/${section}`, { data: values }));
    return async () => void (await dataOf(await this.put(`/api/settings/${section}`, { data: before[section] })));
  }
}

/** A listed house for sale in Cedritos with a unique title, for the admin specs to work on. */
export function testHouse(overrides: Record<string, unknown> = {}) {
  return {
    title: `Casa de prueba ${randomUUID().slice(0, 8)}`,
    description: 'Casa creada por una prueba del panel',
    price: 850_000_000,
    type: 'casa',
    location: {
      address: 'Calle 140 # 12-30',
      neighborhood: 'Cedritos',
      cityCode: '11001',
      localityCode: '1100101',
      departmentCode: '11',
    },
    ...overrides,
  };
}

export async function publicList(request: APIRequestContext, query: string): Promise<ApiList> {
  return (await (await request.get(`/api/properties?${query}`)).json()) as ApiList;
}

export async function publicSettings(request: APIRequestContext): Promise<Settings> {
  return ((await (await request.get('/api/settings')).json()) as { data: Settings }).data;
}

/** A seeded property with several photos, coordinates and a city code. */
export async function richProperty(request: APIRequestContext): Promise<ApiProperty> {
  const list = await publicList(request, 'limit=50&operation=venta');
  const found = list.data.find((p) => p.images.length >= 3 && p.location.coordinates && p.location.cityCode);
  if (!found) throw new Error('no seeded property with photos and coordinates');
  return found;
}
