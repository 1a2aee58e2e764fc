import { readFile } from 'node:fs/promises';

import { dataOf, type AdminApi } from './api-client';
import {
  acceptDialog,
  ADMIN_STATE,
  expect,
  expectAccessible,
  shot,
  test,
  unique,
  type APIRequestContext,
  type Page,
} from './fixtures';

test.use({ storageState: ADMIN_STATE });

type Settings = {
  general: { siteName: string };
  security: { loginAttempts: number; sessionDuration: number; leadsPer15Minutes: number };
  notifications: { pushNotifications: boolean };
  appearance: { primaryColor: string; theme: string };
  integrations: { googleAnalytics: string; mapsProvider: string };
  rentals: {
    lateInterestRate: number | null;
    usuryRate: number | null;
    ipc: Record<string, number>;
    bankDetails: string;
  };
};

let admin: AdminApi;
let anonymous: APIRequestContext;
let original: Buffer;

test.beforeAll(async ({ adminApi, anonymousApi }) => {
  admin = adminApi;
  anonymous = anonymousApi;
  const exported = await admin.get('/api/settings/export');
  expect(exported.status()).toBe(200);
  original = await exported.body();
});

// Whatever the tests changed, the stack's settings are put back as they were.
test.afterAll(async () => {
  const restored = await admin.post('/api/settings/import', {
    multipart: { settings: { name: 'original.json', mimeType: 'application/json', buffer: original } },
  });
  expect(restored.status()).toBe(200);
});

const adminSettings = async () => dataOf<Settings>(await admin.get('/api/settings'));
const publicSettings = async () => dataOf<Settings>(await anonymous.get('/api/settings'));

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

// The screen's timers ('Guardado' for 3 s, an error for 5 s) run on the page's clock, moved on
// past them rather than waited for (20 s of the test's 30 s when they ran in real time).
async function saveTab(page: Page) {
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('button', { name: 'Guardado' })).toBeVisible();
  await page.clock.fastForward(3000);
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toBeVisible(); // back after 3 s
}

test('each tab saves its section and takes effect', async ({ page }) => {
  test.setTimeout(90_000); // five saves and six axe checks on a loaded machine
  const siteName = `Inmobiliaria Prueba ${unique()}`;
  await page.clock.install();
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Nombre del sitio')).not.toHaveValue('');
  await expectAccessible(page);
  await shot(page, 'settings-general');

  await page.getByLabel('Nombre del sitio').fill(siteName);
  await saveTab(page);
  expect(await (await anonymous.get('/')).text()).toContain(siteName);

  await openTab(page, 'Seguridad');
  await expect(
    page.getByText('Entre 1 y 10 intentos fallidos antes de bloquear temporalmente la cuenta.'),
  ).toBeVisible();
  await expect(page.getByText('Entre 1 y 168 horas (7 días).')).toBeVisible();
  await page.getByLabel('Intentos de inicio de sesión').fill('11');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Los intentos de inicio de sesión deben estar entre 1 y 10')).toBeVisible();
  await shot(page, 'settings-security-error');
  await page.clock.fastForward(5000);
  await expect(page.getByText('Los intentos de inicio de sesión deben estar entre 1 y 10')).toBeHidden(); // shown 5 s
  await page.getByLabel('Intentos de inicio de sesión').fill('7');
  await page.getByLabel('Duración de la sesión (horas)').fill('48');
  await page.getByLabel('Solicitudes de contacto cada 15 minutos').fill('8');
  await expectAccessible(page);
  await saveTab(page);
  expect((await adminSettings()).security).toMatchObject({
    loginAttempts: 7,
    sessionDuration: 48,
    leadsPer15Minutes: 8,
  });

  await openTab(page, 'Notificaciones');
  const push = page.getByRole('switch', { name: /Notificaciones push/ });
  const before = await push.isChecked();
  await push.setChecked(!before, { force: true });
  await shot(page, 'settings-notifications');
  await saveTab(page);
  expect((await adminSettings()).notifications.pushNotifications).toBe(!before);

  await openTab(page, 'Apariencia');
  await page.getByLabel('Color primario', { exact: true }).fill('#123456');
  await expect(page.getByTestId('appearance-preview').getByText('Inmobiliaria Bogotá')).toHaveCSS(
    'background-color',
    'rgb(18, 52, 86)',
  );
  await page.getByLabel('Tema').selectOption({ label: 'Oscuro' });
  await expectAccessible(page);
  await shot(page, 'settings-appearance');
  await saveTab(page);
  expect((await publicSettings()).appearance).toMatchObject({ primaryColor: '#123456', theme: 'dark' });

  await openTab(page, 'Integraciones');
  await expect(page.getByText(/^(Configurado|No configurado)$/)).toBeVisible();
  await expect(page.getByLabel(/secret/i)).toHaveCount(0);
  await page.getByLabel('Google Analytics (ID de medición)').fill('G-PRUEBA1234');
  await page.getByLabel('Proveedor de mapas').selectOption({ label: 'Google Maps' });
  await expectAccessible(page);
  await shot(page, 'settings-integrations');
  await saveTab(page);
  expect((await publicSettings()).integrations).toMatchObject({
    googleAnalytics: 'G-PRUEBA1234',
    mapsProvider: 'google',
  });
});

