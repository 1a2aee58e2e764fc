import { freePort, startApp } from '../../scripts/lib/stack.mjs';
import { expectAccessible } from './content-helpers';
import { expect, test } from './hydrated-page';

// A second app whose database is a closed port.
let app: Awaited<ReturnType<typeof startApp>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  app = await startApp(
    { ...process.env, MONGODB_URI: `mongodb://127.0.0.1:${await freePort()}/nada` },
    { quiet: true },
  );
});
test.afterAll(() => app?.stop());

test('the news page shows its error screen with Reintentar when the database is down', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${app.baseURL}/news`);
  await expect(page.getByRole('heading', { name: 'Error al cargar las noticias' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Error al conectar con el servidor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectAccessible(page);
});
