import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { accept, fillLocation, openCreateForm } from './admin-property-form-page';
import { ADMIN_STATE, expect, expectAccessible, shot, test } from './fixtures';

test.use({ storageState: ADMIN_STATE });

const VIDEO = path.resolve(import.meta.dirname, '../fixtures/sample.mp4');

async function jpegs(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'adm-a-'));
  return Promise.all(
    ['#00317D', '#FF9E00'].map(async (color, i) => {
      const file = path.join(dir, `foto-${i + 1}.jpg`);
      await writeFile(
        file,
        await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
          .jpeg()
          .toBuffer(),
      );
      return file;
    }),
  );
}

test(
  'create with two images and a video, see it public, edit it, delete it',
  { tag: '@any-width' },
  async ({ page, request, adminApi }, info) => {
    test.setTimeout(120_000);
    const title = `Casa con jardín ${randomUUID().slice(0, 8)}`;
    await openCreateForm(page);
    await expect(page.getByRole('heading', { name: 'Agregar propiedad' })).toBeVisible();
    await expect(page.getByLabel('Estado')).toHaveValue('borrador');
    await expect(page.getByLabel('Pisos', { exact: true })).toHaveValue('1');
    await shot(page, 'form-empty');
    await expectAccessible(page);

    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descripción').fill('Casa esquinera con jardín y estudio, a dos cuadras del parque.');
    await page.getByLabel('Precio (COP)').fill('1450000000');
    await page.getByLabel('Tipo', { exact: true }).selectOption('casa');
    await page.getByLabel('Operación').selectOption('venta');
    await fillLocation(page);
    await page.getByLabel('Habitaciones').fill('4');
    await page.getByLabel('Baños').fill('3');
    await page.getByLabel('Área (m²)').fill('180');
    await page.getByLabel('Año de construcción').fill('2010');
    await page.getByLabel('Parqueaderos').fill('2');
    await page.getByLabel('Estrato').selectOption('5');
    await page.getByLabel('Conjunto cerrado').check();
    await page.getByLabel('Comodidades').fill('Jardín, Estudio, Chimenea');
    await page.getByLabel('Estado').selectOption('disponible');
    await page.getByLabel('Propiedad destacada').check();

    await page.getByLabel('Subir imágenes').setInputFiles(await jpegs());
    await expect(page.getByText('✓ Subido')).toHaveCount(2);
    await expect(page.getByTestId('images-item')).toHaveCount(2);
    await expect(page.getByTestId('images-item').first()).toContainText('Principal');
    // Reorder: the second photo becomes the main one.
    const second = await page.getByTestId('images-item').nth(1).locator('img').getAttribute('src');
    await page.getByRole('button', { name: 'Mover imagen 2 antes' }).click();
    await expect(page.getByTestId('images-item').first().locator('img')).toHaveAttribute('src', second!);

    // The video upload is held back a moment to see the uploading state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload/videos', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Subir videos').setInputFiles(VIDEO);
    await expect(page.getByText('Subiendo archivos...')).toBeVisible();
    await shot(page, 'form-uploading');
    release();
    await expect(page.getByText('✓ Subido')).toHaveCount(3);
    await expect(page.getByText('Subiendo archivos...')).toBeHidden();
    await expect(page.getByTestId('videos-item')).toHaveCount(1);
    await shot(page, 'form-filled');

    const created = accept(page, 'Propiedad creada exitosamente');
    await page.getByRole('button', { name: 'Crear propiedad' }).click();
    await created;
    await expect(page).toHaveURL(/\/admin\/properties$/);

    const search = await adminApi.get(`/api/properties?search=${encodeURIComponent(title)}&limit=5`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const found = (await search.json()) as { data: Array<Record<string, any>> };
    expect(found.data).toHaveLength(1);
    const stored = found.data[0];
    expect(stored).toMatchObject({
      price: 1_450_000_000,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      featured: true,
      estrato: 5,
      gatedCommunity: true,
      amenities: ['Jardín', 'Estudio', 'Chimenea'],
    });
    expect(stored.location).toMatchObject({
      address: 'Calle 127 # 7-45 con Carrera 9, Casa 4',
      neighborhood: 'Santa Bárbara',
      cityCode: '11001',
      localityCode: '1100101',
      departmentCode: '11',
    });
    expect(stored.features).toMatchObject({
      bedrooms: 4,
      bathrooms: 3,
      area: 180,
      yearBuilt: 2010,
      parking: 2,
      totalFloors: 1,
    });
    expect(stored.images).toHaveLength(2);
    expect(stored.videos).toHaveLength(1);
    const id = stored._id as string;

    // Public: the anonymous API detail and the listing show it (the detail page is another helper's).
    const publicDetail = await request.get(`/api/properties/${id}`);
    expect(publicDetail.status()).toBe(200);
    expect(((await publicDetail.json()) as { data: { title: string } }).data.title).toBe(title);
    await page.goto(`/listing?search=${encodeURIComponent(title)}`);
    await expect(page.getByText(title)).toBeVisible();

    // Edit: the form loads the stored values, the change reaches the public page.
    await page.goto(`/admin/properties/edit/${id}`);
    await expect(page.getByLabel('Título')).toHaveValue(title);
    await expect(page.getByLabel('Localidad', { exact: true })).toHaveValue('1100101');
    await expect(page.getByLabel('Número', { exact: true })).toHaveValue('7-45');
    await expect(page.getByTestId('address-preview')).toContainText('Calle 127 # 7-45 con Carrera 9, Casa 4');
    await expect(page.getByTestId('images-item')).toHaveCount(2);
    const newTitle = `${title} renovada`;
    await page.getByLabel('Título').fill(newTitle);
    const updated = accept(page, 'Propiedad actualizada exitosamente');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await updated;
    await expect(page).toHaveURL(/\/admin\/properties$/);
    expect(
      ((await (await request.get(`/api/properties/${id}`)).json()) as { data: { title: string } }).data.title,
    ).toBe(newTitle);
    await page.goto(`/listing?search=${encodeURIComponent(newTitle)}`);
    await expect(page.getByText(newTitle)).toBeVisible();

    // Delete from the list: gone from the public site.
    await page.goto('/admin/properties');
    await page.getByLabel('Buscar').fill(newTitle);
    const rowKind = info.project.name === 'mobile' ? 'property-card' : 'property-row';
    await expect(page.getByTestId(rowKind)).toHaveCount(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByTestId(rowKind)
      .getByRole('button', { name: `Eliminar ${newTitle}` })
      .click();
    await expect(page.getByText('Propiedad eliminada exitosamente')).toBeVisible();
    expect((await request.get(`/api/properties/${id}`)).status()).toBe(404);
    // Streamed pages (Cache Components) cannot change the status once sent: the not-found page
    // says so and keeps the URL out of search engines.
    await page.goto(`/property/${id}`);
    await expect(page.getByText('La propiedad que buscas no existe.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await page.goto(`/listing?search=${encodeURIComponent(newTitle)}`);
    await expect(page.getByText(newTitle)).toHaveCount(0);
  },
);
