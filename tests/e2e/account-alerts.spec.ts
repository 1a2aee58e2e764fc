import { randomUUID } from 'node:crypto';

import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { recipient, startSmtpStandIn, type SmtpStandIn } from '../integration/smtp-stand-in';
import { workingDay } from '../support/alert-days';
import { fillLocation } from './admin-property-form-page';
import { AdminApi } from './api-client';
import { ADMIN_STATE, E2E_ADMIN, expect, expectAccessible, isolate, shot, test } from './fixtures';

// Issue 19 end to end: a visitor registers, saves a search with alerts, an admin publishes a
// matching property in the panel, the alert e-mail arrives (a local SMTP stand-in, a second app
// on the same database sends to it), its unsubscribe link works signed out, the account is deleted.

let smtp: SmtpStandIn;
let app: Awaited<ReturnType<typeof startApp>>;

test.beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startApp({ ...stackSeedEnv(process.env.TEST_MONGODB_URI), SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

test('register, save a search, get the alert of a property published in the panel, unsubscribe, delete the account', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const at = (path: string) => `${app.baseURL}${path}`;
  const word = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const email = `alerta-${word}@correo.test`;
  await isolate(page);

  // Register (signed in at once), then save the search with alerts, ticking the consent.
  await page.goto(at('/register'));
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  await page.getByLabel('Nombre completo').fill('Camila Rojas');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave-Segura-2026');
  await page.getByLabel('Confirmar contraseña').fill('Clave-Segura-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();

  await page.goto(at(`/listing?operation=venta&search=${word}`));
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const consent = page.getByLabel(/Autorizo a la inmobiliaria a enviarme por correo alertas/);
  await expect(consent).not.toBeChecked();
  await page.getByLabel('Nombre de la búsqueda').fill(`Aptos ${word}`);
  await page.getByLabel('Alertas por correo').selectOption('inmediata');
  await consent.check();
  await shot(page, 'listing-guardar-busqueda');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Búsqueda guardada')).toBeVisible();

  // The admin publishes a matching draft in the panel.
  const request = await playwright.request.newContext({ baseURL: app.baseURL });
  const admin = new AdminApi(request, E2E_ADMIN);
  const draft = await admin.createProperty({ title: `Apartamento ${word} con balcón`, status: 'borrador' });
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE });
  const panel = await adminContext.newPage();
  await isolate(panel);
  await panel.goto(at(`/admin/properties/edit/${draft._id}`));
  await expect(panel.getByLabel('Título')).toHaveValue(`Apartamento ${word} con balcón`);
  await fillLocation(panel); // a draft made through the API has no address yet; the form asks for one
  await panel.getByLabel('Precio (COP)').fill('520000000');
  await panel.getByLabel('Estado').selectOption('disponible');
  panel.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect.poll(async () => (await admin.property(draft._id)).status).toBe('disponible');

  // The alerts run at a legal instant (the server's clock is injected in tests).
  const run = await admin.post('/api/alerts/run', { data: { now: workingDay(0, 9).toISOString() } });
  expect(run.status()).toBe(200);
  const mail = await smtp.waitFor((m) => recipient(m).includes(email));
  expect(mail.subject).toBe(`Un inmueble para tu búsqueda «Aptos ${word}»`);
  const link = mail.text?.match(new RegExp(`${app.baseURL}/property/[\\w-]+`))?.[0];
  expect(link).toBe(at(`/property/${(draft as { slug?: string }).slug}`));
  expect(mail.headerLines.map((h) => h.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = mail.text?.match(/https?:\/\/\S+\/alertas\/baja\?token=[\w.-]+/)?.[0];
  expect(unsubscribe).toBeTruthy();

  // The dashboard counts the alert just sent.
  await panel.goto(at('/admin'));
  const figures = panel.getByRole('region', { name: 'Alertas de búsquedas guardadas' });
  await expect(figures.getByText('Visitantes con alertas activas')).toBeVisible();
  await expect(figures.getByText('Alertas enviadas')).toBeVisible();
  await shot(panel, 'admin-dashboard');
  await adminContext.close();

  // The unsubscribe link works signed out.
  const anonymous = await browser.newContext();
  const signedOut = await anonymous.newPage();
  await signedOut.goto(unsubscribe!);
  await signedOut.getByRole('button', { name: 'Dejar de recibir alertas' }).click();
  await expect(signedOut.getByText('Listo: no te enviaremos más alertas de estas búsquedas.')).toBeVisible();
  await expectAccessible(signedOut);
  await shot(signedOut, 'alertas-baja');
  await anonymous.close();

  // /cuenta shows the search with its alerts off; it is accessible; the account is deleted.
  await page.goto(at('/cuenta'));
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  const search = page.getByTestId('saved-search').filter({ hasText: `Aptos ${word}` });
  await expect(search.getByLabel('Alertas por correo', { exact: true })).toHaveValue('ninguna');
  await expect(search.getByRole('checkbox', { name: /Autorizo recibir estas alertas/ })).not.toBeChecked();
  await expectAccessible(page);
  await shot(page, 'cuenta');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar definitivamente' }).click();
  await expect(page).toHaveURL(/\/\?cuenta=eliminada$/);
  await expect(page.getByRole('link', { name: 'Mi cuenta' })).toHaveCount(0);
  const login = await request.post('/api/auth/login', { data: { email, password: 'Clave-Segura-2026' } });
  expect(login.status()).toBe(401);
  await request.dispose();
});

test(
  'favourites made signed out are merged into the account at sign-in and follow it to another browser',
  { tag: '@any-width' },
  async ({ page, browser, request }) => {
    const email = `favoritos-${randomUUID().slice(0, 8)}@correo.test`;
    const register = await request.post('/api/auth/register', {
      data: { name: 'Julián Mora', email, password: 'Clave-Segura-2026', acceptPrivacy: true },
    });
    expect(register.status()).toBe(201);
    await isolate(page);
    await page.goto('/listing?operation=venta');
    const heading = page.locator('main article').first().getByRole('heading', { level: 2 });
    const title = (await heading.textContent())!.trim();
    await page.getByRole('button', { name: `Agregar a favoritos: ${title}` }).click();

    await page.goto('/login?callbackUrl=/cuenta');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('Clave-Segura-2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/cuenta$/);
    // The merge runs from the header once signed in; /cuenta reads the account.
    const accountIds = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/me/favorites');
        return response.ok ? ((await response.json()) as { data: { ids: string[] } }).data.ids : response.status;
      });
    await expect.poll(accountIds).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Favoritos' }).getByRole('link', { name: title })).toBeVisible();

    // Another browser: signed in there, the favourite is there too.
    const other = await browser.newContext();
    const second = await other.newPage();
    await isolate(second);
    await second.goto('/login?callbackUrl=/listing%3Ffavoritos%3D1');
    await expect(second.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await second.getByLabel('Email').fill(email);
    await second.getByLabel('Contraseña').fill('Clave-Segura-2026');
    await second.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(second.locator('main article').getByRole('heading', { level: 2 })).toHaveText([title]);
    await other.close();
  },
);
