import { dataOf, publicList, type AdminApi, type ApiProperty } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test, unique, type Page } from './fixtures';
import { agentContext, assignProperty, createAgent } from './staff';

// Rentals under administration as an agent works them (docs/rentals.md): the agent signs a lease
// from a rental listing (an existing one, paid through this month), records a partial and a full
// payment, applies the yearly increase and sees its notice; then the owner opens their settlement
// and the tenant their statement, each from the link the agency sends, without an account; an
// admin reverses a payment and records the owner's withholding.

const bogotaDay = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

/** `day` moved by whole months (the 1st of a month stays the 1st). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  return `${year}-${String(index - year * 12 + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const COMMISSION = 10;

async function check(page: Page, name: string) {
  await expectAccessible(page);
  await shot(page, name);
}

/** The IPC of the year before the increase and the bank details, when the stack has none yet. */
async function rentalSettings(adminApi: AdminApi, ipcYear: string) {
  const settings = await dataOf<{ rentals: { ipc: Record<string, number>; bankDetails: string } }>(
    await adminApi.get('/api/settings'),
  );
  const { ipc, bankDetails } = settings.rentals;
  if (ipc[ipcYear] !== undefined && bankDetails) return;
  const data = {
    ipc: { ...ipc, [ipcYear]: ipc[ipcYear] ?? 5.1 },
    bankDetails: bankDetails || 'Banco de Bogotá · Cuenta de ahorros 123-456789-0 · Inmobiliaria Bogotá S.A.S.',
  };
  await dataOf(await adminApi.put('/api/settings/rentals', { data }));
}

