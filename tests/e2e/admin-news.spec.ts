import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { field, row, search, type News } from './admin-news-page';
import { dataOf } from './api-client';
import { acceptDialog, ADMIN_STATE, expect, expectAccessible, shot, test, unique } from './fixtures';

test.use({ storageState: ADMIN_STATE });

test('news list: search over title and author, status filter, SPEC rows, delete texts', async ({
  page,
  adminApi: admin,
  anonymousApi: anonymous,
}) => {
  const tag = unique();
  const item = await dataOf<News>(
    await admin.post('/api/news', {
      data: {
        title: `Mercado de vivienda ${tag}`,
        description: `Resumen del mercado ${tag}`,
        content: 'Contenido',
        category: 'mercado',
        status: 'published',
        featured: true,
        author: { name: `Laura Gómez ${tag}` },
      },
    }),
    201,
  );
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
  await search(page, `Laura Gómez ${tag}`); // by author
  const found = row(page, item.title);
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`Resumen del mercado ${tag}`);
  await expect(found).toContainText('Mercado');
  await expect(found).toContainText(`Por Laura Gómez ${tag}`);
  await expect(found).toContainText('Publicado');
  await expect(found).toContainText('Destacada');
  await expect(found.getByRole('link', { name: `Ver ${item.title} (se abre en una pestaña nueva)` })).toHaveAttribute(
    'href',
    `/news/${item.slug}`,
  );
  await expect(found.getByRole('link', { name: `Ver ${item.title} (se abre en una pestaña nueva)` })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(found.getByRole('link', { name: `Editar ${item.title}` })).toHaveAttribute(
    'href',
    `/admin/news/edit/${item._id}`,
  );
  await expectAccessible(page);
  await shot(page, 'news-list');

  await field(page, 'Estado').selectOption({ label: 'Borrador' });
  await expect(page.getByText('No se encontraron noticias')).toBeVisible();
  await shot(page, 'news-list-empty');
  await field(page, 'Estado').selectOption({ label: 'Publicado' });
  await search(page, `Mercado de vivienda ${tag}`); // by title
  await expect(row(page, item.title)).toHaveCount(1);

  acceptDialog(page, '¿Estás seguro de que quieres eliminar esta noticia?');
  await row(page, item.title)
    .getByRole('button', { name: `Eliminar ${item.title}` })
    .click();
  await expect(page.getByText('Noticia eliminada exitosamente')).toBeVisible();
  await expect(row(page, item.title)).toHaveCount(0);
  expect((await anonymous.get(`/api/news/${item.slug}`)).status()).toBe(404);
});

