import { publicList } from './api-client';
import { expect, expectAccessible, shot, test, type Locator, type Page } from './fixtures';
import { cards, expectMatchesApi } from './listing-page';
import { answerTiles, markedListings, markers, showListingMap, TILE_URL } from './map-page';

// The listing's map (docs/catalogue-and-map.md#map-search): a marker, cluster or place for every result of the search
// (not only the page), a card per listing, and 'Buscar en esta zona', which puts the visible area
// in the URL and narrows the list.

/** Activates, from the keyboard, the marker that stands for the most listings (a cluster zooms in). */
async function openBiggest(map: Locator): Promise<void> {
  await expect(markers(map).first()).toBeVisible(); // drawn after the points arrive
  const counts = await markers(map).evaluateAll((all) => all.map((m) => Number(m.getAttribute('data-count'))));
  await map
    .locator(`.leaflet-marker-icon[data-count="${Math.max(...counts)}"]`)
    .first()
    .press('Enter');
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
}

/** Until a marker of one listing is drawn, zooms into the biggest cluster; returns that marker. */
async function singleMarker(map: Locator): Promise<Locator> {
  const single = map.locator('.leaflet-marker-icon[data-count="1"]');
  for (let i = 0; i < 8 && (await single.count()) === 0; i++) await openBiggest(map);
  await expect(single.first()).toBeVisible();
  return single.first();
}

const area = (page: Page) => new URL(page.url()).searchParams.get('bbox');

test('the map marks every result of the search, from tiles of the configured provider', async ({ page, request }) => {
  const tiles = await answerTiles(page);
  const query = 'operation=venta';
  await page.goto(`/listing?${query}`);
  const { data, pagination } = await publicList(request, `${query}&limit=100`);
  expect(pagination.total).toBeGreaterThan(12); // more than a page: the map is not only the page
  expect(data).toHaveLength(pagination.total);
  // Listings another spec created in the admin form have no coordinates: the map counts them apart.
  const placed = data.filter((p) => p.location.coordinates).length;
  const missing = pagination.total - placed;
  await expect(page.locator('.leaflet-container')).toHaveCount(page.viewportSize()!.width >= 1024 ? 1 : 0);
  const map = await showListingMap(page);
  expect(await markedListings(map)).toBe(placed);
  await expect(map.getByTestId('map-status')).toHaveText(
    `${placed} inmuebles en el mapa${missing ? ` (${missing} sin ubicación)` : ''}`,
  );
  await expect(map.getByRole('link', { name: 'colaboradores de OpenStreetMap' })).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  for (const url of tiles) expect(url).toMatch(TILE_URL);
  await shot(page, 'listing-map');
  await expectAccessible(page);
});

test(
  'a marker opens a card with photo, price, title and link, by mouse and by keyboard',
  { tag: '@any-width' },
  async ({ page }) => {
    await answerTiles(page);
    await page.goto('/listing?operation=arriendo');
    const map = await showListingMap(page);
    const marker = await singleMarker(map);
    const name = await marker.getAttribute('aria-label');
    await marker.click();
    const card = map.getByTestId('map-card');
    await expect(card).toBeVisible();
    await expect(card).toBeFocused();
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/property\/[a-f\d]{24}$/);
    expect(name).toContain(await link.textContent());
    await expect(card.getByText(/^\$\s[\d.]+\/mes$/)).toBeVisible();
    await expect(card.locator('img')).toHaveCount(1);
    await shot(page, 'listing-map-card');
    await expectAccessible(page);
    await card.press('Escape');
    await expect(card).toBeHidden();
    await expect(marker).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card).toBeHidden();
    await marker.focus();
    await page.keyboard.press(' ');
    await expect(card).toBeVisible();
  },
);

test(
  'Buscar en esta zona puts the visible area in the URL and narrows the list',
  { tag: '@any-width' },
  async ({ page, request }) => {
    await answerTiles(page);
    await page.goto('/listing?sort=price-low&page=2');
    const before = (await publicList(request, '')).pagination.total;
    const map = await showListingMap(page);
    const search = map.getByRole('button', { name: 'Buscar en esta zona' });
    await expect(search).toBeHidden();
    await openBiggest(map);
    await expect(search).toBeVisible();
    await search.click();
    await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
    const bbox = area(page)!;
    expect(new URL(page.url()).searchParams.get('page')).toBeNull(); // a new area starts on page 1
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-low');
    const query = `sort=price-low&bbox=${encodeURIComponent(bbox)}`;
    const narrowed = (await publicList(request, query)).pagination.total;
    expect(narrowed).toBeLessThan(before);
    expect(narrowed).toBeGreaterThan(0);
    await expect(search).toBeHidden();
    await expect(page.getByTestId('map-area')).toBeVisible();
    expect(await markedListings(map)).toBe(narrowed);
    if (page.viewportSize()!.width < 1024) await page.getByRole('button', { name: 'Lista', exact: true }).click();
    await expectMatchesApi(page, request, query);

    // The area stays through new filters, and 'Quitar zona' drops it.
    await page.getByTestId('map-area').getByRole('link', { name: 'Quitar zona' }).click();
    await expect(page).toHaveURL('/listing?sort=price-low');
    await expectMatchesApi(page, request, 'sort=price-low');
  },
);

test('phones see the list first and switch to the map and back; desktops show both', async ({ page }) => {
  const tiles = await answerTiles(page);
  await page.goto('/listing');
  const list = page.getByTestId('listing-results');
  await expect(list).toBeVisible();
  if (page.viewportSize()!.width >= 1024) {
    await expect(page.getByRole('group', { name: 'Ver resultados como' })).toBeHidden();
    await markedListings(await showListingMap(page));
    await expect(list).toBeVisible();
    return;
  }
  // Nothing of the map is loaded before it is asked for.
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(tiles).toEqual([]);
  const map = await showListingMap(page);
  await expect(list).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toBeHidden();
  await markedListings(map);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lista', exact: true }).click();
  await expect(list).toBeVisible();
  await expect(map).toBeHidden();
  await expect(cards(page)).toHaveCount(12);
});
