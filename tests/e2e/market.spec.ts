import { ADMIN_STATE, blockExternal, expect, expectAccessible, freshIp, shot, test, unique } from './fixtures';

// Issue 23 in a browser, at 1280 and 390 px: an owner gets an estimate on /vender and leaves
// their details, and the lead reaches the admin with its estimate; a localidad page reached from
// the home page. Axe on every new view.

test.beforeEach(({ page }) => blockExternal(page));
// Each goes through several pages with axe and full-page screenshots.
test.slow();

test(
  'an owner gets an estimate, leaves their details, and the lead appears in the admin',
  { tag: '@any-width' },
  async ({ page, browser }) => {
    // Its own client address: the estimate and the lead are limited per address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    await page.goto('/vender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuánto vale mi inmueble?');
    await expect(page.getByText('Ley 1673 de 2013')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'vender');

    await page.getByLabel('Tipo de inmueble').selectOption('apartamento');
    await page.getByLabel('Ciudad').selectOption({ label: 'Bogotá, D.C.' });
    await page.getByLabel('Localidad (opcional)').selectOption({ label: 'Suba' });
    await page.getByLabel('Área construida (m²)').fill('90');
    await page.getByLabel('Habitaciones').fill('3');
    await page.getByRole('button', { name: 'Calcular estimación' }).click();

    await expect(page.getByRole('heading', { name: 'Precio estimado' })).toBeVisible();
    const figures = page.getByTestId('valuation-figures');
    await expect(figures).toContainText('Bajo');
    await expect(figures).toContainText('Medio');
    await expect(figures).toContainText('Alto');
    await expect(page.getByText(/Calculado con \d+ inmuebles comparables/)).toContainText('toda la ciudad');
    await expect(page.getByRole('heading', { name: 'Algunos comparables' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'vender-estimate');

    const email = `propietaria-${unique()}@correo.test`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Herrera');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('310 555 0123');
    await page.getByRole('button', { name: 'Enviar mis datos' }).click();
    await expect(page.getByText('Debes aceptar la Política de Privacidad para continuar')).toBeVisible();
    await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
    await page.getByRole('button', { name: 'Enviar mis datos' }).click();
    await expect(page.getByText('Un asesor de la agencia te contactará pronto')).toBeVisible();
    const plan = page.getByRole('link', { name: /^Plan / }).first();
    await expect(plan).toHaveAttribute('href', /^\/plan-form\?plan=venta-/);
    await expectAccessible(page);
    await plan.click();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await expect(page.locator('#firstName')).toHaveValue('Lucía');

    const admin = await browser.newContext({ storageState: ADMIN_STATE });
    const panel = await admin.newPage();
    await panel.goto('/admin/leads');
    await panel.getByLabel('Tipo').selectOption({ label: 'Propietario (captación)' });
    await panel.getByLabel('Buscar').fill(email);
    const card = panel.getByTestId('lead-row').filter({ hasText: 'Lucía Herrera' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Apartamento para vender en Suba, Bogotá, D.C. · 90 m²');
    await expect(card.getByTestId('owner-estimate')).toContainText(/comparables de la ciudad/);
    await expectAccessible(panel);

    // Settings > Integraciones: the portals' feed, its address and how many listings it holds.
    const feed = await panel.request.get('/feeds/trovit.xml');
    const count = feed.headers()['x-feed-count'];
    await panel.goto('/admin/settings');
    await panel.getByRole('tab', { name: 'Integraciones' }).click();
    await expect(panel.getByTestId('feed-panel').getByRole('link')).toHaveAttribute('href', /\/feeds\/trovit\.xml$/);
    await expect(panel.getByTestId('feed-count')).toHaveText(`${count} inmuebles en el feed`);
    await expectAccessible(panel);
    await admin.close();
  },
);

test('a localidad page reached from the home page: figures, chart, listings, other localidades', async ({ page }) => {
  await page.goto('/');
  const popular = page.getByTestId('popular-places');
  await popular.scrollIntoViewIfNeeded();
  const first = popular.getByRole('link').first();
  const label = (await first.locator('span').first().textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/inmuebles\/(venta|arriendo)\/[a-z-]+\/[a-z-]+$/);
  const [operation, place] = label.split(' en ');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Inmuebles en ${operation.toLowerCase()} en ${place}`,
  );
  await expect(page.getByTestId('market-summary')).toContainText('Inmuebles publicados');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: /en el buscador/ })).toHaveAttribute('href', /^\/listing\?/);
  await expectAccessible(page);
  await shot(page, 'localidad');

  await page.goto('/inmuebles/arriendo/bogota/chapinero');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inmuebles en arriendo en Chapinero, Bogotá');
  await expect(page.getByRole('img', { name: 'Cómo se reparte el precio por m²' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: /Otras localidades de Bogotá/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expectAccessible(page, { exclude: '[data-testid="listing-map"]' });
  await shot(page, 'chapinero');
});
