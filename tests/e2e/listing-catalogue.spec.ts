import { expect, test } from './fixtures';

type ApiList = {
  data: Array<{
    _id: string;
    title: string;
    price: number;
    operation: string;
    features: { bedrooms: number; area: number };
  }>;
  pagination: { total: number; pages: number };
};

const cop = (n: number) => `$ ${n.toLocaleString('de-DE')}`; // es-CO groups with dots, like de-DE

test('the catalogue shows the seeded properties with es-CO prices', async ({ page, request }) => {
  const api = (await (await request.get('/api/properties?page=1&limit=12')).json()) as ApiList;
  await page.goto('/listing');

  await expect(page).toHaveTitle(/Inmuebles en venta y arriendo/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(`${api.pagination.total} inmuebles encontrados`);

  const cards = page.locator('main article');
  await expect(cards).toHaveCount(12);
  for (const [index, property] of api.data.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(property.title);
    await expect(card.getByTestId('property-price')).toContainText(cop(property.price));
    if (property.operation === 'arriendo') await expect(card.getByTestId('property-price')).toContainText('/mes');
    if (property.features.bedrooms > 0)
      await expect(card.getByText(`${property.features.bedrooms} hab.`)).toBeVisible();
    else await expect(card.getByText(/hab\./)).toHaveCount(0);
    // Other specs may have published properties without an area; the card then shows none.
    if (property.features.area > 0)
      await expect(card.getByText(`${property.features.area.toLocaleString('de-DE')} m²`)).toBeVisible();
  }
  // Photos load through next/image from the /uploads route. They are lazy: scrolled to, and given
  // the time a first resize at this width takes on a busy two-core machine.
  const photo = page.locator('main article img').first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true, { timeout: 20_000 });
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test(
  'pagination moves through the catalogue and keeps the page in the URL',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const second = (await (await request.get('/api/properties?page=2&limit=12')).json()) as ApiList;
    await page.goto('/listing');
    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/listing\?page=2$/);
    await expect(page.locator('main article').first().getByRole('heading', { level: 2 })).toHaveText(
      second.data[0].title,
    );
    await expect(page.getByRole('navigation', { name: 'Paginación' }).locator('[aria-current="page"]')).toHaveText('2');
  },
);

test('an out-of-range page shows the empty state', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/listing?page=999');
  await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
  await expect(page.getByText('Intenta ajustar los filtros para ver más resultados.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la primera página' }).click();
  await expect(page.locator('main article')).toHaveCount(12);
});
