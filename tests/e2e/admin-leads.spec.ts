import { dataOf, publicList, richProperty } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, freshIp, shot, test, unique, type APIRequestContext } from './fixtures';
import { agentContext, assignProperty, createAgent } from './staff';

async function inquiry(api: APIRequestContext, propertyId: string, nombre: string) {
  const response = await api.post('/api/leads', {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      kind: 'property-inquiry',
      nombre,
      email: `${nombre.split(' ')[0].toLowerCase()}.${unique()}@correo.test`,
      telefono: '3001234567',
      mensaje: 'Quisiera visitar el apartamento este sábado.',
      propertyId,
      acceptPrivacy: true,
    },
  });
  return dataOf<{ id: string }>(response, 201);
}

test.describe('as admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('the pipeline: filters find a lead; its page changes status, agent and takes a note on the timeline', async ({
    page,
    anonymousApi,
  }) => {
    const tag = unique();
    const name = `María José Ruiz ${tag}`;
    const property = await richProperty(anonymousApi);
    // The inquiry goes to the property's agent; the admin hands it to another.
    const owner = await createAgent(anonymousApi, `Asesor Dueño ${unique()}`);
    await assignProperty(anonymousApi, property._id, owner.id);
    const agent = await createAgent(anonymousApi, `Asesora Marta ${unique()}`);
    await inquiry(anonymousApi, property._id, name);

    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { name: 'Solicitudes', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/leads/export?');
    await page.getByLabel('Tipo').selectOption({ label: 'Consulta de inmueble' });
    await page.getByLabel('Estado').selectOption({ label: 'Nueva' });
    await page.getByLabel('Buscar').fill(`MARIA JOSE ${tag}`);
    const card = page.getByTestId('lead-row').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('lead-row')).toHaveCount(1);
    await expect(card).toContainText('Quisiera visitar el apartamento este sábado.');
    await expect(card).toContainText(/Aceptó la Política de Privacidad el \d+ de \w+ de \d{4}/);
    await expect(card.getByRole('link', { name: /Ver inmueble/ })).toHaveAttribute('href', `/property/${property._id}`);
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', /kind=property-inquiry/);
    await expectAccessible(page);
    await shot(page, 'leads');

    await card.getByRole('link', { name: `Abrir la solicitud de ${name}` }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    // The list stays in the document, hidden (Next keeps visited pages): work inside the forms.
    const timeline = page.getByTestId('lead-timeline');
    const followUp = page.getByRole('form', { name: 'Seguimiento' });
    await expect(timeline).toContainText('Solicitud recibida');
    await expect(timeline).toContainText(`Asignada automáticamente a ${owner.name}`);
    await followUp.getByLabel('Estado').selectOption({ label: 'Contactada' });
    await followUp.getByLabel('Asesor').selectOption({ label: agent.name });
    await followUp.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Solicitud actualizada: Contactada')).toBeVisible();
    await expect(timeline).toContainText('Administrador cambió el estado de Nueva a Contactada');
    await expect(timeline).toContainText(`Administrador reasignó la solicitud de ${owner.name} a ${agent.name}`);
    await page.getByLabel('Nueva nota').fill('Llamar el lunes a primera hora');
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    await expect(timeline).toContainText('Nota de Administrador: Llamar el lunes a primera hora');
    await expectAccessible(page);
    await shot(page, 'lead-detail');

    await page.goto('/admin');
    const figures = page.getByRole('region', { name: 'Solicitudes' });
    await expect(figures.getByText('Este mes', { exact: true })).toBeVisible();
    await expect(figures.getByRole('list', { name: 'Solicitudes por estado' })).toContainText('Contactada');
  });
});

test('as an agent: only their own leads, which they follow up', async ({
  browser,
  anonymousApi,
  playwright,
  baseURL,
}) => {
  const [mine, theirs] = [
    await createAgent(anonymousApi, `Asesor Andrés ${unique()}`),
    await createAgent(anonymousApi, `Asesora Beatriz ${unique()}`),
  ];
  const [own, other] = (await publicList(anonymousApi, 'limit=2&operation=arriendo')).data.map((p) => p._id);
  await assignProperty(anonymousApi, own, mine.id);
  await assignProperty(anonymousApi, other, theirs.id);
  const [ownName, otherName] = [`Cliente Propio ${unique()}`, `Cliente Ajeno ${unique()}`];
  await inquiry(anonymousApi, own, ownName);
  const { id: otherId } = await inquiry(anonymousApi, other, otherName);

  const request = await playwright.request.newContext({ baseURL });
  const context = await agentContext(browser, request, mine);
  const page = await context.newPage();
  try {
    await page.goto('/admin/leads');
    await expect(page.getByText('Tus solicitudes asignadas')).toBeVisible();
    await expect(page.getByTestId('lead-row').filter({ hasText: ownName })).toHaveCount(1);
    await expect(page.getByTestId('lead-row').filter({ hasText: otherName })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveCount(0);
    await expect(page.getByLabel('Asesor')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'agent-leads');

    await page.getByRole('link', { name: `Abrir la solicitud de ${ownName}` }).click();
    const followUp = page.getByRole('form', { name: 'Seguimiento' });
    await followUp.getByLabel('Estado').selectOption({ label: 'Negociación' });
    await followUp.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByTestId('lead-timeline')).toContainText(
      `${mine.name} cambió el estado de Nueva a Negociación`,
    );
    await page.getByLabel('Nueva nota').fill('Ofertó 5 % menos');
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    await expect(page.getByTestId('lead-timeline')).toContainText(`Nota de ${mine.name}: Ofertó 5 % menos`);
    await expect(followUp.getByLabel('Asesor')).toHaveCount(0);
    await shot(page, 'agent-lead-detail');

    await page.goto(`/admin/leads/${otherId}`);
    await expect(page.getByText('Solicitud no encontrada')).toBeVisible();
  } finally {
    await context.close();
    await request.dispose();
  }
});
