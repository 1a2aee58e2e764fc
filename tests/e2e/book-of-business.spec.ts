import { dataOf, publicList, type AdminApi, type ApiProperty } from './api-client';
import { expect, expectAccessible, freshIp, shot, test, unique, type APIRequestContext, type Page } from './fixtures';
import { agentContext, createAgent } from './staff';

// The book of business as an agent works it (docs/book-of-business.md): an owner lead becomes an
// owner with a draft property, whose mandate and signed PDF the agent records; an inquiry becomes
// a demand whose matches the agent sends as a selection, which the client opens without an
// account; and an owner opens the report link the agency sent them.

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const bogotaDay = (offsetDays = 0) =>
  new Date(Date.now() - 5 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function lead(api: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await api.post('/api/leads', { headers: { 'x-forwarded-for': freshIp() }, data });
  return (await dataOf<{ id: string }>(response, 201)).id;
}

/** The admin hands a lead to the agent (an owner lead goes to whoever's turn it is). */
async function handTo(adminApi: AdminApi, leadId: string, agentId: string) {
  const response = await adminApi.fetch('PATCH', `/api/leads/${leadId}`, { data: { assigneeId: agentId } });
  expect(response.status(), await response.text()).toBe(200);
}

async function check(page: Page, name: string) {
  await expectAccessible(page);
  await shot(page, name);
}

test('an agent converts an owner lead, records a mandate with its PDF, turns an inquiry into a demand and sends a selection the client opens', async ({
  browser,
  playwright,
  baseURL,
  anonymousApi,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const agent = await createAgent(anonymousApi, `Asesora Captación ${tag}`);
  const ownerName = `Marta Gil ${tag}`;
  const ownerLead = await lead(anonymousApi, {
    kind: 'owner',
    name: ownerName,
    email: `marta.${tag}@correo.test`,
    phone: '300 555 0101',
    property: { operation: 'venta', type: 'apartamento', city: '11001', area: 84, bedrooms: 3, bathrooms: 2 },
    acceptPrivacy: true,
  });
  const [listing] = (await publicList(anonymousApi, 'limit=1&operation=arriendo')).data as ApiProperty[];
  const clientName = `Luis Pérez ${tag}`;
  const inquiry = await lead(anonymousApi, {
    kind: 'property-inquiry',
    nombre: clientName,
    email: `luis.${tag}@correo.test`,
    telefono: '3001234567',
    mensaje: 'Busco algo parecido',
    propertyId: listing._id,
    acceptPrivacy: true,
  });
  await handTo(adminApi, ownerLead, agent.id);
  await handTo(adminApi, inquiry, agent.id);

  const request = await playwright.request.newContext({ baseURL });
  const context = await agentContext(browser, request, agent);
  const page = await context.newPage();
  try {
    // The owner lead: the identity document /vender does not ask, then one click.
    await page.goto(`/admin/leads/${ownerLead}`);
    await expect(page.getByRole('heading', { name: ownerName, level: 1 })).toBeVisible();
    await page.getByLabel('Tipo de documento').selectOption('CC');
    await page.getByLabel('Número de documento').fill(`52${String(Date.now()).slice(-7)}`);
    await check(page, 'book-owner-lead');
    await page.getByRole('button', { name: 'Convertir en propietario' }).click();
    await expect(page.getByText('Convertida en propietario')).toBeVisible();
    await expect(page.getByTestId('lead-timeline')).toContainText(`${agent.name} la convirtió en propietario`);

    // The draft property it became: its mandate, then the signed contract.
    await page.getByRole('link', { name: 'Ver borrador del inmueble' }).click();
    await expect(page.getByLabel('Título')).toHaveValue('Apartamento en venta en Bogotá, D.C.');
    await page.getByLabel('Propietario', { exact: true }).fill(ownerName.slice(0, 12));
    await page.getByRole('list', { name: 'Propietarios encontrados' }).getByRole('button', { name: ownerName }).click();
    await page.getByLabel('Comisión (%)').fill('3');
    await page.getByLabel('Fecha de inicio').fill(bogotaDay());
    await page.getByLabel('Fecha de fin').fill(bogotaDay(180));
    await page.getByRole('button', { name: 'Registrar mandato' }).click();
    await expect(page.getByTestId('mandate-status')).toHaveText('Vigente');
    await page.locator('input[type="file"][accept*="pdf"]').setInputFiles({
      name: 'contrato-firmado.pdf',
      mimeType: 'application/pdf',
      buffer: MINIMAL_PDF,
    });
    await expect(page.getByText('Contrato cargado exitosamente')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar contrato' })).toBeVisible();
    await page.getByRole('heading', { name: 'Propietario y mandato' }).scrollIntoViewIfNeeded();
    await check(page, 'book-mandate');

    // The inquiry: a demand prefilled from the listing, its matches, and a selection for the client.
    await page.goto(`/admin/leads/${inquiry}`);
    await page.getByRole('button', { name: 'Convertir en demanda' }).click();
    await page.getByRole('link', { name: 'Ver demanda' }).click();
    await expect(page.getByRole('heading', { name: clientName, level: 1 })).toBeVisible();
    const matches = page.getByTestId('demand-match');
    await expect(matches.first()).toBeVisible();
    await check(page, 'book-demand');
    await matches.first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Enviar selección' }).click();
    const url = await page.getByLabel('Enlace de la selección (válido 30 días)').inputValue();
    expect(url).toMatch(/\/seleccion\/[\w-]+$/);
    const chosen = (await matches.first().getByRole('link').first().textContent())!.trim();

    // The client opens it without an account.
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    try {
      await clientPage.goto(new URL(url).pathname);
      await expect(clientPage.getByText(chosen).first()).toBeVisible();
      await check(clientPage, 'book-selection');
    } finally {
      await client.close();
    }
  } finally {
    await context.close();
    await request.dispose();
  }
});

test("the owner opens their report from the agency's link", async ({ browser, adminApi, anonymousApi }) => {
  const tag = unique();
  const [listing] = (await publicList(anonymousApi, 'limit=1&operation=venta')).data as ApiProperty[];
  const owner = await dataOf<{ id: string }>(
    await adminApi.post('/api/owners', {
      data: {
        name: `Propietaria Informe ${tag}`,
        documentType: 'CC',
        documentNumber: `41${String(Date.now()).slice(-7)}`,
        phone: '3009876543',
        email: `informe.${tag}@correo.test`,
        dataConsent: true,
      },
    }),
    201,
  );
  await dataOf(
    await adminApi.put(`/api/properties/${listing._id}/mandate`, {
      data: {
        ownerId: owner.id,
        exclusive: true,
        commissionPercent: 3,
        startDate: bogotaDay(-30),
        endDate: bogotaDay(150),
      },
    }),
  );
  // 201 for a new link; 200 with the same one when the listing already has one (the other width's run).
  const linked = await adminApi.post(`/api/properties/${listing._id}/report-link`);
  expect([200, 201]).toContain(linked.status());
  const { url } = ((await linked.json()) as { data: { url: string } }).data;

  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { name: 'Así va tu inmueble', level: 1 })).toBeVisible();
    await expect(page.getByText(listing.title).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Visitas por semana' })).toBeVisible();
    await check(page, 'book-owner-report');
  } finally {
    await context.close();
  }
});
