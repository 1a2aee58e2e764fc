import { ADMIN_STATE, expect, expectAccessible, shot, test, unique, type Page } from './fixtures';

// /admin/importar (docs/import-export.md#the-screen): an admin brings in a spreadsheet with one bad
// row, imports the good one, fixes the bad one and imports the file again: the good row is left
// as it is (no duplicate), the fixed one is created. At 1280 and 390 px, with axe on the preview.

test.use({ storageState: ADMIN_STATE });

const csv = (code: string, secondPrice: string) =>
  Buffer.from(
    [
      'código;título;operación;tipo;precio;habitaciones;baños;localidad;ciudad',
      `${code}-1;Apartamento importado ${code};venta;apartamento;$ 380.000.000;2;2;Chapinero;Bogotá`,
      `${code}-2;Casa importada ${code};arriendo;casa;${secondPrice};3;2;Suba;Bogotá`,
    ].join('\r\n'),
    'latin1',
  );

async function check(page: Page, file: Buffer) {
  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'inventario.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible();
}

const row = (page: Page, n: number) => page.locator(`li[data-row="${n}"]`);

test('an admin imports a file with one bad row, then fixes it', async ({ page }) => {
  const code = `E2E${unique().toUpperCase()}`;
  await page.goto('/admin/importar');
  await expect(page.getByRole('heading', { name: 'Importar inmuebles', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar plantilla' })).toHaveAttribute(
    'href',
    '/api/imports/template.csv',
  );

  await check(page, csv(code, 'mucho'));
  await expect(row(page, 2)).toContainText('Nuevo');
  await expect(row(page, 3)).toContainText('Error');
  await expect(row(page, 3)).toContainText('Columna precio: El precio debe ser un número');
  await expectAccessible(page);
  await shot(page, 'import-preview');

  await page.getByRole('button', { name: 'Importar 1 fila' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado' })).toBeVisible();
  await expect(page.getByText('1 fila importada')).toBeVisible();

  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await check(page, csv(code, '4.200.000'));
  await expect(row(page, 2)).toContainText('Sin cambios');
  await expect(row(page, 3)).toContainText('Nuevo');
  await page.getByRole('button', { name: 'Importar 1 fila' }).click();
  await expect(page.getByText('1 fila importada')).toBeVisible();
  await shot(page, 'import-result');

  // Both listings exist once each (the staff list's search, over the JSON API with the admin's cookies).
  const listed = await page.request.get(`/api/properties?search=${code}&limit=10`);
  expect(((await listed.json()) as { pagination: { total: number } }).pagination.total).toBe(2);
  await page.goto('/admin/properties');
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    '/api/properties/export?format=csv',
  );
});
