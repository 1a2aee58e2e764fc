import type { Page } from './fixtures';

// The admin's news list and form (/admin/news), as its spec reads and drives them.

export type News = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  status: string;
  featured: boolean;
  tags: string[];
  author: { name: string; email: string; bio: string };
};

/** The visible row (table on desktop, card on phones) of a news item. */
export const row = (page: Page, title: string) =>
  page
    .locator('[data-testid="news-row"], [data-testid="news-card"]')
    .filter({ hasText: title })
    .locator('visible=true');

/** Next keeps visited routes alive but hidden: only the visible control is the user's. */
export const field = (page: Page, label: string) => page.getByLabel(label).filter({ visible: true });

export async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}
