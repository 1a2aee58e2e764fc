import { freePort, startApp } from '../../scripts/lib/stack.mjs';
import { expect, test } from './hydrated-page';

// A second app whose database is a closed port: the home page's featured states.
let app: Awaited<ReturnType<typeof startApp>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  app = await startApp(
    { ...process.env, MONGODB_URI: `mongodb://127.0.0.1:${await freePort()}/nada` },
    { quiet: true },
  );
});
test.afterAll(() => app?.stop());

test('the featured carousel shows loading, then its error with Reintentar; the static sections still render', async ({
  page,
  request,
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
