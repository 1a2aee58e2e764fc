import { test as base, type Page } from '@playwright/test';

export { expect, request, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

// Every spec's `test`: its page's goto() and reload() return once React has hydrated the document,
// which is when a visitor's click or keystroke starts to count. A page from the page cache paints
// first and loads its scripts after (lib/page-cache/defer-scripts.ts), so the load event Playwright
// waits for by default comes before hydration; a click in between would be a click on plain HTML.

/** Resolves once the page's React tree is hydrated (at once for a document that is not Next's). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!('__next_f' in self)) return true; // JSON, an image, a browser error page
    const hydratedNode = (node: Element | null) =>
      !node || Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    return ['body', 'header', 'main'].every((selector) => hydratedNode(document.querySelector(selector)));
  });
}

type NavigateOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' } | undefined;

/** Hydration after a navigation, unless the caller asked to stop earlier than the load event. */
async function afterNavigation(page: Page, options: NavigateOptions): Promise<void> {
  if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await hydrated(page);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await afterNavigation(page, options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await afterNavigation(page, options);
      return response;
    };
    await provide(page);
  },
});
