import { expect, type Locator, type Page } from './fixtures';

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
