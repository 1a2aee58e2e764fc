import { publicList } from './api-client';
import { acceptDialog, ADMIN_STATE, expect, expectAccessible, shot, test, unique, uniqueEmail } from './fixtures';
import { agentContext, assignProperty, createAgent } from './staff';

// Issue 20 items 1-3 and 6 on screen: the staff accounts and the activity log as an admin, an
// agent's own properties, and the public pages of the agents.

test.describe('as admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('invites a colleague, deactivates and reactivates them, and finds it all in the activity log', async ({
    page,
  }) => {
    const name = `Valentina Equipo ${unique()}`;
    const email = uniqueEmail('equipo');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Invitar al equipo' }).click();
    const form = page.getByRole('form', { name: 'Invitar al equipo' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByText(`Invitación enviada exitosamente: ${email}`)).toBeVisible();

    await page.getByLabel('Buscar').fill(name);
    const row = page.getByTestId('user-row').filter({ hasText: name });
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(row).toContainText('Invitación pendiente');
    await expect(row).toContainText('Asesor');
    acceptDialog(
      page,
      `¿Desactivar la cuenta de ${name}? Sus sesiones se cerrarán de inmediato y no podrá ingresar hasta que la reactives.`,
    );
    await row.getByRole('button', { name: `Desactivar a ${name}` }).click();
    await expect(row).toContainText('Inactiva');
    await row.getByRole('button', { name: `Reactivar a ${name}` }).click();
    await expect(row.getByRole('button', { name: `Desactivar a ${name}` })).toBeVisible();
    await page.getByLabel('Buscar').fill('');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'admin-users');

    await page.goto('/admin/actividad');
    await expect(page.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();
    await page.getByLabel('Tipo de registro').selectOption({ label: 'Usuario' });
    const entries = page.getByTestId('activity-entry').filter({ hasText: name });
    await expect(entries.first()).toBeVisible();
    // The deactivation: field Activa, from Sí to No.
    await expect(entries.filter({ hasText: 'Activa' }).filter({ hasText: /Sí\s*→\s*No/ })).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, 'admin-activity');
  });
});

test('as an agent: only their own properties, no delete, no admin pages', async ({
  browser,
  playwright,
  baseURL,
  anonymousApi,
}) => {
  const mine = await createAgent(anonymousApi, `Asesora Propia ${unique()}`);
  const [own, other] = (await publicList(anonymousApi, 'limit=2&operation=venta')).data;
  await assignProperty(anonymousApi, own._id, mine.id);
  const request = await playwright.request.newContext({ baseURL });
  const context = await agentContext(browser, request, mine);
  const page = await context.newPage();
  try {
    await page.goto('/admin/properties');
    await expect(page.getByRole('heading', { name: 'Mis propiedades', level: 1 })).toBeVisible();
    await expect(page.getByText(own.title).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText(other.title)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'agent-properties');

    // Their own property's edit page, with its history; and their profile.
    await page.goto(`/admin/properties/edit/${own._id}`);
    await expect(page.getByRole('heading', { name: 'Historial de cambios' })).toBeVisible();
    await page.goto('/admin/perfil');
    await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
    await page.getByLabel('Biografía').fill('Acompaño compras de vivienda en el sur de Bogotá y Soacha.');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado exitosamente')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'agent-profile');

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/properties$/);
  } finally {
    await context.close();
    await request.dispose();
  }
});

test('the public pages of the agents: /asesores and one agent with their listings', async ({ page }) => {
  await page.goto('/asesores');
  await expect(page.getByRole('heading', { name: 'Nuestros asesores', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Laura Gómez Restrepo' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'agents');

  await page.goto('/asesores/laura-gomez-restrepo');
  await expect(page.getByRole('heading', { name: 'Laura Gómez Restrepo', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Escribir a Laura Gómez Restrepo por WhatsApp/ })).toHaveAttribute(
    'href',
    /wa\.me\/57310/,
  );
  await expect(page.locator('#inmuebles-asesor')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'agent-page');
});
