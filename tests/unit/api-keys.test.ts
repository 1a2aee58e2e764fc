import { describe, expect, it } from 'vitest';

import { API_OPERATIONS } from '@/app/api/operations';
import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import {
  API_KEY_MESSAGES,
  API_SCOPES,
  expiryInstant,
  formatSecret,
  keyStatus,
  looksLikeApiKey,
  missingScope,
  parseSecret,
  rateLimited,
  rateLimitHeaders,
  rateWindow,
  secretHint,
} from '@/lib/domain/api-keys';
import { apiKeyCreateSchema } from '@/lib/validation/api-keys';

const ID = '665f1c2a9b1e4a0012345678';
// 32 bytes in base64url: 43 characters, '_' and '-' included.
const RANDOM = 'Ab_-cdEFghIJklMNopQRstUVwxYZ0123456789_-abc';

describe('the secret', () => {
  it('is ib_ + the key id + _ + the random part, and parses back to the id', () => {
    const secret = formatSecret(ID, RANDOM);
    expect(secret).toBe(`ib_${ID}_${RANDOM}`);
    expect(looksLikeApiKey(secret)).toBe(true);
    expect(parseSecret(secret)).toEqual({ id: ID });
  });

  it('refuses malformed secrets', () => {
    for (const bad of [
      '',
      'ib_',
      `ib_${ID}`,
      `ib_${ID}_short`,
      `ib_${ID.toUpperCase()}_${RANDOM}`,
      `ib_${ID.slice(1)}_${RANDOM}`,
      `xx_${ID}_${RANDOM}`,
      `ib_${ID}_${RANDOM}!`,
      `ib_${ID}_${RANDOM.replace('A', '+')}`,
      'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    ])
      expect(parseSecret(bad), bad).toBeNull();
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('shows only a hint of its last characters', () => {
    expect(secretHint(formatSecret(ID, RANDOM))).toBe('ib_…_abc'.replace('_abc', RANDOM.slice(-4)));
  });
});

describe('status, expiry and the rate window', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('says revoked before expired, and active otherwise', () => {
    expect(keyStatus({}, now)).toBe('active');
    expect(keyStatus({ expiresAt: '2026-11-28T12:00:01Z' }, now)).toBe('active');
    expect(keyStatus({ expiresAt: '2026-11-28T12:00:00Z' }, now)).toBe('expired');
    expect(keyStatus({ revokedAt: new Date(now), expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('revoked');
  });

  it('a day expires at its end in Bogotá; a date-time as given', () => {
    expect(expiryInstant('2026-12-31').toISOString()).toBe('2027-01-01T04:59:59.999Z');
    expect(expiryInstant('2026-12-31T10:00:00-05:00').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('windows are whole minutes; the reset counts down to the next', () => {
    expect(rateWindow(Date.parse('2026-11-28T12:00:00.000Z'))).toEqual({
      start: Date.parse('2026-11-28T12:00:00Z'),
      resetSeconds: 60,
    });
    expect(rateWindow(Date.parse('2026-11-28T12:00:59.500Z')).resetSeconds).toBe(1);
    expect(rateWindow(Date.parse('2026-11-28T12:00:15.200Z')).resetSeconds).toBe(45);
    expect(rateLimitHeaders({ limit: 10, count: 3, resetSeconds: 12 })).toEqual({
      'RateLimit-Limit': '10',
      'RateLimit-Remaining': '7',
      'RateLimit-Reset': '12',
    });
    expect(rateLimitHeaders({ limit: 10, count: 11, resetSeconds: 12 })['RateLimit-Remaining']).toBe('0');
  });

  it('the refusals name the scope and the limit, in Spanish', () => {
    expect(missingScope('leads:read')).toBe('Esta llave de API no tiene el permiso leads:read');
    expect(rateLimited(10, 42)).toBe(
      'Esta llave de API superó su límite de 10 solicitudes por minuto. Intenta de nuevo en 42 segundos.',
    );
  });
});

describe('the creation body', () => {
  const future = new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10);
  it('keeps known scopes once, in the documented order', () => {
    const parsed = apiKeyCreateSchema.parse({ name: ' CRM ', scopes: ['leads:read', 'properties:read', 'leads:read'] });
    expect(parsed).toEqual({ name: 'CRM', scopes: ['properties:read', 'leads:read'] });
  });

  it('refuses no scopes, unknown scopes, past or malformed expiries and limits out of range', () => {
    const message = (body: object) => apiKeyCreateSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ name: 'x', scopes: [] })).toBe(API_KEY_MESSAGES.scopesRequired);
    expect(message({ name: 'x', scopes: ['admin'] })).toBe(API_KEY_MESSAGES.scopeUnknown);
    expect(message({ name: '', scopes: ['market:read'] })).toBe(API_KEY_MESSAGES.nameRequired);
    expect(message({ name: 'x', scopes: ['market:read'], expiresAt: '2020-01-01' })).toBe(API_KEY_MESSAGES.expiresPast);
    expect(message({ name: 'x', scopes: ['market:read'], expiresAt: '31/12/2030' })).toBe(
      API_KEY_MESSAGES.expiresFormat,
    );
    expect(message({ name: 'x', scopes: ['market:read'], rateLimit: 9 })).toBe(API_KEY_MESSAGES.rateLimit);
    expect(message({ name: 'x', scopes: ['market:read'], rateLimit: 10_001 })).toBe(API_KEY_MESSAGES.rateLimit);
    expect(
      apiKeyCreateSchema.safeParse({ name: 'x', scopes: ['market:read'], expiresAt: future, rateLimit: 10 }).success,
    ).toBe(true);
    expect(
      apiKeyCreateSchema.safeParse({ name: 'x', scopes: ['market:read'], expiresAt: '2099-01-01T00:00:00Z' }).success,
    ).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument(API_OPERATIONS) as unknown as {
    components: { securitySchemes: Record<string, { type: string; scheme?: string; description: string }> };
    paths: Record<string, Record<string, { security: Array<Record<string, string[]>>; 'x-scopes'?: string[] }>>;
  };
  const op = (path: string, method: string) => doc.paths[path][method];
  const keyScopes = (path: string, method: string) =>
    op(path, method).security.flatMap((requirement) => requirement.apiKey ?? []);

  it('declares the key scheme beside the bearer token and the cookie', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearerAuth', 'sessionCookie']);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const scope of API_SCOPES.filter((s) => s !== 'webhooks:manage'))
      expect(doc.components.securitySchemes.apiKey.description).toContain(scope);
  });

  it('lists each operation’s scope in its security and x-scopes, and none where keys are refused', () => {
    expect(keyScopes('/api/properties', 'get')).toEqual(['properties:read']);
    expect(op('/api/properties', 'get')['x-scopes']).toEqual(['properties:read']);
    expect(keyScopes('/api/properties/{id}', 'put')).toEqual(['properties:write']);
    expect(keyScopes('/api/leads', 'get')).toEqual(['leads:read']);
    expect(keyScopes('/api/leads/{id}', 'patch')).toEqual(['leads:write']);
    expect(keyScopes('/api/market', 'get')).toEqual(['market:read']);
    expect(keyScopes('/api/visits', 'get')).toEqual(['visits:read']);
    // Public stays public: anonymous callers still pass (an empty requirement).
    expect(op('/api/market', 'get').security).toContainEqual({});
    for (const [path, method] of [
      ['/api/me', 'get'],
      ['/api/profile', 'get'],
      ['/api/auth/me', 'get'],
      ['/api/api-keys', 'get'],
      ['/api/api-keys', 'post'],
      ['/api/api-keys/{id}', 'delete'],
      ['/api/users', 'get'],
    ])
      expect(keyScopes(path, method), `${method} ${path}`).toEqual([]);
  });

  it('every scope an operation declares is one of the list', () => {
    for (const operation of API_OPERATIONS)
      if (operation.spec.scope) expect(API_SCOPES).toContain(operation.spec.scope);
  });
});
