import { randomUUID } from 'node:crypto';

import { formatPrice, formatShortDate } from '../../lib/format';
import { testHouse } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test, type Page, type TestInfo } from './fixtures';

test.use({ storageState: ADMIN_STATE });

const rows = (page: Page, info: TestInfo) =>
  page.getByTestId(info.project.name === 'mobile' ? 'property-card' : 'property-row');

/** The list marks itself busy while its rows answer an older request or the search is pending. */
async function settled(page: Page) {
  await expect(page.locator('section[aria-busy="false"]')).toHaveCount(1);
}

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar').fill(text);
  await settled(page);
}

test('search, status filter and rows as SPEC describes them', async ({ page, adminApi }, info) => {
  const tag = randomUUID().slice(0, 6);
  const sold = await adminApi.createProperty(
    testHouse({
      title: `Casa ${tag} vendida`,
      status: 'vendido',
      location: {
        address: 'Calle 1 # 2-3',
        neighborhood: `Barrio${tag}`,
        cityCode: '11001',
        localityCode: '1100101',
        departmentCode: '11',
      },
    }),
  );
  const featured = await adminApi.createProperty(
    testHouse({ title: `Casa ${tag} destacada`, featured: true, price: 1_234_567_890 }),
  );
  const stored = await adminApi.property(featured._id);

  await page.goto('/admin/properties');
  await expect(page.getByRole('heading', { name: 'Propiedades', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Estado').locator('option')).toHaveText([
    'Todos',
    'Borrador',
    'Pendiente',
    'Publicado',
    'Reservado',
    'Vendido',
    'Arrendado',
    'Inactivo',
  ]);

  // Pagination beyond 50: the seed alone holds more than 50 properties.
  await expect(page.getByText(/Página 1 de \d+/)).toBeVisible();
  await expect(rows(page, info)).toHaveCount(50);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();

  await search(page, tag);
  await expect(rows(page, info)).toHaveCount(2);
  const row = rows(page, info).filter({ hasText: featured.title });
  await expect(row).toContainText('Casa · Bogotá, D.C. · Cedritos');
  await expect(row).toContainText(formatPrice(1_234_567_890));
  await expect(row).toContainText('$ 1.234.567.890');
  await expect(row).toContainText('Publicado');
  await expect(row).toContainText('Destacada');
  await expect(row).toContainText(formatShortDate(stored.createdAt));
  await expect(row.getByRole('link', { name: `Editar ${featured.title}` })).toHaveAttribute(
    'href',
    `/admin/properties/edit/${featured._id}`,
  );
  const view = row.getByRole('link', { name: `Ver ${featured.title} (se abre en una pestaña nueva)` });
  await expect(view).toHaveAttribute('href', `/property/${featured._id}`);
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(rows(page, info).filter({ hasText: sold.title })).toContainText('Vendido');
  await expect(rows(page, info).filter({ hasText: sold.title })).not.toContainText('Destacada');

  await page.getByLabel('Estado').selectOption({ label: 'Vendido' });
  await settled(page);
  await expect(rows(page, info)).toHaveCount(1);
  await expect(rows(page, info)).toContainText(sold.title);
  await page.getByLabel('Estado').selectOption({ label: 'Todos' });
  await settled(page);
  await expect(rows(page, info)).toHaveCount(2);

  // The neighbourhood is searched too.
  await search(page, `Barrio${tag}`);
  await expect(rows(page, info)).toHaveCount(1);
  await expect(rows(page, info)).toContainText(sold.title);

  await search(page, tag);
  await expect(rows(page, info)).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, 'list');

  await search(page, `sin-resultados-${tag}`);
  await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
});

test('delete asks SPEC question, confirms and reports failures', async ({ page, adminApi }, info) => {
  const created = await adminApi.createProperty(testHouse());
  await page.goto('/admin/properties');
  await search(page, created.title);
  await expect(rows(page, info)).toHaveCount(1);

  // A refused delete shows SPEC's alert text with the server message.
  await page.route(`**/api/properties/${created._id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 403,
          json: { success: false, message: 'No tienes permisos para realizar esta acción' },
        })
      : route.continue(),
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await rows(page, info)
    .getByRole('button', { name: `Eliminar ${created.title}` })
    .click();
  await expect(
    page.getByText('Error al eliminar la propiedad: No tienes permisos para realizar esta acción'),
  ).toBeVisible();
  await page.unroute(`**/api/properties/${created._id}`);

  // Cancelling keeps it.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await rows(page, info)
    .getByRole('button', { name: `Eliminar ${created.title}` })
    .click();
  await expect(rows(page, info)).toHaveCount(1);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await rows(page, info)
    .getByRole('button', { name: `Eliminar ${created.title}` })
    .click();
  await expect(page.getByText('Propiedad eliminada exitosamente')).toBeVisible();
  expect(question).toBe('¿Estás seguro de que quieres eliminar esta propiedad?');
  await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
  expect((await adminApi.get(`/api/properties/${created._id}`)).status()).toBe(404);
});
