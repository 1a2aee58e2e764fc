import { expect, expectAccessible, test, type APIRequestContext } from './fixtures';

type ApiNews = {
  _id: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: string | null;
  createdAt: string;
  readingTime: number;
  author: { name: string };
  tags: string[];
  image: string;
};
type NewsList = { data: ApiNews[]; pagination: { page: number; limit: number; total: number; pages: number } };

async function apiNews(request: APIRequestContext, query: string): Promise<NewsList> {
  const response = await request.get(`/api/news?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as NewsList;
}

const bogota = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-CO', { ...options, timeZone: 'America/Bogota' });
const badge = (iso: string) => ({
  day: bogota({ day: '2-digit' }).format(new Date(iso)),
  month: bogota({ month: 'short' }).format(new Date(iso)).replace(/\./g, '').toUpperCase(),
});

test('the news page lists the published news four at a time with their date badges', async ({ page, request }) => {
  const api = await apiNews(request, 'page=1&limit=4');
  await page.goto('/news');
  await expect(page).toHaveTitle(/Noticias y Actualidad/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias y Actualidad');
  const cards = page.getByTestId('news-card');
  await expect(cards).toHaveCount(api.data.length);
  expect(api.data.length).toBe(4);
  for (const [i, item] of api.data.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.title);
    await expect(card).toContainText(item.description.slice(0, 40));
    const { day, month } = badge(item.publishedAt ?? item.createdAt);
    await expect(card.getByTestId('news-date-badge')).toHaveText(`${day}${month}`);
    await expect(card.getByRole('link', { name: item.title })).toHaveAttribute('href', `/news/${item.slug}`);
  }
  const image = cards.first().locator('img');
  await expect(image).toHaveAttribute('alt', `Imagen de la noticia: ${api.data[0].title}`);
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /Mostrar 4 noticias/ })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);
});

test(
  'page sizes 4, 8, 12 and 24 and the pagination live in the URL',
  { tag: '@any-width' },
  async ({ page, request }) => {
    await page.goto('/news');
    const sizes = page.getByRole('navigation', { name: 'Noticias por página' });
    await expect(sizes.getByRole('link')).toHaveText([
      'Mostrar 4 noticias por página',
      'Mostrar 8 noticias por página',
      'Mostrar 12 noticias por página',
      'Mostrar 24 noticias por página',
    ]);

    await sizes.getByRole('link', { name: /Mostrar 8 / }).click();
    await expect(page).toHaveURL(/\/news\?limit=8$/);
    const eight = await apiNews(request, 'page=1&limit=8');
    await expect(page.getByTestId('news-card')).toHaveCount(eight.data.length);
    await expect(page.getByTestId('news-card').getByRole('heading')).toHaveText(eight.data.map((n) => n.title));

    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await pager.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/news\?page=2&limit=8$/);
    const second = await apiNews(request, 'page=2&limit=8');
    await expect(page.getByTestId('news-card').getByRole('heading')).toHaveText(second.data.map((n) => n.title));
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

    await page.goto('/news?limit=24');
    const all = await apiNews(request, 'page=1&limit=24');
    await expect(page.getByTestId('news-card')).toHaveCount(all.data.length);
    await expect(page.getByTestId('news-count')).toHaveText(`${all.pagination.total} noticias publicadas`);
    if (all.pagination.pages <= 1) await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);

    await page.goto('/news?limit=7'); // not an offered size: the default 4
    await expect(page.getByTestId('news-card')).toHaveCount(4);
  },
);

test('an empty page says so', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/news?page=9999');
  await expect(page.getByText('No hay noticias disponibles')).toBeVisible();
  await expect(page.getByText('No se encontraron noticias publicadas.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la primera página' }).click();
  await expect(page.getByTestId('news-card')).toHaveCount(4);
});

test('the article by slug and by id, with metadata and JSON-LD', { tag: '@any-width' }, async ({ page, request }) => {
  const [item] = (await apiNews(request, 'page=1&limit=1')).data;
  await page.goto('/news');
  await page.getByTestId('news-card').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/${item.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(page).toHaveTitle(new RegExp(item.title.slice(0, 30)));
  await expect(page.getByTestId('news-author')).toHaveText(item.author.name || 'Equipo');
  const date = bogota({ day: 'numeric', month: 'short', year: 'numeric' })
    .format(new Date(item.publishedAt ?? item.createdAt))
    .replace(/\./g, '');
  await expect(page.getByTestId('news-date')).toHaveText(date);
  await expect(page.getByTestId('news-reading-time')).toHaveText(`${item.readingTime} min de lectura`);
  for (const tag of item.tags) await expect(page.getByRole('list', { name: 'Etiquetas' })).toContainText(`#${tag}`);
  expect(await page.getByTestId('news-content').locator('p').count()).toBeGreaterThan(1);

  await page.reload(); // the head as a crawler gets it
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/${item.slug}$`));
  // The site's card (docs/public-site-and-seo.md#share-cards): a header photo may be too large for WhatsApp.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og-default\.jpg$/);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = scripts
    .map((s) => JSON.parse(s) as { '@type': string })
    .find((data) => data['@type'] === 'NewsArticle');
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: item.title, author: { name: item.author.name } });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Volver a noticias' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await page.goto(`/news/${item._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
});

test(
  'unknown and unpublished news answer the Spanish not-found page',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    await page.goto('/news/esta-noticia-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticia no encontrada');
    await expect(page.getByText('La noticia que buscas no existe o ya no está publicada.')).toBeVisible();
    await expectAccessible(page);

    const drafts = await adminApi.get('/api/news?status=draft&limit=1');
    const [draft] = ((await drafts.json()) as NewsList).data;
    expect(draft).toBeDefined();
    await page.goto(`/news/${draft.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticia no encontrada');
    await page.getByRole('link', { name: 'Ver todas las noticias' }).click();
    await expect(page).toHaveURL(/\/news$/);
  },
);
