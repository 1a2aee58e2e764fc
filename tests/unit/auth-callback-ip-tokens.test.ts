import { afterEach, describe, expect, it } from 'vitest';

import { roleLabel } from '@/components/admin/nav';
import { safeCallbackUrl } from '@/components/auth/safe-callback';
import { clientIp } from '@/lib/auth/client-ip';
import { tooManyAttempts } from '@/lib/domain/auth-messages';
import { authSecrets } from '@/lib/security/secrets';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from '@/lib/security/tokens';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('safeCallbackUrl', () => {
  it.each([
    ['/admin/properties?status=borrador', '/admin/properties?status=borrador'],
    [undefined, '/admin'],
    ['', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example', '/admin'],
    ['/\\evil.example', '/admin'],
    ['javascript:alert(1)', '/admin'],
    [['/admin/news', '/x'], '/admin/news'],
  ])('%o → %s', (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });
});

describe('clientIp', () => {
  it('takes the right-most X-Forwarded-For entry (the one our proxy added)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.7' }))).toBe('10.0.0.7');
    expect(clientIp({ 'x-forwarded-for': '::1' })).toBe('::1');
    expect(clientIp({ 'x-forwarded-for': ['5.5.5.5', '6.6.6.6'] })).toBe('6.6.6.6');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});

describe('messages', () => {
  it('rounds the wait up to whole minutes, singular for one', () => {
    expect(tooManyAttempts(900)).toBe('Demasiados intentos. Intenta de nuevo en 15 minutos.');
    expect(tooManyAttempts(61)).toBe('Demasiados intentos. Intenta de nuevo en 2 minutos.');
    expect(tooManyAttempts(5)).toBe('Demasiados intentos. Intenta de nuevo en 1 minuto.');
  });

  it('labels roles as the product rules do', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('user')).toBe('Usuario');
    expect(roleLabel('agente')).toBe('Usuario');
  });
});

describe('secrets and tokens', () => {
  it('names the missing variable', () => {
    delete process.env.NEXTAUTH_SECRET;
    process.env.AUTH_JWT_SECRET = 'x'.repeat(40);
    expect(() => authSecrets()).toThrow('NEXTAUTH_SECRET is not set');
    process.env.NEXTAUTH_SECRET = 'corto';
    expect(() => authSecrets()).toThrow('NEXTAUTH_SECRET must be at least 32 characters');
  });

  it('signs access tokens that verify, and rejects them under another key', async () => {
    process.env.NEXTAUTH_SECRET = 'n'.repeat(40);
    process.env.AUTH_JWT_SECRET = 'a'.repeat(40);
    const token = await signAccessToken({ id: 'u1', role: 'admin' }, 'familia-1');
    expect(await verifyAccessToken(token)).toMatchObject({ sub: 'u1', role: 'admin', sid: 'familia-1' });
    process.env.AUTH_JWT_SECRET = 'b'.repeat(40);
    expect(await verifyAccessToken(token)).toBeNull();
    expect(await verifyAccessToken('no.es.jwt')).toBeNull();
  });

  it('makes opaque tokens of 256 bits and stores only their SHA-256', () => {
    const { token, hash } = newOpaqueToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
    expect(newOpaqueToken().token).not.toBe(token);
  });
});
