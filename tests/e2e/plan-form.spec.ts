import { expect, expectAccessible, isolate, test, uniqueEmail } from './fixtures';

test.beforeEach(async ({ page }) => isolate(page));

test('a missing or unknown plan goes to /services', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/plan-form');
  await expect(page).toHaveURL(/\/services$/);
  await page.goto('/plan-form?plan=plan-que-no-existe');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('tab', { name: 'Planes de Arriendo' })).toBeVisible();
});

test('the summary, the submit disabled until the terms are accepted, and Spanish field errors', async ({ page }) => {
  await page.goto('/plan-form?plan=venta-vip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan VIP de venta');
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('2,8% + IVA');
  await expect(summary).toContainText('Para inmuebles con valor superior a 1.000 millones de pesos');
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Enviar solicitud' });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel(/Autorizo el tratamiento/)).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Política de Privacidad' }).first()).toHaveAttribute('href', '/privacy');
  await page.getByLabel(/Acepto los/).check();
  await expect(submit).toBeEnabled();
  await page.getByLabel(/Acepto los/).uncheck();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Acepto los/).check();

  await submit.click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('El apellido es obligatorio')).toBeVisible();
  await expect(page.getByText('El email es obligatorio')).toBeVisible();
  await expect(page.getByText('El teléfono es obligatorio')).toBeVisible();
  await expect(page.getByText('La ciudad es obligatoria')).toBeVisible();
  await expect(page.getByText('Debes aceptar la Política de Privacidad para continuar')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Correo electrónico').fill('correo-invalido');
  await page.getByLabel('Nombre').fill('Ana');
  await expect(page.getByText('El nombre es obligatorio')).toHaveCount(0);
  await submit.click();
  await expect(page.getByText('El email no es válido')).toBeVisible();
  await expectAccessible(page);
});

test(
  'a request is stored as a plan-request lead, thanks the visitor and lands on /contact?success=true',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    const email = uniqueEmail('plan');
    // The page's clock: the thank-you's 3 s before /contact are moved on, not waited for.
    await page.clock.install();
    await page.goto('/plan-form?plan=arriendo-vip-plus');
    await page.getByLabel('Nombre').fill('Camila');
    await page.getByLabel('Apellido').fill('Rodríguez Pardo');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('+57 310 555 1234');
    await page.getByLabel('Ciudad').fill('Bogotá');
    await page.getByLabel(/Dirección del inmueble/).fill('Carrera 15 # 85-20, Apto 301');
    await page.getByLabel(/Acepto los/).check();
    await page.getByLabel(/Autorizo el tratamiento/).check();
    await page.getByLabel(/Quiero recibir novedades/).check();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();

    await expect(page.getByText('¡Gracias por tu interés!')).toBeVisible();
    await expect(page.getByText(/Un asesor se comunicará contigo en las próximas 24 horas/)).toBeVisible();
    await page.clock.fastForward(3000);
    await page.waitForURL(/\/contact\?success=true$/);
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias por tu interés!' })).toBeVisible();

    const lead = await adminApi.findLead('plan-request', email);
    expect(lead).toMatchObject({
      kind: 'plan-request',
      name: 'Camila Rodríguez Pardo',
      phone: '+57 310 555 1234',
      planId: 'arriendo-vip-plus',
      city: 'Bogotá',
      address: 'Carrera 15 # 85-20, Apto 301',
      acceptMarketing: true,
      consent: { accepted: true },
    });
  },
);

test('a refused submission shows the SPEC error', { tag: '@any-width' }, async ({ page }) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Error interno' } }),
  );
  await page.goto('/plan-form?plan=venta-estandar');
  await page.getByLabel('Nombre').fill('Luis');
  await page.getByLabel('Apellido').fill('Gómez');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('plan-error'));
  await page.getByLabel('Teléfono').fill('3001112233');
  await page.getByLabel('Ciudad').fill('Chía');
  await page.getByLabel(/Acepto los/).check();
  await page.getByLabel(/Autorizo el tratamiento/).check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ha ocurrido' })).toHaveText(
    'Ha ocurrido un error. Por favor, intenta nuevamente o contáctanos directamente.',
  );
  await expect(page).toHaveURL(/\/plan-form\?plan=venta-estandar$/);
});
