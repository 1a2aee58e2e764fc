import { richProperty } from './api-client';
import { blockExternal, expect, test } from './fixtures';
import { storedAgentWhatsapp } from './staff';

const DEFAULT_MESSAGE = 'Hola, estoy interesado en esta propiedad y me gustaría recibir más información.';

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
  // Record the WhatsApp tab instead of opening it.
  await page.addInitScript(() => {
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened.push(args);
      return null;
    };
  });
});

test('the inquiry form validates, opens WhatsApp with the prefilled text and stores a lead', async ({
  page,
  request,
  adminApi,
  baseURL,
}) => {
  const property = await richProperty(request);
  await page.goto(`/property/${property._id}`);
  const form = page.getByRole('form', { name: '¿Te interesa este inmueble?' });
  await expect(form.getByLabel('Mensaje')).toHaveAttribute('placeholder', DEFAULT_MESSAGE);
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(form.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacy');
  await expect(page.locator('input[name="website"]')).toBeHidden();

  await form.getByRole('button', { name: 'Enviar consulta por WhatsApp' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(form.getByText('El email es obligatorio')).toBeVisible();
  await expect(form.getByText('El teléfono es obligatorio')).toBeVisible();
  await expect(form.getByText('Debes aceptar la Política de Privacidad para continuar')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([]);

  const email = `consulta.${Date.now()}.${test.info().project.name}@example.com`;
  await form.getByLabel('Nombre').fill('Laura Gómez');
  await form.getByLabel('Email').fill('no-es-un-email');
  await form.getByLabel('Teléfono').fill('+57 310 555 0101');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Enviar consulta por WhatsApp' }).click();
  await expect(form.getByText('El email no es válido')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Enviar consulta por WhatsApp' }).click();
  await expect(
    form.getByText('¡Consulta enviada! Un asesor te contactará pronto con la información de la propiedad.'),
  ).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveValue('');

  const text = [
    `Hola, me interesa el inmueble "${property.title}" (${baseURL}/property/${property._id}).`,
    'Nombre: Laura Gómez',
    `Email: ${email}`,
    'Teléfono: +57 310 555 0101',
    `Mensaje: ${DEFAULT_MESSAGE}`,
  ].join('\n');
  // The property's agent's WhatsApp when it has one (other specs assign agents to this property),
  // else the agency's (the settings' default), as the database has it now: a page served from a
  // cache that missed an assignment fails here.
  const number = ((await storedAgentWhatsapp(property._id)) ?? '573001234567').replace(/\D/g, '');
  const opened = await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened);
  expect(opened).toEqual([
    [`https://wa.me/${number}?text=${encodeURIComponent(text)}`, '_blank', 'noopener,noreferrer'],
  ]);

  expect(await adminApi.findLead('property-inquiry', email)).toMatchObject({
    name: 'Laura Gómez',
    phone: '+57 310 555 0101',
    message: DEFAULT_MESSAGE,
    propertyId: property._id,
    consent: { accepted: true },
  });
});
