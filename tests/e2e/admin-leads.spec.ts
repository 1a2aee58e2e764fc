import { dataOf } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, freshIp, shot, test, unique } from './fixtures';

test.use({ storageState: ADMIN_STATE });

test('a stored inquiry shows in the inbox with its data and consent, filters find it, and it is marked contacted', async ({
  page,
  anonymousApi: anonymous,
}) => {
  const name = `Valentina Ruiz ${unique()}`;
  const [property] = await dataOf<Array<{ _id: string }>>(await anonymous.get('/api/properties?limit=1'));
  const created = await anonymous.post('/api/leads', {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      kind: 'property-inquiry',
      nombre: name,
      email: 'valentina@correo.test',
      telefono: '3001234567',
      mensaje: 'Quisiera visitar el apartamento este sábado.',
      propertyId: property._id,
      acceptPrivacy: true,
      website: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Solicitudes', level: 1 })).toBeVisible();
  await page.getByLabel('Tipo').selectOption({ label: 'Consulta de inmueble' });
  await page.getByLabel('Estado').selectOption({ label: 'Nueva' });
  const card = page.getByTestId('lead-row').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Consulta de inmueble');
  await expect(card).toContainText('valentina@correo.test');
  await expect(card).toContainText('3001234567');
  await expect(card).toContainText('Quisiera visitar el apartamento este sábado.');
  await expect(card).toContainText(/Aceptó la Política de Privacidad el \d+ de \w+ de \d{4}/);
  await expect(card).toContainText('Nueva');
  await expect(card.getByRole('link', { name: /Ver inmueble/ })).toHaveAttribute('href', `/property/${property._id}`);
  await expectAccessible(page);
  await shot(page, 'leads');

  await card.getByRole('button', { name: `Marcar Contactado la solicitud de ${name}` }).click();
  await expect(page.getByText(`Solicitud actualizada: ${name} quedó como Contactado`)).toBeInViewport();
  await expect(card).toHaveCount(0); // no longer 'Nueva'
  await page.getByLabel('Estado').selectOption({ label: 'Contactado' });
  await expect(card).toContainText('Contactado');
  await expect(card.getByRole('button', { name: `Marcar Contactado la solicitud de ${name}` })).toBeDisabled();
  await card.getByRole('button', { name: `Marcar Cerrado la solicitud de ${name}` }).click();
  await expect(page.getByText(`Solicitud actualizada: ${name} quedó como Cerrado`)).toBeVisible();

  await page.getByLabel('Tipo').selectOption({ label: 'Solicitud de plan' });
  await page.getByLabel('Estado').selectOption({ label: 'Cerrado' });
  await expect(page.getByTestId('lead-row').filter({ hasText: name })).toHaveCount(0);
  await shot(page, 'leads-filtered');
});
