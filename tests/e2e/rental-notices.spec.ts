import { randomInt, randomUUID } from 'node:crypto';

import { dayInWords } from '../../lib/domain/owner-report';
import { addMonths } from '../../lib/domain/rentals/periods';
import { addDays, bogotaDay } from '../../lib/domain/visits';
import { dataOf, testHouse } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test } from './fixtures';

// The dashboard's "Incrementos por aplicar" and "Contratos por vencer" (docs/rentals.md): a lease
// signed eleven months ago reaches its twelve months at one canon, and the end of its first term,
// next month.

test.use({ storageState: ADMIN_STATE });

const today = bogotaDay(new Date());
const start = addMonths(today, -11);
const reachesOn = addMonths(start, 12);
const termEnd = addDays(reachesOn, -1);
const day = (d: string) => dayInWords(d, true);
const tenant = `Arrendataria ${randomUUID().slice(0, 6)}`;

test('the dashboard lists a lease reaching its increase and its term’s end', async ({ page, adminApi }) => {
  const restore = await adminApi.putSettings('rentals', {
    ipc: { [String(Number(reachesOn.slice(0, 4)) - 1)]: 5.1 },
  });
  const property = await adminApi.createProperty(
    testHouse({ title: `Apartamento arrendado ${randomUUID().slice(0, 8)}`, operation: 'arriendo', price: 2_500_000 }),
  );
  const owner = await dataOf<{ id: string }>(
    await adminApi.post('/api/owners', {
      data: {
        name: 'Propietaria del tablero',
        documentType: 'CC',
        documentNumber: String(randomInt(10_000_000, 1_999_999_999)),
        phone: '3001234567',
        address: '',
        notes: '',
        dataConsent: true,
      },
    }),
    201,
  );
  await dataOf(
    await adminApi.put(`/api/properties/${property._id}/mandate`, {
      data: {
        ownerId: owner.id,
        exclusive: true,
        commissionPercent: 10,
        startDate: addDays(today, -400),
        endDate: addDays(today, 365),
      },
    }),
  );
  const lease = await dataOf<{ id: string }>(
    await adminApi.post('/api/leases', {
      data: {
        propertyId: property._id,
        tenant: {
          name: tenant,
          documentType: 'CC',
          documentNumber: String(randomInt(10_000_000, 1_999_999_999)),
          phone: '3105550101',
          email: `${randomUUID().slice(0, 8)}@correo.test`,
        },
        tenantConsent: true,
        guarantee: { type: 'ninguna' },
        monthlyRent: 2_500_000,
        startDate: start,
        commissionPercent: 10,
      },
    }),
    201,
  );

  await page.goto('/admin');
  const increases = page.getByRole('region', { name: 'Incrementos por aplicar' });
  const row = increases.getByTestId('increase-due').filter({ hasText: tenant });
  await expect(row.getByRole('link', { name: `${property.title} · ${tenant}` })).toHaveAttribute(
    'href',
    `/admin/arriendos/${lease.id}`,
  );
  await expect(row).toContainText(`Canon $\u00a02.500.000 · Desde el ${day(reachesOn)}`);
  await expect(row).toContainText('Hasta 5,1 % · $\u00a02.627.500');
  const ending = page.getByRole('region', { name: 'Contratos por vencer' }).getByTestId('lease-ending');
  const endingRow = ending.filter({ hasText: tenant });
  await expect(endingRow).toContainText(
    `Fin del término: ${day(termEnd)} · Preaviso hasta el ${day(addMonths(reachesOn, -3))}`,
  );
  await expect(endingRow).toContainText(/^.*(Vence hoy|Falta 1 día|Faltan \d+ días)$/);
  await increases.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, 'dashboard-rental-notices');
  await restore();
});

test('the lists say when they are empty, when a year’s IPC is missing, and when they fail', async ({ page }) => {
  const row = {
    leaseId: '665f1c2a9b1e4a0012345678',
    tenantName: 'Arrendatario sin IPC',
    property: { id: '665f1c2a9b1e4a0012345679', title: 'Casa en Suba', code: 'ARR-1' },
    agent: null,
    currentRent: 1_800_000,
    reachesOn: '2031-03-01',
    effectiveDate: '2031-03-01',
    ipcYear: '2030',
    ipc: null,
    maxPercent: null,
    maxRent: null,
  };
  await page.route('**/api/leases/increases-due', (route) => route.fulfill({ json: { success: true, data: [row] } }));
  await page.route('**/api/leases/ending', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.goto('/admin');
  await expect(page.getByTestId('increase-due')).toContainText('IPC 2030 sin registrar');
  await expect(page.getByText('Ningún contrato por vencer.')).toBeVisible();

  await page.route('**/api/leases/increases-due', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.route('**/api/leases/ending', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, message: 'Error interno del servidor', code: 'internal_error' },
    }),
  );
  await page.reload();
  await expect(page.getByText('Ningún incremento por aplicar.')).toBeVisible();
  await expect(page.getByText('No se pudieron cargar los contratos: Error interno del servidor')).toBeVisible();
});
