import { publicList } from './api-client';
import { expect, test, type Page } from './fixtures';
import { cards } from './listing-page';

const title = async (page: Page, index: number) =>
  (await cards(page).nth(index).getByRole('heading', { level: 2 }).textContent())!.trim();

test('favourites persist across a reload and show in their own view', async ({ page }) => {
  await page.goto('/listing?operation=venta');
  const first = await title(page, 0);
  const second = await title(page, 1);
  await page.getByRole('button', { name: `Agregar a favoritos: ${first}` }).click();
  await page.getByRole('button', { name: `Agregar a favoritos: ${second}` }).click();
  await expect(page.getByTestId('favorites-count')).toHaveText('2');
  await page.reload();
  await expect(page.getByRole('button', { name: `Quitar de favoritos: ${first}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: /Favoritos/ }).click();
  await expect(page).toHaveURL('/listing?favoritos=1');
  await expect(page.getByRole('heading', { name: 'Mis favoritos' })).toBeVisible();
  const saved = page.locator('main article');
  await expect(saved).toHaveCount(2);
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText([first, second]);
  // Removing one from the view updates it at once.
  await page.getByRole('button', { name: `Quitar de favoritos: ${first}` }).click();
  await expect(saved).toHaveCount(1);
  await page.getByRole('button', { name: `Quitar de favoritos: ${second}` }).click();
  await expect(page.getByText('Aún no tienes propiedades favoritas.')).toBeVisible();
});

test('compare takes up to three properties, refuses a fourth, and shows them side by side', async ({
  page,
  request,
}) => {
  const api = await publicList(request, 'limit=12');
  await page.goto('/listing');
  const titles = await Promise.all([0, 1, 2, 3].map((i) => title(page, i)));
  for (const t of titles.slice(0, 3)) await page.getByRole('button', { name: `Comparar: ${t}` }).click();
  await expect(page.getByTestId('compare-count')).toHaveText('3');
  await page.getByRole('button', { name: `Comparar: ${titles[3]}` }).click();
  await expect(page.getByText('Solo puedes comparar hasta 3 propiedades. Quita una para agregar otra.')).toBeVisible();
  await expect(page.getByTestId('compare-count')).toHaveText('3');
  await expect(page.getByRole('button', { name: `Comparar: ${titles[3]}` })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: /Comparar/ }).click();
  await expect(page).toHaveURL('/listing?comparar=1');
  await expect(page.getByRole('heading', { name: 'Comparar propiedades' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Comparación de propiedades' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const t of titles.slice(0, 3)) await expect(table.getByRole('link', { name: t })).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText([
    'Precio',
    'Área',
    'Habitaciones',
    'Baños',
    'Estrato',
    'Administración',
    'Tipo',
    'Ubicación',
  ]);
  const firstPrice = api.data[0].price.toLocaleString('de-DE');
  await expect(table.getByRole('row').filter({ hasText: 'Precio' })).toContainText(firstPrice);

  await table.getByRole('button', { name: `Quitar ${titles[0]} de la comparación` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
});