test('news create shows SPEC’s four messages, creates with a real JPEG; edit every field; publish; delete', async ({
  page,
  adminApi: admin,
  anonymousApi: anonymous,
}) => {
  const tag = unique();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'news-e2e-'));
  const photo = path.join(dir, 'fachada.jpg');
  await sharp({ create: { width: 800, height: 500, channels: 3, background: '#00317D' } })
    .jpeg()
    .toFile(photo);
  const huge = path.join(dir, 'enorme.jpg');
  await writeFile(huge, Buffer.alloc(5 * 1024 * 1024 + 10, 1));

  await page.goto('/admin/news/create');
  const create = page.getByRole('button', { name: 'Crear noticia' });
  await create.click();
  await expect(page.getByText('Por favor ingresa un título')).toBeVisible();
  const title = `Arriendos en Chapinero ${tag}`;
  await field(page, 'Título').fill(title);
  await expect(page.getByText(`${title.length}/200`)).toBeVisible();
  await create.click();
  await expect(page.getByText('Por favor ingresa una descripción')).toBeVisible();
  await field(page, 'Descripción').fill(`Cómo se mueven los arriendos ${tag}`);
  await create.click();
  await expect(page.getByText('Por favor selecciona una imagen')).toBeVisible();
  await field(page, 'Seleccionar imagen').setInputFiles(huge);
  await create.click();
  await expect(page.getByText('La imagen es muy grande. Máximo 5MB.')).toBeVisible();
  await shot(page, 'news-create-error');
  await page.getByRole('button', { name: 'Quitar imagen' }).click();
  await field(page, 'Seleccionar imagen').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen seleccionada' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'news-create');
  await create.click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByText('Noticia creada exitosamente')).toBeVisible();

  const [created] = await dataOf<News[]>(await admin.get(`/api/news?search=${encodeURIComponent(title)}&limit=5`));
  expect(created.title).toBe(title);
  expect((await anonymous.get(`/api/news/${created.slug}`)).status()).toBe(created.status === 'published' ? 200 : 404);

  await search(page, title);
  await row(page, title)
    .getByRole('link', { name: `Editar ${title}` })
    .click();
  await expect(page.getByRole('link', { name: /Ver Página/ })).toHaveAttribute('href', `/news/${created.slug}`);
  await expect(field(page, 'Título')).toHaveValue(title);
  const edited = `Arriendos en Chapinero suben ${tag}`;
  await field(page, 'Título').fill(edited);
  await field(page, 'Resumen').fill(`Resumen editado ${tag}`);
  await field(page, 'Categoría').selectOption({ label: 'Finanzas' });
  await field(page, 'Estado').selectOption({ label: 'Publicado' });
  await field(page, 'Destacada').check();
  await field(page, 'Contenido').fill(`Contenido completo ${tag}`);
  await field(page, 'Nombre del autor').fill('Camilo Rojas');
  await field(page, 'Email del autor').fill('camilo@inmobiliaria.test');
  await field(page, 'Biografía del autor').fill('Analista de mercado');
  await field(page, 'Etiquetas (separadas por comas)').fill('arriendo, chapinero , bogotá');
  await expectAccessible(page);
  await shot(page, 'news-edit');
  await field(page, 'Nombre del autor').fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(/\/edit\//); // required author name blocks the save
  await field(page, 'Nombre del autor').fill('Camilo Rojas');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Noticia actualizada exitosamente')).toBeVisible();

  const published = await dataOf<News>(await anonymous.get(`/api/news/${created._id}`));
  expect(published).toMatchObject({
    title: edited,
    excerpt: `Resumen editado ${tag}`,
    category: 'finanzas',
    status: 'published',
    featured: true,
    content: `Contenido completo ${tag}`,
    tags: ['arriendo', 'chapinero', 'bogotá'],
  });
  expect(published.author).toEqual({
    name: 'Camilo Rojas',
    email: 'camilo@inmobiliaria.test',
    bio: 'Analista de mercado',
  });
  expect((await anonymous.get(`/api/news/${published.slug}`)).status()).toBe(200);

  await search(page, edited);
  await expect(row(page, edited)).toContainText('Por Camilo Rojas');
  acceptDialog(page, '¿Estás seguro de que quieres eliminar esta noticia?');
  await row(page, edited)
    .getByRole('button', { name: `Eliminar ${edited}` })
    .click();
  await expect(page.getByText('Noticia eliminada exitosamente')).toBeVisible();
  expect((await anonymous.get(`/api/news/${published.slug}`)).status()).toBe(404);
});

test('a news item that cannot be loaded returns to the list with SPEC’s message', async ({ page }) => {
  await page.goto('/admin/news/edit/000000000000000000000000');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByText('Error al cargar la noticia')).toBeVisible();
  await shot(page, 'news-load-error');
});

test('a refused delete shows SPEC’s failure text', async ({ page, adminApi: admin }) => {
  const tag = unique();
  const item = await dataOf<News>(
    await admin.post('/api/news', { data: { title: `Borrar falla ${tag}`, description: 'x', status: 'draft' } }),
    201,
  );
  await page.goto('/admin/news');
  await search(page, `Borrar falla ${tag}`);
  await expect(row(page, item.title)).toHaveCount(1);
  await page.route(`**/api/news/${item._id}`, (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Fallo simulado' } }),
  );
  acceptDialog(page, '¿Estás seguro de que quieres eliminar esta noticia?');
  await row(page, item.title)
    .getByRole('button', { name: `Eliminar ${item.title}` })
    .click();
  await expect(page.getByText('Error al eliminar la noticia: Fallo simulado')).toBeVisible();
  await dataOf(await admin.delete(`/api/news/${item._id}`));
});
