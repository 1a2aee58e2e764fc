import sharp from 'sharp';

import { expect, type Locator, type Page } from './fixtures';

// The maps (components/map) as the specs drive them. There is no internet here: tile requests are
// answered with a local image, and their URLs are kept for the specs to check.

/** The tile URLs the maps may ask for: OpenStreetMap's standard layer (lib/maps/tiles.ts). */
export const TILE_URL = /^https:\/\/tile\.openstreetmap\.org\/\d{1,2}\/\d+\/\d+\.png$/;

const tile = sharp({ create: { width: 256, height: 256, channels: 3, background: '#eef0e8' } })
  .png()
  .toBuffer();

/** Answers every request to a tile host with a plain tile; returns the URLs requested so far. */
export async function answerTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const body = await tile;
  await page.route(/^https:\/\/[^/]*tile[^/]*\//, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'image/png', body });
  });
  return requested;
}

const desktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1024;

/** The listing's map, shown: beside the list on desktop, through the 'Mapa' switch on phones. */
export async function showListingMap(page: Page): Promise<Locator> {
  const map = page.getByTestId('listing-map');
  if (!desktop(page)) {
    await expect(map).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Mapa', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(map).toBeVisible();
  await expect(map.getByTestId('map-status')).not.toHaveText('Cargando el mapa…');
  return map;
}

/** The markers of the map (points, places and clusters). */
export const markers = (map: Locator) => map.locator('.leaflet-marker-icon[data-count]');

/** How many listings the markers on the map stand for, once they are drawn. */
export async function markedListings(map: Locator): Promise<number> {
  await expect(markers(map).first()).toBeVisible();
  const counts = await markers(map).evaluateAll((all) => all.map((m) => Number(m.getAttribute('data-count'))));
  return counts.reduce((sum, n) => sum + n, 0);
}
