import { expect, expectAccessible, test } from './fixtures';

// The pages of an app whose database is a closed port (the `appWithoutDatabase` fixture).

test('the listing shows its error screen when the database is down', async ({ page, appWithoutDatabase: app }) => {
  test.setTimeout(60_000);
  await page.goto(`${app.baseURL}/listing`);
  await expect(page.getByRole('heading', { name: 'Error al cargar propiedades' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Error al conectar con el servidor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // The header and footer still render from the default settings.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidad' })).toBeVisible();
});

test('the news page shows its error screen with Reintentar when the database is down', async ({
  page,
  appWithoutDatabase: app,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${app.baseURL}/news`);
  await expect(page.getByRole('heading', { name: 'Error al cargar las noticias' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Error al conectar con el servidor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectAccessible(page);
});

test('the featured carousel shows loading, then its error with Reintentar; the static sections still render', async ({
  page,
  request,
  appWithoutDatabase: app,
}) => {
  test.setTimeout(60_000);
  // The loading state is in the prerendered shell, streamed before the (failing) read answers.
  const html = await (await request.get(`${app.baseURL}/`)).text();
  expect(html.indexOf('Cargando propiedades destacadas...')).toBeGreaterThan(-1);
  expect(html.indexOf('Cargando propiedades destacadas...')).toBeLessThan(
    html.indexOf('Error al cargar las propiedades destacadas'),
  );
  await page.goto(`${app.baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Nuestros Servicios' })).toBeVisible();
  await expect(page.getByText('Error al cargar las propiedades destacadas')).toBeVisible({ timeout: 40_000 });
  const reload = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await reload;
  await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible();
});
