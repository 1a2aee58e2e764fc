import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, loginTokens, newUser, sessionCookie } from './accounts';
import { baseURL, call } from './stack-client';

/**
 * Every protected endpoint that exists, called as anonymous, user and admin, with a bearer
 * token and with the browser's session cookie. A new protected handler gets a row here.
 */
const ENDPOINTS: Array<{ method: string; path: string; role: 'user' | 'admin'; body?: unknown }> = [
  { method: 'GET', path: '/api/auth/me', role: 'user' },
  { method: 'GET', path: '/api/auth/verify', role: 'user' },
  { method: 'GET', path: '/api/leads', role: 'admin' },
  // Last: it ends the session it is called with (fresh credentials are made per call below).
  { method: 'POST', path: '/api/auth/logout', role: 'user', body: {} },
];

type Who = 'user' | 'admin';
const credentials: Record<Who, { email: string; password: string }> = {
  user: { email: '', password: '' },
  admin: ADMIN,
};

beforeAll(async () => {
  const user = await newUser('matriz');
  credentials.user = { email: user.email, password: user.password };
});

async function bearer(who: Who) {
  const { email, password } = credentials[who];
  return { authorization: `Bearer ${(await loginTokens(email, password)).accessToken}` };
}

async function cookie(who: Who) {
  const { email, password } = credentials[who];
  // What a browser sends with a same-origin fetch from our own pages.
  return { cookie: await sessionCookie(email, password), 'sec-fetch-site': 'same-origin', origin: baseURL() };
}

describe.each(ENDPOINTS)('$method $path ($role)', ({ method, path, role, body }) => {
  it('is 401 for an anonymous caller', async () => {
    const response = await call(method, path, { body });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      message: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.',
    });
  });

  for (const [name, credential] of [
    ['bearer token', bearer],
    ['session cookie', cookie],
  ] as const) {
    it(`as a user with a ${name}: ${role === 'admin' ? '403' : '2xx'}`, async () => {
      const response = await call(method, path, { body, headers: await credential('user') });
      if (role === 'admin') {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'No tienes permisos para realizar esta acción' });
      } else {
        expect(response.status).toBe(200);
        expect(response.body.success).toBe(true);
      }
    });

    it(`as an admin with a ${name}: 2xx`, async () => {
      const response = await call(method, path, { body, headers: await credential('admin') });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
    });
  }
});

describe('cookie-authenticated writes (CSRF)', () => {
  it('are refused from another origin and accepted from our own', async () => {
    const { cookie: session } = await cookie('user');
    const crossSite = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: session, origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ success: false, message: 'Origen de la solicitud no permitido' });
    const sameOrigin = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: session, origin: baseURL() },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('do not apply to bearer requests, which a browser never sends on its own', async () => {
    const response = await call('POST', '/api/auth/logout', {
      body: {},
      headers: { ...(await bearer('user')), origin: 'https://otro.example' },
    });
    expect(response.status).toBe(200);
  });

  it('a tampered session cookie does not authenticate', async () => {
    const { cookie: session } = await cookie('admin');
    const response = await call('GET', '/api/leads', { headers: { cookie: `${session.slice(0, -4)}AAAA` } });
    expect(response.status).toBe(401);
  });
});
