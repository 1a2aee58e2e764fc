import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { verifyWebhook } from '@/lib/domain/webhook-signature';

import { acceptDialog, ADMIN_STATE, expect, expectAccessible, freshIp, shot, test, unique } from './fixtures';

// Issue 32 on screen: an admin on /admin/integraciones creates an API key (its secret shown once,
// revoked at the end: a 401) and a webhook to a receiver this spec starts on loopback (the e2e stack allows it:
// WEBHOOKS_ALLOW_PRIVATE=true, scripts/lib/stack.mjs E2E_APP_ENV), a visitor's message triggers
// lead.created, and the delivery shows in the webhook's log, retried by hand with the same id.

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl = '';
const hits: Hit[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hits.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test.use({ storageState: ADMIN_STATE });

test('an admin creates an API key and a webhook, and sees a signed delivery in its log', async ({
  page,
  anonymousApi,
  playwright,
  baseURL,
}) => {
  const tag = unique();
  await page.goto('/admin/integraciones');
  await expect(page.getByRole('heading', { name: 'Integraciones', level: 1 })).toBeVisible();

  // The key: the form's messages, then its secret once; it manages webhooks over the API with its
  // scope, says where its rate limit stands, and is revoked at the end.
  const keyName = `CRM e2e ${tag}`;
  const keyForm = page.getByRole('form', { name: 'Nueva llave' });
  await keyForm.getByRole('button', { name: 'Crear llave' }).click();
  await expect(keyForm.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(keyForm.getByText('Elige al menos un permiso')).toBeVisible();
  await keyForm.getByLabel('Nombre').fill(keyName);
  await keyForm.getByLabel(/webhooks:manage/).check();
  await keyForm.getByLabel('Vence el').fill('2099-12-31');
  await keyForm.getByRole('button', { name: 'Crear llave' }).click();
  const secretBox = page.getByTestId('api-key-secret');
  await expect(secretBox).toHaveValue(/^ib_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('No se volverá a mostrar.', { exact: false })).toBeVisible();
  const keySecret = await secretBox.inputValue();
  const keyRow = page.getByTestId('api-key-row').filter({ hasText: keyName });
  await expect(keyRow).toContainText('Activa');
  await expect(keyRow).toContainText(`ib_…${keySecret.slice(-4)}`);
  await expect(keyRow).toContainText('webhooks:manage');
  await expectAccessible(page);
  await shot(page, 'admin-api-keys');
  const asKey = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { authorization: `Bearer ${keySecret}` },
  });
  const listed = await asKey.get('/api/webhooks');
  expect(listed.status()).toBe(200);
  expect(listed.headers()['ratelimit-limit']).toBe('600');
  await page.getByRole('button', { name: 'Ya lo guardé' }).click();
  await expect(secretBox).toHaveCount(0);

  // The webhook: URL, one event, its secret once.
  const url = `${receiverUrl}/crm/${tag}`;
  await page.getByRole('button', { name: 'Nuevo webhook' }).click();
  const form = page.getByRole('form', { name: 'Nuevo webhook' });
  await form.getByLabel('URL de destino').fill(url);
  await form.getByLabel('Lead nuevo').check();
  await expectAccessible(page);
  await shot(page, 'integrations-webhook-form');
  await form.getByRole('button', { name: 'Crear webhook' }).click();
  const secret = await page.getByTestId('webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  const row = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: url });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Lead nuevo');
  await expect(row).toContainText('ninguna todavía');
  await shot(page, 'integrations');
  await page.getByRole('button', { name: 'Ya lo guardé' }).click();

  // A visitor's message: lead.created, signed with that secret.
  const email = `webhook-e2e-${tag}@correo.test`;
  const sent = await anonymousApi.post('/api/leads', {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      kind: 'contact',
      name: 'Camila Integración',
      email,
      phone: '',
      subject: 'CRM',
      message: 'Hola',
      acceptPrivacy: true,
    },
  });
  expect(sent.status()).toBe(201);
  await expect.poll(() => hits.filter((hit) => hit.body.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const hit = hits.find((h) => h.body.includes(email))!;
  const id = String(hit.headers['webhook-id']);
  const signed = {
    id,
    timestamp: String(hit.headers['webhook-timestamp']),
    signature: String(hit.headers['webhook-signature']),
  };
  expect(verifyWebhook(secret, signed, hit.body)).toBe(true);
  expect(JSON.parse(hit.body)).toMatchObject({ type: 'lead.created', data: { email } });

  // Its log: the delivery with its attempt; "Reintentar" sends the same webhook-id.
  await page.reload();
  await expect(row).toContainText('HTTP 200');
  await row.getByRole('link', { name: 'Ver entregas' }).click();
  await expect(page.getByRole('heading', { name: 'Entregas del webhook', level: 1 })).toBeVisible();
  const delivery = page.getByRole('listitem').filter({ hasText: `webhook-id: ${id}` });
  await expect(delivery).toContainText('Lead nuevo');
  await expect(delivery).toContainText('Entregado');
  await expect(delivery).toContainText('Intento 1');
  await expect(delivery).toContainText('HTTP 200');
  await delivery.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Reenvío en curso con el mismo webhook-id')).toBeVisible();
  await expect.poll(() => hits.filter((h) => h.headers['webhook-id'] === id).length, { timeout: 15_000 }).toBe(2);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(delivery).toContainText('Intento 2 (manual)');
  await expectAccessible(page);
  await shot(page, 'integrations-webhook-log');

  // Deleted, so that later specs' leads are not sent to a receiver that is gone.
  await page.getByRole('link', { name: '← Integraciones' }).click();
  acceptDialog(page, `¿Eliminar el webhook a ${url}? Se borra también su registro de entregas.`);
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Webhook eliminado')).toBeVisible();
  await expect(row).toHaveCount(0);

  // "Revocar" ends the key: its next request is a 401.
  acceptDialog(
    page,
    `¿Revocar la llave «${keyName}»? Los sistemas que la usan recibirán 401 desde su siguiente solicitud. No se puede deshacer.`,
  );
  await keyRow.getByRole('button', { name: `Revocar la llave ${keyName}` }).click();
  await expect(keyRow).toContainText('Revocada');
  await expect(keyRow.getByRole('button', { name: /Revocar/ })).toHaveCount(0);
  const after = await asKey.get('/api/webhooks');
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toBe('Esta llave de API fue revocada');
  await asKey.dispose();
});
