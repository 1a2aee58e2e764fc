import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { testHouse } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test, type Page } from './fixtures';

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

/**
 * The create form, once hydrated: its departments arrive from the API in an effect, so an
 * offered department proves React is attached (input before that would be lost).
 */
async function openCreateForm(page: Page) {
  await page.goto('/admin/properties/create');
  await expect(page.getByLabel('Departamento', { exact: true }).locator('option[value="11"]')).toHaveCount(1);
}

/** Waits until a select offers `value` (its options come from the API), then picks it. */
async function choose(page: Page, label: string, value: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator(`option[value="${value}"]`)).toHaveCount(1);
  await select.selectOption(value);
}

async function fillLocation(page: Page) {
  await choose(page, 'Departamento', '11');
  await choose(page, 'Ciudad', '11001');
  await choose(page, 'Localidad', '1100101');
  await page.getByLabel('Tipo de vía', { exact: true }).selectOption('Calle');
  await page.getByLabel('Calle (número o nombre)').fill('127');
  await page.getByLabel('Número', { exact: true }).fill('7-45');
  await page.getByLabel('Vía de intersección').selectOption('Carrera');
  await page.getByLabel('Intersección (opcional)').fill('9');
  await page.getByLabel('Información adicional').fill('Casa 4');
  await page.getByLabel('Barrio').fill('Santa Bárbara');
}

async function accept(page: Page, text: string) {
  const dialog = await page.waitForEvent('dialog');
  expect(dialog.message()).toBe(text);
  await dialog.accept();
}

test('create with two images and a video, see it public, edit it, delete it', async ({
  page,
  request,
  adminApi,
}, info) => {
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
  expect(((await (await request.get(`/api/properties/${id}`)).json()) as { data: { title: string } }).data.title).toBe(
    newTitle,
  );
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
});

test('the location cascade clears and disables as SPEC says', async ({ page }) => {
  await openCreateForm(page);
  const city = page.getByLabel('Ciudad', { exact: true });
  const locality = page.getByLabel('Localidad', { exact: true });
  await expect(city).toBeDisabled();
  await expect(locality).toBeDisabled();
  await choose(page, 'Departamento', '11');
  await expect(city).toBeEnabled();
  await expect(locality).toBeDisabled();
  await choose(page, 'Ciudad', '11001');
  await expect(locality).toBeEnabled();
  await choose(page, 'Localidad', '1100101');

  // Another department clears the city and the locality.
  await choose(page, 'Departamento', '25');
  await expect(city).toHaveValue('');
  await expect(locality).toHaveValue('');
  await expect(locality).toBeDisabled();
  await choose(page, 'Ciudad', '25175');
  await expect(locality).toBeEnabled();
  const chia = await locality.locator('option').nth(1).getAttribute('value');
  await locality.selectOption(chia!);
  // Another city clears the locality.
  await choose(
    page,
    'Ciudad',
    (await city.locator('option').filter({ hasNotText: 'Chía' }).nth(1).getAttribute('value'))!,
  );
  await expect(locality).toHaveValue('');
});

test('a failing location list alerts SPEC message', async ({ page }) => {
  await page.route('**/api/departments', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Base de datos no disponible' } }),
  );
  const alerted = accept(page, 'Error cargando departamentos: Base de datos no disponible');
  await page.goto('/admin/properties/create');
  await alerted;
});

test('the full-address preview and its copy button', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openCreateForm(page);
  await fillLocation(page);
  const full = 'Calle 127 # 7-45 con Carrera 9, Casa 4, Usaquén, Bogotá, D.C., Bogotá, D.C.';
  await expect(page.getByTestId('address-preview')).toHaveText(full);
  // The intersection selector leaves out Callejón and Pasaje; the street selector has them.
  await expect(page.getByLabel('Vía de intersección').locator('option')).toHaveText([
    'Calle',
    'Carrera',
    'Avenida',
    'Diagonal',
    'Transversal',
    'Circular',
    'Autopista',
    'Vía',
    'Carretera',
    'Boulevard',
  ]);
  await expect(page.getByLabel('Tipo de vía', { exact: true }).locator('option', { hasText: 'Callejón' })).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Copiar dirección' }).click();
  const message = page.getByText('¡Dirección copiada al portapapeles!');
  await expect(message).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
  await expect(message).toBeHidden({ timeout: 5_000 });
});

test('validation messages sit next to their fields', async ({ page }) => {
  await openCreateForm(page);
  await page.getByRole('button', { name: 'Crear propiedad' }).click();
  await expect(page.getByText('Revisa los campos marcados antes de guardar.')).toBeVisible();
  for (const message of [
    'El título es obligatorio',
    'La descripción es obligatoria',
    'El precio es obligatorio',
    'Selecciona el tipo de inmueble',
    'Selecciona la operación',
    'Selecciona el departamento',
    'Selecciona la ciudad',
    'Selecciona la localidad',
    'La calle es obligatoria',
    'El número es obligatorio',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Título')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Título')).toHaveAccessibleDescription('El título es obligatorio');
  await page.getByLabel('Habitaciones').fill('-1');
  await page.getByLabel('Año de construcción').fill('1850');
  await page.getByRole('button', { name: 'Crear propiedad' }).click();
  await expect(page.getByText('Las habitaciones deben ser 0 o más')).toBeVisible();
  await expect(page.getByText('El año de construcción debe estar entre 1900 y 2030')).toBeVisible();
  await shot(page, 'form-errors');
  // Editing a field clears its message.
  await page.getByLabel('Título').fill('Apartamento');
  await expect(page.getByText('El título es obligatorio')).toBeHidden();
  await expectAccessible(page);
});

test('a stale edit shows the conflict and keeps the form values', async ({ page, adminApi }) => {
  const created = await adminApi.createProperty(testHouse());
  await page.goto(`/admin/properties/edit/${created._id}`);
  await expect(page.getByLabel('Título')).toHaveValue(created.title);
  const mine = `${created.title} (mi versión)`;
  await page.getByLabel('Título').fill(mine);
  // Someone else saves in between.
  expect((await adminApi.put(`/api/properties/${created._id}`, { data: { price: 900_000_000 } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByText(
      'Error al actualizar la propiedad: La propiedad fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar. Tus cambios siguen en el formulario.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(mine);
  await expect(page).toHaveURL(new RegExp(`/admin/properties/edit/${created._id}$`));
  await adminApi.delete(`/api/properties/${created._id}`);
});

test('a file that is not an image shows the server message; a missing property returns to the list', async ({
  page,
}) => {
  await openCreateForm(page);
  await page
    .getByLabel('Subir imágenes')
    .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText('El archivo nota.txt no es un tipo válido')).toBeVisible();
  await expect(page.getByTestId('images-item')).toHaveCount(0);

  await page.route('**/api/upload/property-images', (route) =>
    route.fulfill({ status: 413, json: { success: false, message: 'Demasiado grande' } }),
  );
  await page
    .getByLabel('Subir imágenes')
    .setInputFiles({ name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') });
  await expect(page.getByText('Los archivos son demasiado grandes.')).toBeVisible();

  const alerted = accept(page, 'Error al cargar la propiedad: Propiedad no encontrada');
  await page.goto('/admin/properties/edit/000000000000000000000000');
  await alerted;
  await expect(page).toHaveURL(/\/admin\/properties$/);
});
