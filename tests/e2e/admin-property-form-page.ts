import { expect, type Page } from './fixtures';

// The admin's property form (/admin/properties/create and /edit/{id}), as its specs drive it.

/**
 * The create form, once hydrated: its departments arrive from the API in an effect, so an
 * offered department proves React is attached (input before that would be lost).
 */
export async function openCreateForm(page: Page) {
  await page.goto('/admin/properties/create');
  await expect(page.getByLabel('Departamento', { exact: true }).locator('option[value="11"]')).toHaveCount(1);
}

/** Waits until a select offers `value` (its options come from the API), then picks it. */
export async function choose(page: Page, label: string, value: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator(`option[value="${value}"]`)).toHaveCount(1);
  await select.selectOption(value);
}

/** The location of a house in Santa Bárbara, Usaquén: Calle 127 # 7-45 con Carrera 9, Casa 4. */
export async function fillLocation(page: Page) {
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

/** Accepts the next alert() after checking its text; resolves once it showed. */
export async function accept(page: Page, text: string) {
  const dialog = await page.waitForEvent('dialog');
  expect(dialog.message()).toBe(text);
  await dialog.accept();
}