test('an agent signs a lease, records a partial and a full payment and applies the increase; the owner and the tenant open their links', async ({
  browser,
  playwright,
  baseURL,
  anonymousApi,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const tag = unique();
  const today = bogotaDay();
  const thisPeriod = `${today.slice(0, 8)}01`;
  const startDate = addMonths(thisPeriod, -13);
  const nextPeriod = addMonths(thisPeriod, 1);
  await rentalSettings(adminApi, String(Number(nextPeriod.slice(0, 4)) - 1));

  // A rental listing of the agent's, with its owner's current mandate.
  const agent = await createAgent(anonymousApi, `Asesora Arriendos ${tag}`);
  const rentals = (await publicList(anonymousApi, 'limit=50&operation=arriendo')).data as ApiProperty[];
  const listing = rentals.at(-1)!;
  await assignProperty(anonymousApi, listing._id, agent.id);
  const owner = await dataOf<{ id: string }>(
    await adminApi.post('/api/owners', {
      data: {
        name: `Propietario Arriendo ${tag}`,
        documentType: 'CC',
        documentNumber: `79${String(Date.now()).slice(-7)}`,
        phone: '3004445566',
        email: `propietario.${tag}@correo.test`,
        dataConsent: true,
      },
    }),
    201,
  );
  await dataOf(
    await adminApi.put(`/api/properties/${listing._id}/mandate`, {
      data: {
        ownerId: owner.id,
        exclusive: true,
        commissionPercent: COMMISSION,
        startDate,
        endDate: addMonths(today, 12),
      },
    }),
  );

  const tenantName = `Camila Rojas ${tag}`;
  const request = await playwright.request.newContext({ baseURL });
  const context = await agentContext(browser, request, agent);
  const page = await context.newPage();
  let leaseId = '';
  try {
    // From the property's edit page to the signing form.
    await page.goto(`/admin/properties/edit/${listing._id}`);
    await page.getByRole('link', { name: 'Firmar contrato de arriendo' }).click();
    await expect(page.getByRole('heading', { name: 'Firmar contrato de arriendo', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sign-property')).toContainText(listing.title);
    const form = page.getByRole('form', { name: 'Datos del contrato' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Nombre del arrendatario').fill(tenantName);
    await field('Número de documento').fill(`10${String(Date.now()).slice(-8)}`);
    await field('Teléfono').fill('3101234567');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`camila.${tag}@correo.test`);
    await field('Nombre del codeudor 1').fill(`Jorge Rojas ${tag}`);
    await field('Número de documento del codeudor 1').fill(`19${String(Date.now()).slice(-7)}`);
    await field('Canon mensual').fill('1.800.000');
    await field('Administración').fill('200.000');
    await field('Fecha de inicio').fill(startDate);
    await field('Comisión de administración (%)').fill(String(COMMISSION));
    await form.getByLabel('Pagado hasta (contrato existente)').fill(thisPeriod);
    // Without the tenant's authorisation the API's own message shows under the box.
    await page.getByRole('button', { name: 'Firmar contrato' }).click();
    await expect(page.getByText('Debes contar con la autorización del arrendatario')).toBeVisible();
    await page.getByLabel('El arrendatario autorizó el tratamiento de sus datos personales').check();
    await check(page, 'rentals-sign');
    await page.getByRole('button', { name: 'Firmar contrato' }).click();

    // The lease's page: this month's charge is open, the earlier ones settled at registration.
    await expect(page.getByRole('heading', { name: tenantName, level: 1 })).toBeVisible();
    await expect(page.getByText('Contrato de arriendo registrado')).toBeVisible();
    leaseId = page.url().split('/').at(-1)!;
    const balance = page.getByTestId('statement-balance');
    await expect(balance).toHaveText('$ 2.000.000');
    await expect(page.getByTestId('statement-charge').filter({ hasText: 'Saldado al registrar' })).toHaveCount(13);

    // A partial payment, then the rest.
    const payment = page.getByRole('form', { name: 'Registrar pago' });
    await payment.getByLabel('Valor recibido').fill('800.000');
    await payment.getByLabel('Referencia').fill(`TR-${tag}-1`);
    await payment.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByText('Pago registrado')).toBeVisible();
    await expect(balance).toHaveText('$ 1.200.000');
    await payment.getByLabel('Valor recibido').fill('1.200.000');
    await payment.getByLabel('Medio de pago').selectOption('pse');
    await payment.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(balance).toHaveText('$ 0');
    await expect(page.getByTestId('statement-charge').first()).toContainText('Pagado');
    await expect(page.getByTestId('statement-payment')).toHaveCount(2);

    // The yearly increase from next month's period, and the notice it leaves.
    const increase = page.getByRole('form', { name: 'Aplicar incremento' });
    await increase.getByLabel('Incremento (%)').fill('3');
    await expect(increase.getByText('Nuevo canon: $ 1.854.000')).toBeVisible();
    await increase.getByLabel('Fecha en que rige').fill(nextPeriod);
    await increase.getByRole('button', { name: 'Aplicar incremento' }).click();
    await expect(page.getByText('Incremento aplicado y notificado al arrendatario')).toBeVisible();
    await expect(page.getByTestId('lease-increase')).toContainText('$ 1.854.000');
    await expect(page.getByRole('link', { name: 'Carta de notificación (PDF)' })).toBeVisible();
    await expect(page.getByTestId('lease-notice').first()).toContainText('Incremento del 3 %');
    await check(page, 'rentals-lease');

    // The lease's editable terms: the tenant's phone, a channel more, the administración and grace days.
    await page.getByRole('button', { name: 'Editar condiciones del contrato' }).click();
    const terms = page.getByRole('form', { name: 'Editar condiciones del contrato' });
    await expect(terms.getByLabel('Teléfono', { exact: true })).toHaveValue('3101234567');
    await terms.getByLabel('Teléfono', { exact: true }).fill('3209876543');
    await terms.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await terms.getByLabel('Administración', { exact: true }).fill('250.000');
    await terms.getByLabel('Días de gracia').fill('40');
    await terms.getByRole('button', { name: 'Guardar condiciones' }).click();
    await expect(terms.getByText('Los días de gracia deben ser un número entero entre 0 y 28')).toBeVisible();
    await terms.getByLabel('Días de gracia').fill('8');
    await terms.scrollIntoViewIfNeeded();
    await check(page, 'rentals-terms');
    await terms.getByRole('button', { name: 'Guardar condiciones' }).click();
    await expect(page.getByText('Contrato de arriendo actualizado')).toBeVisible();
    await expect(terms).toBeHidden();
    const tenantFacts = page.getByRole('region', { name: 'Arrendatario', exact: true });
    await expect(tenantFacts).toContainText('3209876543');
    await expect(tenantFacts).toContainText('Email, WhatsApp');
    const termFacts = page.getByRole('region', { name: 'Condiciones', exact: true });
    await expect(termFacts).toContainText('$ 250.000');
    await expect(termFacts).toContainText('Días de gracia:8');
    // The balance keeps this month's charge as it was: a new administración applies to later periods.
    await expect(balance).toHaveText('$ 0');

    // The list shows it, with its canon and balance.
    await page.goto('/admin/arriendos');
    await page.getByLabel('Buscar').fill(tenantName);
    const row = page.getByTestId('lease-row').filter({ hasText: tenantName });
    await expect(row).toContainText('$ 1.800.000');
    await expect(row.getByTestId('lease-balance')).toHaveText('$ 0');
    await check(page, 'rentals-list');

    // The property's edit page now links its lease; there, the tenant's link.
    await page.goto(`/admin/properties/edit/${listing._id}`);
    await page.getByRole('link', { name: 'Ver contrato de arriendo' }).click();
    await expect(page.getByRole('heading', { name: tenantName, level: 1 })).toBeVisible();
    expect(page.url()).toContain(`/admin/arriendos/${leaseId}`);
    await page.getByRole('button', { name: 'Crear enlace para el arrendatario' }).click();
    const tenantUrl = await page.getByLabel('Enlace para copiar').inputValue();
    expect(tenantUrl).toMatch(/\/inquilino\/[\w-]+$/);

    const visitor = await browser.newContext();
    const tenantPage = await visitor.newPage();
    try {
      await tenantPage.goto(new URL(tenantUrl).pathname);
      await expect(tenantPage.getByRole('heading', { name: 'Tu estado de cuenta', level: 1 })).toBeVisible();
      await expect(tenantPage.getByText(listing.title).first()).toBeVisible();
      await expect(tenantPage.getByTestId('statement-balance')).toHaveText('$ 0');
      await expect(tenantPage.getByTestId('bank-details')).toContainText('Cuenta de ahorros');
      await check(tenantPage, 'rentals-tenant');
    } finally {
      await visitor.close();
    }
  } finally {
    await context.close();
    await request.dispose();
  }

  // The owner's link shows this month's settlement: 2.000.000 collected, 10 % of the canon and its IVA off.
  const linked = await adminApi.post(`/api/properties/${listing._id}/report-link`);
  expect([200, 201]).toContain(linked.status());
  const { url } = ((await linked.json()) as { data: { url: string } }).data;
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  try {
    await ownerPage.goto(new URL(url).pathname);
    const settlements = ownerPage.getByRole('region', { name: 'Liquidaciones' });
    await expect(settlements).toBeVisible();
    const month = settlements.getByTestId('owner-settlement').first();
    await expect(month).toContainText('$ 2.000.000');
    await expect(month).toContainText('$ 180.000');
    await expect(month).toContainText('$ 34.200');
    await expect(month).toContainText('$ 1.785.800');
    await month.scrollIntoViewIfNeeded();
    await check(ownerPage, 'rentals-owner');
  } finally {
    await ownerContext.close();
  }

  // An admin reverses the partial payment, with the reason; the month's charge is open again for it.
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE });
  const adminPage = await adminContext.newPage();
  try {
    await adminPage.goto(`/admin/arriendos/${leaseId}`);
    await adminPage.getByRole('button', { name: 'Revertir el pago de $ 800.000' }).click();
    await adminPage.getByLabel('Motivo de la reversión').fill('Transferencia devuelta por el banco');
    await adminPage.getByRole('button', { name: 'Revertir pago' }).click();
    await expect(adminPage.getByText('Pago reversado')).toBeVisible();
    await expect(adminPage.getByTestId('statement-balance')).toHaveText('$ 800.000');
    await expect(adminPage.getByTestId('statement-payment').filter({ hasText: 'Revertido' })).toContainText(
      'Transferencia devuelta por el banco',
    );

    // The owner's withholdings on their settlement, in the owner's form.
    await adminPage.goto(`/admin/propietarios/${owner.id}`);
    await adminPage.getByRole('button', { name: 'Agregar retención' }).click();
    await adminPage.getByLabel('Nombre de la retención 1').fill('Retención en la fuente');
    await adminPage.getByLabel('Porcentaje 1 (%)').fill('3,5');
    await adminPage.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(adminPage.getByText('Propietario actualizado exitosamente')).toBeVisible();
    await expect(adminPage.getByLabel('Porcentaje 1 (%)')).toHaveValue('3,5');
  } finally {
    await adminContext.close();
  }
});
