import { describe, expect, it } from 'vitest';

import { ADMIN, newUser, sessionCookie } from './accounts';
import { call } from './stack-client';

// /cuenta is a signed-in visitor's page: signed out it goes to /login and back, staff
// accounts keep going to their panel.

describe('/cuenta', () => {
  it('sends a signed-out visitor to /login with the way back', async () => {
    const response = await call('GET', '/cuenta');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toMatch(/\/login\?callbackUrl=%2Fcuenta$/);
  });

  it('sends staff to /admin', async () => {
    const response = await call('GET', '/cuenta', {
      headers: { cookie: await sessionCookie(ADMIN.email, ADMIN.password) },
    });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/admin');
  });

  it('shows a visitor their account, never indexed', async () => {
    const visitor = await newUser('pagina');
    const response = await fetch(`${(await import('./stack-client')).baseURL()}/cuenta`, {
      headers: { cookie: await sessionCookie(visitor.email, visitor.password) },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Mi cuenta');
    expect(html).toContain('Ley 1581 de 2012');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});
