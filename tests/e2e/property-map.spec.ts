import { accept } from './admin-property-form-page';
import { publicList, type ApiProperty } from './api-client';
import { ADMIN_STATE, expect, expectAccessible, shot, test, type APIRequestContext, type Page } from './fixtures';
import { answerTiles, TILE_URL } from './map-page';

// The property page's map: the same Leaflet component as the listing's, loaded only when it nears
// the screen, with a pin where the owner allows the exact location and a circle otherwise.

type Located = ApiProperty & { showExactLocation: boolean; location: { address: string } };

async function seeded(visitor: APIRequestContext, query: string): Promise<Located> {
  const found = (await publicList(visitor, `${query}&limit=50`)).data.find((p) => p.location.coordinates);
  if (!found) throw new Error(`no seeded property with coordinates for ${query}`);
  return found as Located;
}

/** Scrolls to the map and waits for Leaflet to draw it. */
async function scrollToMap(page: Page) {
  const map = page.getByTestId('property-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-container')).toHaveCount(1);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  return map;
}

test('an approximate location: a circle around a shifted centre, loaded only when scrolled to', async ({
  page,
  anonymousApi,
}) => {
  const tiles = await answerTiles(page);
  const property = await seeded(anonymousApi, 'type=apartamento');
  expect(property.showExactLocation).toBe(false);
  expect(property.location.address).not.toContain('#');
  await page.goto(`/property/${property._id}`);
  const map = page.getByTestId('property-map');
  await expect(map).toHaveAttribute('data-exact', 'false');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(tiles).toEqual([]);
  await scrollToMap(page);
  await expect(map.locator('path.map-area')).toHaveCount(1);
  await expect(map.getByRole('img', { name: 'Ubicación del inmueble' })).toHaveCount(0);
  await expect(page.getByText(/^Ubicación aproximada/)).toBeVisible();
  const { lat, lng } = property.location.coordinates!;
  await expect(page.getByRole('link', { name: 'Ver en OpenStreetMap' })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/#map=15/${lat}/${lng}`,
  );
  expect(tiles.length).toBeGreaterThan(0);
  for (const url of tiles) expect(url).toMatch(TILE_URL);
  await shot(page, 'property-map-approximate');
  await expectAccessible(page);
});

test(
  'an exact location: a pin; Google Maps as provider changes the link, not the tiles',
  { tag: '@any-width' },
  async ({ page, adminApi, anonymousApi }) => {
    const tiles = await answerTiles(page);
    const property = await seeded(anonymousApi, 'type=oficina');
    expect(property.showExactLocation).toBe(true);
    const restore = await adminApi.putSettings('integrations', { mapsProvider: 'google' });
    try {
      await page.goto(`/property/${property._id}`);
      const map = await scrollToMap(page);
      await expect(map.getByRole('img', { name: 'Ubicación del inmueble' })).toBeVisible();
      await expect(map.locator('path.map-area')).toHaveCount(0);
      await expect(page.getByText('Ubicación exacta del inmueble.')).toBeVisible();
      const { lat, lng } = property.location.coordinates!;
      await expect(page.getByRole('link', { name: 'Ver en Google Maps' })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`,
      );
      for (const url of tiles) expect(url).toMatch(TILE_URL);
      await shot(page, 'property-map-exact');
      await expectAccessible(page);
    } finally {
      await restore();
    }
  },
);

test.describe('the admin form', () => {
  test.use({ storageState: ADMIN_STATE });

  test(
    'shows the exact location on the site once its box is ticked',
    { tag: '@any-width' },
    async ({ page, adminApi, anonymousApi }) => {
      const property = await seeded(anonymousApi, 'type=casa');
      expect(property.showExactLocation).toBe(false);
      const stored = await adminApi.property(property._id);
      await page.goto(`/admin/properties/edit/${property._id}`);
      const box = page.getByLabel('Mostrar la ubicación exacta en el sitio');
      await expect(box).not.toBeChecked();
      await box.check();
      const updated = accept(page, 'Propiedad actualizada exitosamente');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await updated;
      try {
        const shown = (await (await anonymousApi.get(`/api/properties/${property._id}`)).json()).data as Located;
        expect(shown.showExactLocation).toBe(true);
        expect(shown.location.coordinates).toEqual(stored.location.coordinates);
      } finally {
        await adminApi.put(`/api/properties/${property._id}`, { data: { showExactLocation: false } });
      }
    },
  );
});
