import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { API_KEY_MESSAGES, API_SCOPES, missingScope, rateLimited, type ApiScope } from '@/lib/domain/api-keys';

import { asAdmin } from './accounts';
import { call, connectTestDb } from './stack-client';

// API keys over real HTTP (docs/api-keys.md): created by the admin, used as
// `Authorization: Bearer ib_…`, held to their scopes, revoked, expired and rate-limited.

type Created = { key: { id: string; name: string; prefix: string; status: string; rateLimit: number }; secret: string };

async function newKey(scopes: ApiScope[], extra: Record<string, unknown> = {}): Promise<Created> {
  const response = await asAdmin('POST', '/api/api-keys', { name: `Prueba ${scopes.join(' ')}`, scopes, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.message).toBe(API_KEY_MESSAGES.created);
  return response.body.data as Created;
}

const withKey = (secret: string, method: string, path: string, headers: Record<string, string> = {}) =>
  call(method, path, { headers: { authorization: `Bearer ${secret}`, ...headers } });

async function listed(id: string) {
  const response = await asAdmin('GET', '/api/api-keys');
  expect(response.status).toBe(200);
  return (response.body.data as Array<Record<string, unknown>>).find((key) => key.id === id)!;
}

const rateHeaders = (response: { headers: Headers }) => ({
  limit: response.headers.get('ratelimit-limit'),
  remaining: response.headers.get('ratelimit-remaining'),
  reset: Number(response.headers.get('ratelimit-reset')),
});

describe('API keys', () => {
  it('an admin creates one: the secret is shown once and stored only as its SHA-256', async () => {
    const { key, secret } = await newKey(['properties:read'], { name: 'Portal aliado' });
    expect(secret).toMatch(/^ib_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
    expect(secret.slice(3, 27)).toBe(key.id);
    expect(key).toMatchObject({ name: 'Portal aliado', prefix: `ib_…${secret.slice(-4)}`, status: 'active' });
    expect(key.rateLimit).toBe(600);

    const list = await asAdmin('GET', '/api/api-keys');
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(28));
    expect(JSON.stringify(list.body)).not.toContain('secretHash');

    const db = await connectTestDb();
    const stored = await db.connection.collection('apikeys').findOne({ _id: new db.Types.ObjectId(key.id) });
    expect(stored?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(28));

    const log = await asAdmin('GET', `/api/activity?entity=api-key&entityId=${key.id}`);
    expect(log.body.data.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });

  it('refuses a body without scopes, with an unknown one or a past expiry, in Spanish', async () => {
    const refused = async (body: object, message: string) => {
      const response = await asAdmin('POST', '/api/api-keys', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    };
    await refused({ name: 'x', scopes: [] }, API_KEY_MESSAGES.scopesRequired);
    await refused({ name: 'x', scopes: ['admin:all'] }, API_KEY_MESSAGES.scopeUnknown);
    await refused({ name: 'x', scopes: ['market:read'], expiresAt: '2020-01-01' }, API_KEY_MESSAGES.expiresPast);
    await refused({ name: 'x', scopes: ['market:read'], rateLimit: 5 }, API_KEY_MESSAGES.rateLimit);
  });

  it('acts with its scopes only: 403 naming the missing one, with the rate-limit headers', async () => {
    const { secret } = await newKey(['properties:read']);
    const properties = await withKey(secret, 'GET', '/api/properties?limit=2');
    expect(properties.status).toBe(200);
    expect(properties.body.data.length).toBeGreaterThan(0);
    expect(rateHeaders(properties).limit).toBe('600');

    const leads = await withKey(secret, 'GET', '/api/leads');
    expect(leads.status).toBe(403);
    expect(leads.body).toEqual({ success: false, message: missingScope('leads:read'), code: 'scope_missing' });
    // (598 unless the minute rolled over between the two calls.)
    expect(rateHeaders(leads)).toMatchObject({ limit: '600', remaining: expect.stringMatching(/^59[89]$/) });

    const write = await withKey(secret, 'POST', '/api/properties');
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(missingScope('properties:write'));
  });

  it('never acts as a person: no /api/me, no profile, no auth endpoints, no keys', async () => {
    const { secret } = await newKey([...API_SCOPES], { name: 'Todos los permisos' });
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['GET', '/api/me/favorites'],
      ['GET', '/api/profile'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', '/api/api-keys/665f1c2a9b1e4a0012345678'],
      ['GET', '/api/users'],
    ]) {
      const response = await withKey(secret, method, path);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toBe(API_KEY_MESSAGES.notForKeys);
    }
    // Public reads stay public; an operation open to anonymous callers serves the key as one.
    expect((await withKey(secret, 'GET', '/api/departments')).status).toBe(200);
    const news = await withKey(secret, 'GET', '/api/news');
    expect(news.status).toBe(200);
    // The panel is a person's too: the key opens no /admin page.
    expect((await withKey(secret, 'GET', '/admin/integraciones')).status).toBe(307);
  });

  it('an unknown, malformed or forged key is a 401', async () => {
    const { secret } = await newKey(['market:read']);
    const forged = `${secret.slice(0, 28)}${'A'.repeat(43)}`;
    for (const bad of ['ib_nada', `ib_665f1c2a9b1e4a0012345678_${'B'.repeat(43)}`, forged]) {
      const response = await withKey(bad, 'GET', '/api/market?operation=venta');
      expect(response.status, bad).toBe(401);
      expect(response.body.message).toBe(API_KEY_MESSAGES.invalid);
      expect(response.headers.get('ratelimit-limit')).toBeNull();
    }
  });

  it('a revoked key gets 401 on its next request; the row stays, marked revoked', async () => {
    const { key, secret } = await newKey(['market:read']);
    expect((await withKey(secret, 'GET', '/api/market?operation=venta')).status).toBe(200);
    const revoked = await asAdmin('DELETE', `/api/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(API_KEY_MESSAGES.revoked);
    expect(revoked.body.data.status).toBe('revoked');

    const next = await withKey(secret, 'GET', '/api/market?operation=venta');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe(API_KEY_MESSAGES.revokedKey);
    expect(await listed(key.id)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    // Again: nothing changes. Unknown or malformed ids: 404 and 400.
    expect((await asAdmin('DELETE', `/api/api-keys/${key.id}`)).status).toBe(200);
    const unknown = await asAdmin('DELETE', '/api/api-keys/665f1c2a9b1e4a0012345678');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(API_KEY_MESSAGES.notFound);
    expect((await asAdmin('DELETE', '/api/api-keys/nada')).status).toBe(400);
    const log = await asAdmin('GET', `/api/activity?entity=api-key&entityId=${key.id}`);
    expect(log.body.data.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
  });

  it('an expired key gets 401', async () => {
    const { key, secret } = await newKey(['market:read'], { expiresAt: '2099-12-31' });
    expect((await withKey(secret, 'GET', '/api/market?operation=venta')).status).toBe(200);
    const db = await connectTestDb();
    await db.connection
      .collection('apikeys')
      .updateOne({ _id: new db.Types.ObjectId(key.id) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const next = await withKey(secret, 'GET', '/api/market?operation=venta');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe(API_KEY_MESSAGES.expiredKey);
    expect((await listed(key.id)).status).toBe('expired');
  });

  it('records the last time and address it was used, at most once a minute', async () => {
    const { key, secret } = await newKey(['market:read']);
    expect(await listed(key.id)).toMatchObject({ lastUsedAt: null, lastUsedIp: null });
    const before = Date.now();
    await withKey(secret, 'GET', '/api/market?operation=venta', { 'x-forwarded-for': '203.0.113.7' });
    const used = await listed(key.id);
    expect(used.lastUsedIp).toBe('203.0.113.7');
    expect(Date.parse(used.lastUsedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    // Within the minute another use writes nothing.
    await withKey(secret, 'GET', '/api/market?operation=venta', { 'x-forwarded-for': '198.51.100.9' });
    expect(await listed(key.id)).toMatchObject({ lastUsedAt: used.lastUsedAt, lastUsedIp: '203.0.113.7' });
  });

  it('counts down RateLimit-Remaining and answers 429 with Retry-After past the limit', async () => {
    const { secret } = await newKey(['market:read'], { rateLimit: 10 });
    const remaining: string[] = [];
    let refused: Awaited<ReturnType<typeof withKey>> | null = null;
    // A window may roll over mid-run: the count then starts again, so read the last window only.
    for (let i = 0; i < 30 && !refused; i++) {
      const response = await withKey(secret, 'GET', '/api/market?operation=venta');
      const headers = rateHeaders(response);
      expect(headers.limit).toBe('10');
      expect(headers.reset).toBeGreaterThanOrEqual(1);
      expect(headers.reset).toBeLessThanOrEqual(60);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        remaining.push(headers.remaining!);
      }
    }
    expect(refused).not.toBeNull();
    expect(remaining.slice(-10)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBe(rateHeaders(refused!).reset);
    expect(rateHeaders(refused!).remaining).toBe('0');
    expect(refused!.body).toEqual({ success: false, message: rateLimited(10, retryAfter), code: 'rate_limited' });
  });
});
