import { acceptDialog, ADMIN_STATE, expect, expectAccessible, shot, test, unique, type Page } from './fixtures';

test.use({ storageState: ADMIN_STATE });

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const place = (page: Page, name: string) => page.getByTestId('place-row').filter({ hasText: name });

async function fillModal(page: Page, title: string, values: { name?: string; code?: string }) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (values.name !== undefined) await dialog.getByLabel('Nombre').fill(values.name);
  if (values.code !== undefined) await dialog.getByLabel('Código').fill(values.code);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

test('the select-first messages, then a city and a locality added, edited and deleted; a city in use is refused', async ({
  page,
}) => {
  test.setTimeout(90_000); // one long journey through the three tabs and the modal
  const tag = unique();
  const cityName = `Tenjo ${tag}`;
  const cityCode = `98${digits(3)}`;
  const localityName = `Vereda ${tag}`;
  const localityCode = `99${digits(5)}`;

  await page.goto('/admin/locations');
  await expect(page.getByTestId('department-card').filter({ hasText: 'Cundinamarca' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'locations-departments');

  await page.getByRole('tab', { name: 'Ciudades' }).click();
  await page.getByRole('button', { name: 'Agregar ciudad' }).click();
  await expect(page.getByText('Por favor selecciona un departamento primero')).toBeVisible();
  await page.getByRole('tab', { name: 'Localidades' }).click();
  await page.getByRole('button', { name: 'Agregar localidad' }).click();
  await expect(page.getByText('Por favor selecciona una ciudad primero')).toBeVisible();
  await shot(page, 'locations-select-first');

  await page.getByRole('tab', { name: 'Departamentos' }).click();
  await page.getByRole('button', { name: 'Ver Ciudades de Cundinamarca' }).click();
  await expect(page.getByRole('tab', { name: 'Ciudades' })).toHaveAttribute('aria-selected', 'true');
  await expect(place(page, 'Chía')).toBeVisible();

  // Add: required fields, parent read-only, Escape closes.
  await page.getByRole('button', { name: 'Agregar ciudad' }).click();
  let dialog = page.getByRole('dialog', { name: 'Agregar ciudad' });
  await expect(dialog.getByLabel('Departamento')).toHaveValue('Cundinamarca');
  await expect(dialog.getByLabel('Departamento')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Nombre')).toBeFocused();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre y el código son obligatorios')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'locations-modal-error');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Agregar ciudad' }).click();
  await fillModal(page, 'Agregar ciudad', { name: cityName, code: cityCode });
  await expect(page.getByText('Ciudad creada exitosamente')).toBeVisible();
  await expect(place(page, cityName)).toContainText(`Código ${cityCode}`);

  // A duplicate code: the API's 409 reason inside the modal, prefixed.
  await page.getByRole('button', { name: 'Agregar ciudad' }).click();
  dialog = await fillModal(page, 'Agregar ciudad', { name: 'Otra', code: cityCode });
  await expect(
    dialog.getByText(`Error guardando ciudad: Ya existe una ciudad con el código ${cityCode}`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: `Editar ciudad ${cityName}` }).click();
  await fillModal(page, 'Editar ciudad', { name: `${cityName} Centro` });
  await expect(page.getByText('Ciudad actualizada exitosamente')).toBeVisible();
  await expect(place(page, `${cityName} Centro`)).toBeVisible();
  await shot(page, 'locations-cities');

  await page.getByRole('button', { name: `Ver Localidades de ${cityName} Centro` }).click();
  await expect(page.getByRole('tab', { name: 'Localidades' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`${cityName} Centro no tiene localidades registradas.`)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar localidad' }).click();
  dialog = page.getByRole('dialog', { name: 'Agregar localidad' });
  await expect(dialog.getByLabel('Ciudad', { exact: true })).toHaveValue(`${cityName} Centro`);
  await expect(dialog.getByLabel('Departamento')).toHaveValue('Cundinamarca');
  await shot(page, 'locations-modal');
  await fillModal(page, 'Agregar localidad', { name: localityName, code: localityCode });
  await expect(page.getByText('Localidad creada exitosamente')).toBeVisible();
  await page.getByRole('button', { name: `Editar localidad ${localityName}` }).click();
  await fillModal(page, 'Editar localidad', { name: `${localityName} Norte` });
  await expect(page.getByText('Localidad actualizada exitosamente')).toBeVisible();
  await expect(place(page, `${localityName} Norte`)).toBeVisible();
  await shot(page, 'locations-localities');

  // The city now has a locality: its delete is refused with the API's reason.
  await page.getByRole('tab', { name: 'Ciudades' }).click();
  acceptDialog(page, `¿Estás seguro de eliminar la ciudad "${cityName} Centro"?`);
  await page.getByRole('button', { name: `Eliminar ciudad ${cityName} Centro` }).click();
  // Seen where the user is, even far down a long list.
  await expect(
    page.getByText('Error eliminando ciudad: No se puede eliminar la ciudad porque tiene 1 localidad asociada'),
  ).toBeInViewport();
  await shot(page, 'locations-delete-refused');

  await page.getByRole('button', { name: `Ver Localidades de ${cityName} Centro` }).click();
  acceptDialog(page, `¿Estás seguro de eliminar la localidad "${localityName} Norte"?`);
  await page.getByRole('button', { name: `Eliminar localidad ${localityName} Norte` }).click();
  await expect(page.getByText('Localidad eliminada exitosamente')).toBeVisible();
  await expect(place(page, localityName)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Ciudades' }).click();
  acceptDialog(page, `¿Estás seguro de eliminar la ciudad "${cityName} Centro"?`);
  await page.getByRole('button', { name: `Eliminar ciudad ${cityName} Centro` }).click();
  await expect(page.getByText('Ciudad eliminada exitosamente')).toBeVisible();
  await expect(place(page, cityName)).toHaveCount(0);
});

test('a failed load names what failed', async ({ page }) => {
  await page.route('**/api/departments', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'La base de datos no responde' } }),
  );
  await page.goto('/admin/locations');
  await expect(page.getByText('Error cargando departamentos: La base de datos no responde')).toBeVisible();
  await shot(page, 'locations-load-error');
});
