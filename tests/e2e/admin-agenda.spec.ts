import { dataOf, publicList } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, freshIp, shot, test, unique, type APIRequestContext } from './fixtures';
import { agentContext, assignProperty, createAgent, workday, type E2eAgent } from './staff';

/** Books the first `count` free slots of `day` at the property; returns the visitors' names. */
async function bookVisits(api: APIRequestContext, propertyId: string, day: string, count: number) {
  const slots = await dataOf<Array<{ start: string }>>(
    await api.get(`/api/properties/${propertyId}/slots?date=${day}`),
  );
  const names = [];
  for (const slot of slots.slice(0, count)) {
    const name = `Visitante ${unique()}`;
    const response = await api.post('/api/visits', {
      headers: { 'x-forwarded-for': freshIp() },
      data: {
        propertyId,
        start: slot.start,
        name,
        email: `${unique()}@correo.test`,
        phone: '3001234567',
        acceptPrivacy: true,
      },
    });
    await dataOf(response, 201);
    names.push(name);
  }
  return names;
}

let agent: E2eAgent;
let names: string[] = [];
const day = workday(5);

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  agent = await createAgent(api, `Asesora Carla ${unique()}`);
  const [property] = (await publicList(api, 'limit=1&operation=venta&sort=price-high')).data;
  await assignProperty(api, property._id, agent.id);
  names = await bookVisits(api, property._id, day, 2);
  await api.dispose();
});

test('an agent sees their visits in the week and in the day', async ({ browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const context = await agentContext(browser, request, agent);
  const page = await context.newPage();
  try {
    await page.goto(`/admin/agenda?fecha=${day}`);
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('agenda-day')).toHaveCount(7);
    for (const name of names) await expect(page.getByTestId('agenda-visit').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByLabel('Asesor')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'agenda-week');

    await page.getByRole('button', { name: 'Día' }).click();
    await expect(page.getByTestId('agenda-day')).toHaveCount(1);
    await expect(page.getByTestId('agenda-visit')).toHaveCount(2);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Sin visitas')).toBeVisible();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByTestId('agenda-visit').filter({ hasText: names[0] }).getByRole('link', { name: names[0] }).click();
    await expect(page.getByRole('heading', { name: names[0], level: 1 })).toBeVisible();
    await expect(page.getByText('Visita agendada para')).toBeVisible();
    await shot(page, 'agenda-lead');
  } finally {
    await context.close();
    await request.dispose();
  }
});

test.describe('as admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test("an admin picks an agent's agenda", async ({ page }) => {
    await page.goto(`/admin/agenda?fecha=${day}`);
    await page.getByLabel('Asesor').selectOption({ label: agent.name });
    await page.getByRole('button', { name: 'Día' }).click();
    await expect(page.getByTestId('agenda-visit')).toHaveCount(2);
    await page.getByLabel('Asesor').selectOption({ label: 'Todos los asesores' });
    await expect(page.getByTestId('agenda-visit').filter({ hasText: names[1] })).toContainText(`Asesor: ${agent.name}`);
    await expectAccessible(page);
    await shot(page, 'agenda-admin');
  });
});
