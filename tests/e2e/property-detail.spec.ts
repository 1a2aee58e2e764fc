import { richProperty } from './api-client';
import { blockExternal, expect, expectAccessible, test } from './fixtures';

test.beforeEach(({ page }) => blockExternal(page));

const cop = (n: number) => `$ ${n.toLocaleString('de-DE')}`;

test('a property page shows its data, gallery, map, agent, call to action and metadata', async ({ page, request }) => {
  const property = await richProperty(request);
  await page.goto(`/property/${property._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  await expect(page).toHaveTitle(new RegExp(property.title));
  await expect(page.getByTestId('detail-price')).toHaveText(cop(property.price));
  await expect(page.getByTestId('detail-location')).toContainText(property.location.city);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveText(/Inicio.*Inmuebles.*/);
  for (const label of ['Habitaciones', 'Baños', 'Parqueaderos', 'Área', 'Piso', 'Estrato', 'Año de construcción']) {
    await expect(page.getByTestId('property-facts').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Publica tu inmueble' })).toHaveAttribute(
    'href',
    '/contact?service=Publicar%20inmueble',
  );
  await expect(page.getByRole('button', { name: 'Ver video' })).toHaveCount(0);

  // Canonical, Open Graph image = its share card, JSON-LD listing with offer, address and geo.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/property/${property._id}$`));
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    new RegExp(`/property/${property._id}/card\\.jpg\\?v=\\d+$`),
  );
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  const ld = JSON.parse(scripts.find((text) => text.includes('RealEstateListing'))!);
  expect(ld).toMatchObject({
    '@type': 'RealEstateListing',
    name: property.title,
    offers: { '@type': 'Offer', price: property.price, priceCurrency: 'COP' },
    contentLocation: {
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates', latitude: property.location.coordinates!.lat },
    },
  });

  // The map is drawn in the page once it nears the screen (property-map.spec.ts); its link opens
  // Settings' provider (OpenStreetMap by default) on the point the page shows.
  const { lat, lng } = property.location.coordinates!;
  await expect(page.getByTestId('property-map')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Ver en OpenStreetMap' })).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.openstreetmap\\.org/.*#map=\\d+/${lat}/${lng}$`),
  );

  // Gallery wraps at both ends, by buttons and keys.
  const counter = page.getByTestId('gallery-counter');
  const n = property.images.length;
  await expect(counter).toHaveText(`1 / ${n}`);
  await page.getByRole('button', { name: 'Foto anterior' }).click();
  await expect(counter).toHaveText(`${n} / ${n}`);
  await page.getByRole('button', { name: 'Foto siguiente' }).click();
  await expect(counter).toHaveText(`1 / ${n}`);
  await page.getByRole('button', { name: 'Foto siguiente' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${n}`);
  await page.getByRole('button', { name: `Ver foto ${n}` }).click();
  await expect(counter).toHaveText(`${n} / ${n}`);
  await page.getByRole('button', { name: 'Foto siguiente' }).click();
  await expect(counter).toHaveText(`1 / ${n}`);
});

test('a first swipe on the gallery moves it, though Swiper starts only on that touch @touch', async ({
  page,
  request,
}) => {
  const property = await richProperty(request);
  const n = property.images.length;
  await page.goto(`/property/${property._id}`);
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toHaveText(`1 / ${n}`);
  const box = (await page.locator('.swiper').first().boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', box.x + box.width * 0.8);
  for (const at of [0.65, 0.5, 0.35, 0.2]) await touch('touchMove', box.x + box.width * at);
  await touch('touchEnd');
  await expect(counter).toHaveText(`2 / ${n}`);
});

test.describe('a property created through the API', () => {
  let bare: string;
  let withVideo: string;
  let sold: string;
  let draft: string;
  test.beforeAll(async ({ adminApi }) => {
    const stamp = Date.now();
    bare = (await adminApi.createProperty({ title: `Lote sin datos ${stamp}`, type: 'terreno', price: 0 }))._id;
    withVideo = (
      await adminApi.createProperty({
        title: `Casa con video ${stamp}`,
        type: 'casa',
        operation: 'arriendo',
        price: 3_500_000,
        adminFee: 450_000,
        videos: ['/uploads/videos/recorrido.mp4'],
        location: { city: 'Bogotá, D.C.', neighborhood: 'Cedritos' },
      })
    )._id;
    sold = (
      await adminApi.createProperty({ title: `Apartamento vendido ${stamp}`, status: 'vendido', price: 250_000_000 })
    )._id;
    draft = (await adminApi.createProperty({ title: `Borrador ${stamp}`, status: 'borrador' }))._id;
  });
  test.afterAll(async ({ adminApi }) => {
    for (const id of [bare, withVideo, sold, draft]) await adminApi.deleteProperty(id);
  });

  test('SPEC defaults: no photos, no price, no location, no agent', { tag: '@any-width' }, async ({ page }) => {
    await page.goto(`/property/${bare}`);
    await expect(page.getByText('Sin imágenes disponibles')).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText('Precio a consultar');
    await expect(page.getByTestId('detail-location')).toHaveText('Ubicación no disponible');
    await expect(page.getByTestId('agent-name')).toHaveText('Agente no disponible');
    await expect(page.getByRole('img', { name: 'Foto de Agente no disponible' })).toBeVisible();
    await expect(page.getByText('N/A', { exact: true })).toHaveCount(4); // agent phone, email, license; estrato
  });

  test('a rental shows administración and the monthly total; its video opens and closes', async ({ page }) => {
    await page.goto(`/property/${withVideo}`);
    await expect(page.getByTestId('detail-price')).toHaveText(`${cop(3_500_000)}/mes`);
    await expect(page.getByTestId('admin-fee')).toHaveText(`Administración: ${cop(450_000)}/mes`);
    await expect(page.getByTestId('monthly-total')).toHaveText(`Total mensual: ${cop(3_950_000)}`);
    await expect(page.getByText('En arriendo', { exact: true }).first()).toBeVisible();

    const dialog = page.getByRole('dialog', { name: /Video de Casa con video/ });
    const open = page.getByRole('button', { name: 'Ver video' });
    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('src', '/uploads/videos/recorrido.mp4');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('button', { name: 'Cerrar video' }).click();
    await expect(dialog).toHaveCount(0);
    await open.click();
    await page.getByTestId('video-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toHaveCount(0);
  });

  test('a sold property stays reachable with a badge; a draft is a 404', { tag: '@any-width' }, async ({ page }) => {
    await page.goto(`/property/${sold}`);
    await expect(page.getByTestId('status-badge')).toHaveText('Vendido');
    await page.goto(`/property/${draft}`);
    await expect(page.getByRole('heading', { name: 'Propiedad no encontrada' })).toBeVisible();
    await expect(page.getByText('La propiedad que buscas no existe.')).toBeVisible();
  });

  test('the view counter adds one per visit and ignores reloads', { tag: '@any-width' }, async ({ page, adminApi }) => {
    const before = (await adminApi.property(bare)).views;
    await page.goto(`/property/${bare}`);
    await expect.poll(async () => (await adminApi.property(bare)).views).toBe(before + 1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await adminApi.property(bare)).views).toBe(before + 1);
  });
});

test('an unknown id is a Spanish 404 with "Volver"', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/listing');
  await page.goto('/property/000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Propiedad no encontrada' })).toBeVisible();
  await expect(page.getByText('La propiedad que buscas no existe.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL('/listing');
});

test('a property page has no serious accessibility violation', async ({ page, request }) => {
  const property = await richProperty(request);
  await page.goto(`/property/${property._id}`);
  await expect(page.getByTestId('gallery-counter')).toBeVisible();
  // The thumbnails become buttons a keyboard can reach once the gallery's Swiper has loaded; axe
  // checks the page a visitor uses, not the moment before (a loaded machine can take seconds).
  await expect(page.getByRole('button', { name: 'Ver foto 1' })).toBeEnabled({ timeout: 30_000 });
  await expectAccessible(page, { exclude: 'iframe' });
});
