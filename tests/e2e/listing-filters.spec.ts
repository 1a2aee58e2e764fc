import { publicList } from './api-client';
import { expect, expectAccessible, test } from './fixtures';
import { cards, expectMatchesApi, openFilters } from './listing-page';

// Each single filter in the URL against the API's answer is read over HTTP, in the server's HTML
// (tests/integration/listing-filters.test.ts); here what needs a browser.

test('the filter panel lands on a URL with exactly the chosen filters, and on the same results', async ({
  page,
  request,
}) => {
  await page.goto('/listing');
  await openFilters(page);
  const panel = page.getByRole('search', { name: 'Filtrar inmuebles' });
  await panel.getByLabel('Operación').selectOption('venta');
  await panel.getByLabel('Apartamento').check();
  await panel.getByLabel('Casa').check();
  await panel.getByLabel('Ciudad').selectOption('11001');
  await expect(panel.getByLabel('Localidad')).toBeEnabled();
  await panel.getByLabel('Precio mínimo').fill('200000000');
  await panel.getByLabel('Habitaciones').selectOption('2');
  await panel.getByRole('button', { name: 'Aplicar filtros' }).click();
  const expected = 'operation=venta&type=casa%2Capartamento&city=11001&minPrice=200000000&bedrooms=2';
  await expect(page).toHaveURL(`/listing?${expected}`);
  await expectMatchesApi(page, request, expected);

  // The panel shows the applied filters again, and a single bound works alone.
  await openFilters(page);
  await expect(panel.getByLabel('Operación')).toHaveValue('venta');
  await expect(panel.getByLabel('Casa')).toBeChecked();
  await panel.getByLabel('Precio mínimo').fill('');
  await panel.getByLabel('Precio máximo').fill('500000000');
  await panel.getByLabel('Solo destacados').check();
  await panel.getByRole('button', { name: 'Aplicar filtros' }).click();
  const second = 'operation=venta&type=casa%2Capartamento&city=11001&maxPrice=500000000&bedrooms=2&featured=true';
  await expect(page).toHaveURL(`/listing?${second}`);
  await expectMatchesApi(page, request, second);

  // Back returns to the first search, reload keeps the second.
  await page.goBack();
  await expect(page).toHaveURL(`/listing?${expected}`);
  await expectMatchesApi(page, request, expected);
  await page.goForward();
  await page.reload();
  await expect(page).toHaveURL(`/listing?${second}`);
  await expectMatchesApi(page, request, second);
});

test(
  'a city without localities keeps the locality select disabled; invalid values fall back',
  { tag: '@any-width' },
  async ({ page, request }) => {
    await page.goto('/listing?type=castillo&page=abc&limit=7&sort=raro&operation=venta');
    await expectMatchesApi(page, request, 'operation=venta');
    await openFilters(page);
    await expect(page.getByLabel('Localidad')).toBeDisabled();
  },
);

test(
  'sort and page size are in the URL; a new page size goes back to page 1',
  { tag: '@any-width' },
  async ({ page, request }) => {
    await page.goto('/listing?page=2');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
    await expect(page).toHaveURL('/listing?sort=price-low');
    await expectMatchesApi(page, request, 'sort=price-low');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Destacados primero' });
    await expect(page).toHaveURL('/listing?sort=best-seller');
    await expectMatchesApi(page, request, 'sort=best-seller');
    await expect(page.getByLabel('Ordenar por').locator('option')).toHaveText([
      'Más recientes',
      'Más nuevos',
      'Destacados primero',
      'Precio: menor a mayor',
      'Precio: mayor a menor',
      'Mayor bajada de precio',
    ]);

    await page.goto('/listing?sort=price-high&page=2');
    await expect(page.getByLabel('Por página').locator('option')).toHaveText(['12', '24', '48', '96']);
    await page.getByLabel('Por página').selectOption('24');
    await expect(page).toHaveURL('/listing?sort=price-high&limit=24');
    await expectMatchesApi(page, request, 'sort=price-high&limit=24');
    await page.reload();
    await expect(page.getByLabel('Por página')).toHaveValue('24');
    await expect(page.getByLabel('Ordenar por')).toHaveValue('price-high');
  },
);

