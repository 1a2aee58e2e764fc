import { accept, choose, fillLocation, openCreateForm } from './admin-property-form-page';
import { testHouse } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test } from './fixtures';

test.use({ storageState: ADMIN_STATE });

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
  await page.clock.install(); // the copy notice's 2 s are moved on, not waited for
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
  await page.clock.fastForward(2000);
  await expect(message).toBeHidden();
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
