import { randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';

import { formatPrice, formatShortDate } from '../../lib/format';
import { adminBearer, createProperty } from './admin-api';
import { ADMIN_STATE } from './admin-session';
import { expect, test, type Page, type TestInfo } from './hydrated-page';

test.use({ storageState: ADMIN_STATE });

const SHOTS = '/tmp/shots-wt-adm-a';
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

test('search, status filter and rows as SPEC describes them', async ({ page, request }, info) => {
  const headers = await adminBearer(request);
  const tag = randomUUID().slice(0, 6);
  const sold = await createProperty(request, headers, {
    title: `Casa ${tag} vendida`,
    status: 'vendido',
    location: {
      address: 'Calle 1 # 2-3',
      neighborhood: `Barrio${tag}`,
      cityCode: '11001',
      localityCode: '1100101',
      departmentCode: '11',
    },
  });
  const featured = await createProperty(request, headers, {
    title: `Casa ${tag} destacada`,
    featured: true,
    price: 1_234_567_890,
  });
  const stored = (
    (await (await request.get(`/api/properties/${featured.id}`, { headers })).json()) as { data: { createdAt: string } }
  ).data;

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
    `/admin/properties/edit/${featured.id}`,
  );
  const view = row.getByRole('link', { name: `Ver ${featured.title} (se abre en una pestaña nueva)` });
  await expect(view).toHaveAttribute('href', `/property/${featured.id}`);
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
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/list-${info.project.name}.png`, fullPage: true });

  await search(page, `sin-resultados-${tag}`);
  await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
});

test('delete asks SPEC question, confirms and reports failures', async ({ page, request }, info) => {
  const headers = await adminBearer(request);
  const created = await createProperty(request, headers);
  await page.goto('/admin/properties');
  await search(page, created.title);
  await expect(rows(page, info)).toHaveCount(1);

  // A refused delete shows SPEC's alert text with the server message.
  await page.route(`**/api/properties/${created.id}`, (route) =>
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
  await page.unroute(`**/api/properties/${created.id}`);

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
  expect((await request.get(`/api/properties/${created.id}`, { headers })).status()).toBe(404);
});
