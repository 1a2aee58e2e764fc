import { CREDIT_CASE, LEASING_CASE } from '../support/financing-case';
import { testHouse } from './api-client';
import { ADMIN_STATE, blockExternal, expect, expectAccessible, shot, test, type Page } from './fixtures';

// The financing simulator (lib/domain/financing.ts) on /simulador and on a property for sale, with
// the figures of the hand-computed case of tests/unit/financing.test.ts.

test.beforeEach(({ page }) => blockExternal(page));

const cop = (n: number) => `$ ${n.toLocaleString('de-DE')}`;

async function expectCredit(page: Page) {
  const results = page.getByRole('region', { name: 'Resultado de la simulación' });
  const f = CREDIT_CASE.figures;
  for (const [testId, value] of [
    ['sim-monthly', f.monthlyPayment],
    ['sim-loan', f.loan],
    ['sim-total', f.totalPaid],
    ['sim-interest', f.totalInterest],
    ['sim-income', f.minIncome],
    ['sim-closing', f.closingCosts.total],
  ] as const)
    await expect(results.getByTestId(testId)).toHaveText(cop(value));
  await expect(results).toContainText('Cifras estimadas');
}

test('/simulador: the figures of a crédito and a leasing, and the rules of the cuota inicial', async ({ page }) => {
  await page.goto('/simulador');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Simula tu crédito hipotecario o leasing habitacional',
  );
  await expect(page.getByText('Completa los datos para ver la cuota.')).toBeVisible();
  await page.getByLabel('Precio del inmueble (COP)').fill('300000000');
  await expect(page.getByLabel('Cuota inicial (COP)')).toHaveValue('90000000');
  await expect(page.getByText('Mínimo 30 % (vivienda no VIS): $ 90.000.000')).toBeVisible();
  await expectCredit(page);
  await expectAccessible(page);
  await shot(page, 'simulador');

  await page.getByLabel('Leasing habitacional').check();
  await expect(page.getByTestId('sim-monthly')).toHaveText(cop(LEASING_CASE.figures.monthlyPayment));
  await expect(page.getByTestId('sim-option')).toHaveText(cop(LEASING_CASE.figures.buyOption));
  await expect(page.getByText('al inicio no pagas notaría, registro ni beneficencia')).toBeVisible();

  await page.getByLabel('Cuota inicial (COP)').fill('50000000');
  await expect(
    page.getByText('La cuota inicial mínima para vivienda no VIS es el 30 % del precio: $ 90.000.000'),
  ).toBeVisible();
  await expect(page.getByLabel('Cuota inicial (COP)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('sim-monthly')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Crédito hipotecario en pesos (cuota fija)').check();
  await page.getByLabel('Cuota inicial (COP)').fill('90000000');
  await page.getByLabel('Plazo (años)').selectOption('10');
  await page.getByLabel('Tasa efectiva anual (%)').fill('12');
  await expect(page.getByTestId('sim-total')).toContainText('$');
  await expect(page.getByText('Total pagado en 120 meses')).toBeVisible();
});

test('linked from the header and the services page', async ({ page, isMobile }) => {
  await page.goto('/services');
  await page.getByRole('link', { name: 'Simula tu cuota mensual' }).click();
  await expect(page).toHaveURL(/\/simulador$/);
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menú principal' }).getByRole('link', { name: 'Simulador' }),
    ).toHaveAttribute('href', '/simulador');
  } else {
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Simulador', exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test(
  'a property for sale has the simulator with its price, and opens the full one',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    const house = await adminApi.createProperty(testHouse({ price: 300_000_000 }));
    try {
      await page.goto(`/property/${house._id}`);
      const section = page.getByRole('region', { name: 'Simula tu crédito' });
      await expect(section.getByLabel('Precio del inmueble (COP)')).toHaveValue('300000000');
      await expectCredit(page);
      await expectAccessible(page, { exclude: 'iframe' });
      await section.getByRole('link', { name: 'Abrir el simulador completo' }).click();
      await expect(page).toHaveURL(/\/simulador\?price=300000000$/);
      // Next keeps the property page, hidden, for the way back: the visible form is the new page's.
      await expect(page.getByLabel('Precio del inmueble (COP)').filter({ visible: true })).toHaveValue('300000000');
    } finally {
      await adminApi.deleteProperty(house._id);
    }
  },
);

test.describe('Settings > Financiación', () => {
  test.use({ storageState: ADMIN_STATE });

  test(
    'an admin changes the default rate and the simulator uses it',
    { tag: '@any-width' },
    async ({ page, adminApi }) => {
      const restore = await adminApi.putSettings('financing', {});
      try {
        await page.goto('/admin/settings');
        await page.getByRole('tab', { name: 'Financiación' }).click();
        const rate = page.getByLabel('Tasa efectiva anual (%)');
        await expect(rate).toHaveValue('12');
        await expectAccessible(page);
        await rate.fill('10');
        await page.getByRole('button', { name: 'Guardar Cambios' }).click();
        await expect(page.getByRole('button', { name: 'Guardado' })).toBeVisible();
        await page.goto('/simulador?price=300000000');
        await expect(page.getByLabel('Tasa efectiva anual (%)')).toHaveValue('10');
      } finally {
        await restore();
      }
    },
  );
});
