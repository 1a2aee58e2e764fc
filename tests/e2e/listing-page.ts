import { publicList } from './api-client';
import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';

// The /listing page as its specs read and drive it.

/**
 * Waits until React has hydrated `element`. A click before that is not lost: React replays it
 * after hydration, so a helper that clicks again meanwhile would undo it.
 */
async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * The /listing filter panel: folded behind 'Filtros' below Tailwind's lg breakpoint. The catalogue
 * streams in, and React may reveal it after the load event, so this waits for it rather than
 * asking whether the toggle is visible yet.
 */
export async function openFilters(page: Page): Promise<void> {
  const panel = page.getByRole('search', { name: 'Filtrar inmuebles' });
  if ((page.viewportSize()?.width ?? 1280) >= 1024) {
    await expect(panel).toBeVisible();
    return;
  }
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toBeVisible();
  await untilHydrated(toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
}

/** The property cards of the results. */
export const cards = (page: Page) => page.getByTestId('listing-results').locator('article');
const count = (total: number) =>
  total === 1 ? '1 inmueble encontrado' : `${total.toLocaleString('de-DE')} inmuebles encontrados`;

/** The page shows what GET /api/properties answers for the same query (count and first card). */
export async function expectMatchesApi(page: Page, request: APIRequestContext, query: string) {
  const api = await publicList(
    request,
    `${query}${query ? '&' : ''}limit=${new URLSearchParams(query).get('limit') ?? 12}`,
  );
  await expect(page.getByTestId('result-count')).toHaveText(count(api.pagination.total));
  if (api.data.length === 0) {
    await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
    return;
  }
  await expect(cards(page)).toHaveCount(api.data.length);
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(api.data[0].title);
}
