import { ADMIN_STATE, E2E_ADMIN, expect, test as setup } from './fixtures';

// The `setup` project (playwright.config.ts): signs the admin in once through next-auth's
// Credentials flow and saves the session cookie for the admin specs of both projects.
setup('sign the admin in', async ({ request }) => {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, ...E2E_ADMIN, json: 'true' },
    maxRedirects: 0,
  });
  const { cookies } = await request.storageState({ path: ADMIN_STATE });
  expect(
    cookies.map((cookie) => cookie.name),
    `sign-in answered ${response.status()}`,
  ).toContain('next-auth.session-token');
});