test('Arriendos: the usury rule, an IPC year added, the bank details', async ({ page }) => {
  await page.clock.install();
  await page.goto('/admin/settings');
  await openTab(page, 'Arriendos');
  await expect(page.getByLabel('IPC 2024')).toHaveValue('5.2');
  await page.getByLabel('Tasa de usura (% efectivo anual)').fill('');
  await page.getByLabel('Tasa de mora (% efectivo anual)').fill('24');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(
    page.getByText(
      'Registra la tasa de usura vigente certificada por la Superintendencia Financiera antes de fijar la tasa de mora: la mora nunca puede superarla (Código de Comercio, artículo 884)',
    ),
  ).toBeVisible();
  await page.clock.fastForward(5000);
  await page.getByLabel('Tasa de usura (% efectivo anual)').fill('23.5');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(
    page.getByText(
      'La tasa de mora (24 % efectivo anual) no puede superar la tasa de usura (23,5 % efectivo anual): Código de Comercio, artículo 884; Código Penal, artículo 305',
    ),
  ).toBeVisible();
  await shot(page, 'settings-rentals-error');
  await page.clock.fastForward(5000);
  await page.getByLabel('Tasa de usura (% efectivo anual)').fill('24.36');
  const addYear = page.getByRole('button', { name: 'Agregar año' });
  await expect(addYear).toBeDisabled();
  await page.getByLabel('Año', { exact: true }).fill('2025');
  await page.getByLabel('IPC del año (%)').fill('5.1');
  await addYear.click();
  await expect(page.getByLabel('IPC 2025')).toHaveValue('5.1');
  await page.getByLabel('Datos bancarios para el pago del canon').fill('Banco de Bogotá, cuenta corriente 000-12345-6');
  await expectAccessible(page);
  await shot(page, 'settings-rentals');
  await saveTab(page);
  expect((await adminSettings()).rentals).toMatchObject({
    lateInterestRate: 24,
    usuryRate: 24.36,
    ipc: { '2024': 5.2, '2025': 5.1 },
    bankDetails: 'Banco de Bogotá, cuenta corriente 000-12345-6',
  });
});

test('Base de datos: live figures, export, import of a modified file, reset', async ({ page }) => {
  const stats = await dataOf<{ totalProperties: number }>(await admin.get('/api/properties/stats'));
  await page.goto('/admin/settings');
  await openTab(page, 'Base de datos');
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toHaveCount(0);
  await expect(page.getByText('Conectada')).toBeVisible();
  await expect(page.locator('div', { hasText: /^Propiedades/ }).getByRole('definition')).toHaveText(
    new Intl.NumberFormat('es-CO').format(stats.totalProperties),
  );
  await expect(page.getByText(/^\d+ ms$/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'settings-database');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar configuración' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^configuracion-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as Settings;
  expect(file.general.siteName).toBe((await adminSettings()).general.siteName);

  const importedName = `Inmobiliaria Importada ${unique()}`;
  file.general.siteName = importedName;
  await page
    .getByLabel('Importar configuración')
    .setInputFiles({ name: 'config.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByText('Configuración importada exitosamente')).toBeVisible();
  expect((await publicSettings()).general.siteName).toBe(importedName);

  await page
    .getByLabel('Importar configuración')
    .setInputFiles({ name: 'malo.json', mimeType: 'application/json', buffer: Buffer.from('{no es json') });
  await expect(page.getByText('El archivo de configuración no es un JSON válido')).toBeVisible();
  await shot(page, 'settings-import-error');

  acceptDialog(page, '¿Restablecer toda la configuración a los valores por defecto?');
  await page.getByRole('button', { name: 'Restablecer valores por defecto' }).click();
  await expect(page.getByText('Configuración restablecida a los valores por defecto')).toBeVisible();
  expect((await publicSettings()).general.siteName).toBe('Inmobiliaria Bogotá');
  await openTab(page, 'General');
  await expect(page.getByLabel('Nombre del sitio')).toHaveValue('Inmobiliaria Bogotá');
});

test('a failed load says so and shows the defaults', async ({ page }) => {
  await page.route('**/api/settings', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Fallo' } }),
  );
  await page.goto('/admin/settings');
  await expect(page.getByText('Error al cargar la configuración. Usando valores por defecto.')).toBeVisible();
  await expect(page.getByLabel('Nombre del sitio')).toHaveValue('Inmobiliaria Bogotá');
  await shot(page, 'settings-load-error');
});