test('grid is the default view; the list view has "Ver detalles" and survives a reload', async ({ page }) => {
  await page.goto('/listing');
  await expect(cards(page).first()).toHaveAttribute('data-variant', 'grid');
  await expect(page.getByRole('link', { name: 'Vista en cuadrícula' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Vista en lista' }).click();
  await expect(page).toHaveURL('/listing?view=list');
  await expect(cards(page).first()).toHaveAttribute('data-variant', 'list');
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /Ver detalles/ }),
  ).toBeVisible();
  await page.reload();
  await expect(cards(page).first()).toHaveAttribute('data-variant', 'list');
  // Filters keep the view.
  await page.goto('/listing?view=list&operation=arriendo');
  await expect(cards(page).first()).toHaveAttribute('data-variant', 'list');
  await expect(cards(page).first().getByTestId('property-price')).toContainText('/mes');
});

test('cards are in Spanish with the status label badges', { tag: '@any-width' }, async ({ page, request }) => {
  const api = await publicList(request, 'featured=true&operation=venta&limit=12');
  await page.goto('/listing?featured=true&operation=venta');
  const first = cards(page).first();
  await expect(first.getByText('En venta', { exact: true })).toBeVisible();
  await expect(first.getByText('Destacado', { exact: true })).toBeVisible();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(api.data[0].title);
  await page.goto('/listing?operation=arriendo');
  await expect(cards(page).first().getByText('En arriendo', { exact: true })).toBeVisible();
  // Entry animation: 50 ms + 50 ms × index delay, 1200 ms.
  await expect(cards(page).nth(2)).toHaveCSS('animation-delay', '0.15s');
  await expect(cards(page).nth(2)).toHaveCSS('animation-duration', '1.2s');
});

test('the empty state', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/listing?search=zzzzinexistentezzzz');
  await expect(page.getByTestId('result-count')).toHaveText('0 inmuebles encontrados');
  await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
  await expect(page.getByText('Intenta ajustar los filtros para ver más resultados.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);
});

test.describe('pagination control', () => {
  const marker = `paginacion${Date.now()}`;
  const created: string[] = [];
  test.beforeAll(async ({ adminApi }) => {
    // 73 listed properties with the marker: 7 pages of 12 (the seed alone has fewer than 60 listed).
    for (let i = 0; i < 73; i++) {
      created.push((await adminApi.createProperty({ title: `Prueba ${marker} ${i}`, price: 100_000_000 + i }))._id);
    }
  });
  test.afterAll(async ({ adminApi }) => {
    for (const id of created) await adminApi.deleteProperty(id);
  });

  test(
    'at most five numbers, ellipses, first/last jumps; hidden for one page',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const nav = page.getByRole('navigation', { name: 'Paginación' });
      await page.goto(`/listing?search=${marker}&page=4`);
      await expect(nav.getByRole('link', { name: /^\d+$/ }).or(nav.locator('[aria-current="page"]'))).toHaveText([
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);
      await expect(nav.getByTestId('ellipsis')).toHaveCount(2);
      await nav.getByRole('link', { name: 'Última página' }).click();
      await expect(page).toHaveURL(`/listing?search=${marker}&page=7`);
      await expect(nav.locator('[aria-current="page"]')).toHaveText('7');
      await expect(nav.getByRole('link', { name: 'Página siguiente' })).toHaveCount(0);
      await expectMatchesApi(page, request, `search=${marker}&page=7`);
      await nav.getByRole('link', { name: 'Primera página' }).click();
      await expect(page).toHaveURL(`/listing?search=${marker}`);
      await expect(nav.getByTestId('ellipsis')).toHaveCount(1);
      await nav.getByRole('link', { name: 'Página siguiente' }).click();
      await expect(page).toHaveURL(`/listing?search=${marker}&page=2`);
      await expectMatchesApi(page, request, `search=${marker}&page=2`);
      // 73 fit on one page of 96: no control at all.
      await page.getByLabel('Por página').selectOption('96');
      await expect(page).toHaveURL(`/listing?search=${marker}&limit=96`);
      await expect(cards(page)).toHaveCount(73);
      await expect(nav).toHaveCount(0);
    },
  );
});

test('the listing has no serious accessibility violation (filters open on phones)', async ({ page }) => {
  await page.goto('/listing');
  await openFilters(page);
  // Cards fade in one after another (SPEC's entry animation); contrast is judged once they are in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page);
});
