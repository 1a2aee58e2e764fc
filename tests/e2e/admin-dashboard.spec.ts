import { changeBadge } from '../../components/admin/dashboard/change-badge';
import { formatNumber } from '../../lib/format';
import { testHouse } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test, type Page } from './fixtures';

test.use({ storageState: ADMIN_STATE });

const card = (page: Page, label: string) =>
  page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: label }) });

test(
  'the dashboard shows the API figures, real change badges, recent lists and quick actions',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    const created = await adminApi.createProperty(testHouse());
    const [stats, users, news] = await Promise.all([
      adminApi.get('/api/properties/stats').then((r) => r.json()),
      adminApi.get('/api/users/stats').then((r) => r.json()),
      adminApi.get('/api/news?limit=1').then((r) => r.json()),
    ]);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Panel principal', level: 1 })).toBeVisible();

    await expect(card(page, 'Total Propiedades').getByTestId('stat-value')).toHaveText(
      formatNumber(stats.data.totalProperties),
    );
    await expect(card(page, 'Total Propiedades').getByTestId('stat-change')).toHaveText(
      changeBadge(stats.data.createdLast30Days, stats.data.createdPrevious30Days).label,
    );
    await expect(card(page, 'Total Visitas').getByTestId('stat-value')).toHaveText(formatNumber(stats.data.totalViews));
    await expect(card(page, 'Total Noticias').getByTestId('stat-value')).toHaveText(
      formatNumber(news.pagination.total),
    );
    await expect(card(page, 'Total Noticias').getByTestId('stat-change')).toHaveText(
      /^(\+|-)\d+%$|^Sin cambios$|^Nuevo$/,
    );
    await expect(card(page, 'Usuarios Activos').getByTestId('stat-value')).toHaveText(
      formatNumber(users.data.activeUsers),
    );
    await expect(card(page, 'Usuarios Activos').getByTestId('stat-change')).toHaveText(
      changeBadge(users.data.createdLast30Days, users.data.createdPrevious30Days).label,
    );

    const recentProperties = page.getByRole('region', { name: 'Propiedades Recientes' });
    await expect(recentProperties.getByRole('listitem')).toHaveCount(5);
    await expect(recentProperties.getByRole('listitem').first()).toContainText(created.title);
    await expect(recentProperties.getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/admin/properties',
    );
    await expect(recentProperties.getByRole('link', { name: `Editar ${created.title}` })).toHaveAttribute(
      'href',
      `/admin/properties/edit/${created._id}`,
    );
    const recentNews = page.getByRole('region', { name: 'Noticias Recientes' });
    await expect(recentNews.getByRole('listitem')).toHaveCount(5);
    await expect(recentNews.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/admin/news');
    for (const action of ['Agregar propiedad', 'Crear noticia', 'Editar propiedades', 'Gestionar noticias'])
      await expect(page.getByRole('link', { name: action })).toBeVisible();

    await expectAccessible(page);
    await shot(page, 'dashboard');

    // Delete from the recent list: SPEC's confirmation, then the list refreshes without it.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('¿Estás seguro de que quieres eliminar esta propiedad?');
      void dialog.accept();
    });
    await recentProperties.getByRole('button', { name: `Eliminar ${created.title}` }).click();
    await expect(page.getByText('Propiedad eliminada exitosamente')).toBeVisible();
    await expect(recentProperties.getByText(created.title)).toHaveCount(0);
    expect((await adminApi.get(`/api/properties/${created._id}`)).status()).toBe(404);
  },
);

test('the dashboard deletes a news item from its recent list', { tag: '@any-width' }, async ({ page, adminApi }) => {
  const created = await adminApi.post('/api/news', {
    multipart: {
      title: `Noticia de prueba ${Date.now()}`,
      description: 'Resumen de la noticia de prueba',
      images: {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = ((await created.json()) as { data: { _id?: string; id?: string; title: string } }).data;
  await page.goto('/admin');
  const recentNews = page.getByRole('region', { name: 'Noticias Recientes' });
  await expect(recentNews.getByRole('listitem').first()).toContainText(item.title);
  page.once('dialog', (dialog) => void dialog.accept());
  await recentNews.getByRole('button', { name: `Eliminar ${item.title}` }).click();
  await expect(page.getByText('Noticia eliminada exitosamente')).toBeVisible();
  await expect(recentNews.getByText(item.title)).toHaveCount(0);
});

test('a failed load shows SPEC error state and Reintentar loads again', { tag: '@any-width' }, async ({ page }) => {
  await page.route('**/api/properties/stats', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Error interno' } }),
  );
  await page.goto('/admin');
  await expect(
    page.getByText('Error al cargar los datos del dashboard. Verifica que el backend esté corriendo.'),
  ).toBeVisible();
  await shot(page, 'dashboard-error');
  await page.unroute('**/api/properties/stats');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('stat-card')).toHaveCount(4);
});

test('a 429 on the stats shows zero figures and a warning', { tag: '@any-width' }, async ({ page }) => {
  await page.route('**/api/properties/stats', (route) =>
    route.fulfill({ status: 429, json: { success: false, message: 'Demasiadas solicitudes' } }),
  );
  await page.goto('/admin');
  await expect(
    page.getByText('Demasiadas solicitudes: las estadísticas se muestran en cero. Inténtalo de nuevo en unos minutos.'),
  ).toBeVisible();
  await expect(card(page, 'Total Propiedades').getByTestId('stat-value')).toHaveText('0');
  await expect(card(page, 'Total Visitas').getByTestId('stat-value')).toHaveText('0');
});

test('the loading state says the backend must be running', { tag: '@any-width' }, async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/stats', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByText('Cargando dashboard...')).toBeVisible();
  await expect(page.getByText('Si tarda demasiado, verifica que el backend esté corriendo.')).toBeVisible();
  release();
  await expect(page.getByTestId('stat-card')).toHaveCount(4);
});

test('the sidebar is a drawer on a phone and a column on a desktop', async ({ page }, info) => {
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Administración' });
  if (info.project.name === 'mobile') {
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(nav).toBeVisible();
    await shot(page, 'drawer');
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    await nav.getByRole('link', { name: 'Propiedades' }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    await expect(nav).toBeHidden();
  } else {
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Propiedades' }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
  }
});
