import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Playwright storage state of a signed-in admin: admin specs `test.use({ storageState: ADMIN_STATE })`. */
export const ADMIN_STATE = path.resolve(import.meta.dirname, '.auth/admin.json');
/** The admin the test stack seeds (scripts/lib/stack.mjs). */
export const E2E_ADMIN = { email: 'admin@test.local', password: 'Test-Admin-2026!' };

/** Signs the admin in once through next-auth's Credentials flow and saves the session cookie. */
export async function saveAdminState(baseURL: string): Promise<void> {
  const csrf = await fetch(`${baseURL}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const response = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, ...E2E_ADMIN, json: 'true' }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('next-auth.session-token='));
  if (!session) throw new Error(`admin sign-in for e2e failed: ${response.status}`);
  const [pair] = session.split(';');
  const value = pair.slice(pair.indexOf('=') + 1);
  const { hostname } = new URL(baseURL);
  const state = {
    cookies: [
      {
        name: 'next-auth.session-token',
        value,
        domain: hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
  await mkdir(path.dirname(ADMIN_STATE), { recursive: true });
  await writeFile(ADMIN_STATE, JSON.stringify(state));
}
