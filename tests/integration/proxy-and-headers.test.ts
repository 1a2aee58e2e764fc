import { describe, expect, it } from 'vitest';

import { ADMIN, newUser, sessionCookie } from './accounts';
import { baseURL } from './stack-client';

describe('proxy.ts gate on /admin', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/properties?status=borrador', '/admin/properties?status=borrador'],
  ])('sends an anonymous visitor of %s to /login with callbackUrl', async (path, callback) => {
    const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!, baseURL());
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('callbackUrl')).toBe(callback);
  });

  it('lets an admin session through and sends a user session to /login', async () => {
    const admin = await sessionCookie(ADMIN.email, ADMIN.password);
    const ok = await fetch(`${baseURL()}/admin/properties`, { redirect: 'manual', headers: { cookie: admin } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Propiedades');

    const user = await newUser('proxy');
    const denied = await fetch(`${baseURL()}/admin/settings`, {
      redirect: 'manual',
      headers: { cookie: await sessionCookie(user.email, user.password) },
    });
    expect(denied.status).toBe(307);
    const location = new URL(denied.headers.get('location')!, baseURL());
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('callbackUrl')).toBe('/admin/settings');
  });

  it('does not accept a session cookie signed with another secret', async () => {
    const forged = await fetch(`${baseURL()}/admin`, {
      redirect: 'manual',
      headers: { cookie: 'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z' },
    });
    expect(forged.status).toBe(307);
  });

  it('leaves the public site alone', async () => {
    const response = await fetch(`${baseURL()}/listing`, { redirect: 'manual' });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it('are sent on pages and API responses', async () => {
    for (const path of ['/listing', '/api/properties?limit=1']) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});
