import { acceptDialog, ADMIN_STATE, expect, expectAccessible, shot, test, unique } from './fixtures';

// Issue 32 item 1 on screen (docs/api-keys.md): an admin creates an API key at
// /admin/integraciones, copies its secret (shown once), the key works, and "Revocar" ends it.

test.use({ storageState: ADMIN_STATE });

test('creates an API key, shows its secret once, and revokes it', async ({ page, playwright, baseURL }) => {
  const name = `Portal aliado ${unique()}`;
  await page.goto('/admin/integraciones');
  await expect(page.getByRole('heading', { name: 'Integraciones', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Llaves de API' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Nueva llave' });
  await form.getByRole('button', { name: 'Crear llave' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(form.getByText('Elige al menos un permiso')).toBeVisible();
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel(/market:read/).check();
  await form.getByLabel('Vence el').fill('2099-12-31');
  await form.getByRole('button', { name: 'Crear llave' }).click();

  const secretBox = page.getByTestId('api-key-secret');
  await expect(secretBox).toHaveValue(/^ib_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('No se volverá a mostrar.', { exact: false })).toBeVisible();
  const secret = await secretBox.inputValue();
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Activa');
  await expect(row).toContainText(`ib_…${secret.slice(-4)}`);
  await expect(row).toContainText('market:read');
  await expectAccessible(page);
  await shot(page, 'admin-api-keys');

  // The key works until it is revoked, then gets 401.
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const before = await client.get('/api/market?operation=venta');
  expect(before.status()).toBe(200);
  expect(before.headers()['ratelimit-limit']).toBe('600');

  await page.getByRole('button', { name: 'Ya lo guardé' }).click();
  await expect(secretBox).toHaveCount(0);
  acceptDialog(
    page,
    `¿Revocar la llave «${name}»? Los sistemas que la usan recibirán 401 desde su siguiente solicitud. No se puede deshacer.`,
  );
  await row.getByRole('button', { name: `Revocar la llave ${name}` }).click();
  await expect(row).toContainText('Revocada');
  await expect(row.getByRole('button', { name: /Revocar/ })).toHaveCount(0);
  const after = await client.get('/api/market?operation=venta');
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toBe('Esta llave de API fue revocada');
  await client.dispose();
});
