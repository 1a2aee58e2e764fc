import { beforeAll, describe, expect, it } from 'vitest';

import { PRIVATE_CACHE, PUBLIC_CACHE } from '@/lib/api/cache-control';

import { ADMIN, adminToken, sessionCookie, userToken } from './accounts';
import { get } from './stack-client';

// Cache-Control of the public GET endpoints (lib/api/cache-control.ts): a shared cache may keep
// a 200 answered to an anonymous request for a few seconds; anything answered to a credential
// is private; an error is never stored.

let property = '';
let news = '';

beforeAll(async () => {
  property = (await get('/api/properties?limit=1')).body.data[0]._id as string;
  news = (await get('/api/news?limit=1')).body.data[0].slug as string;
});

/** [path, whether the same URL answers differently to a credential (so Vary is sent)]. */
const endpoints = (): Array<[string, boolean]> => [
  ['/api/properties?limit=5', true],
  ['/api/properties/search?operation=venta&limit=5', true],
  // Public, but an API key without properties:read is refused: it varies with Authorization too.
  ['/api/properties/featured', true],
  ['/api/properties/stats', true],
  [`/api/properties/${property}`, true],
  ['/api/news?limit=5', true],
  [`/api/news/${news}`, true],
  ['/api/departments', false],
  ['/api/cities?departmentCode=25', false],
  ['/api/localities?cityCode=11001', false],
  ['/api/settings', true],
];

describe('public GET endpoints', () => {
  it('answer anonymous callers with a short shared-cache lifetime, and Vary where admins see more', async () => {
    for (const [path, varies] of endpoints()) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(200);
      expect(headers.get('cache-control'), path).toBe(PUBLIC_CACHE);
      if (varies) expect(headers.get('vary'), path).toContain('Authorization, Cookie');
      else expect(headers.get('vary') ?? '', path).not.toContain('Authorization');
    }
    expect(PUBLIC_CACHE).toMatch(/^public, s-maxage=([12]\d|30|[1-9]), stale-while-revalidate=\d+$/);
  });

  it('answer the admin (bearer or session cookie) and a regular user privately', async () => {
    const cookie = await sessionCookie(ADMIN.email, ADMIN.password);
    for (const [path] of endpoints()) {
      const asAdmin = await get(path, { token: await adminToken() });
      expect(asAdmin.status, path).toBe(200);
      expect(asAdmin.headers.get('cache-control'), path).toBe(PRIVATE_CACHE);
      const viaCookie = await get(path, { headers: { cookie } });
      expect(viaCookie.status, path).toBe(200);
      expect(viaCookie.headers.get('cache-control'), path).toBe(PRIVATE_CACHE);
    }
    const asUser = await get('/api/properties?limit=5', { token: await userToken() });
    expect(asUser.status).toBe(200);
    expect(asUser.headers.get('cache-control')).toBe(PRIVATE_CACHE);
  });

  it('the admin view of settings is never publicly cacheable', async () => {
    const { status, headers, body } = await get('/api/settings', { token: await adminToken() });
    expect(status).toBe(200);
    expect(body.data).toHaveProperty('security');
    expect(headers.get('cache-control')).toBe(PRIVATE_CACHE);
  });
});

describe('errors are never stored by a shared cache', () => {
  it('404, 400 and a bad credential (401)', async () => {
    const cases: Array<[string, number, Record<string, string>]> = [
      ['/api/properties/000000000000000000000000', 404, {}],
      ['/api/news/no-existe-esta-noticia', 404, {}],
      ['/api/properties?page=abc', 400, {}],
      ['/api/properties/featured?limit=999', 400, {}],
      ['/api/properties?limit=5', 401, { authorization: 'Bearer no-es-un-token' }],
    ];
    for (const [path, expected, headers] of cases) {
      const response = await get(path, { headers });
      expect(response.status, path).toBe(expected);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl, path).not.toContain('public');
      expect(cacheControl, path).toContain('no-store');
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is public: the same document for everyone, built from the code', async () => {
    const { status, headers } = await get('/api/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public, /);
  });
});
