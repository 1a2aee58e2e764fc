import { expect, expectAccessible, test, type Page } from './fixtures';

type Featured = { data: Array<{ _id: string; title: string }> };
type Localities = { data: Array<{ code: string; name: string }> };

/**
 * Opens the home page and returns its search form once React has hydrated it: the form is in
 * the server HTML, and a value typed or chosen before hydration is lost (the button stays disabled).
 */
async function hydratedHomeSearch(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => {
    const form = document.querySelector('form[role="search"]');
    return Boolean(form) && Object.keys(form!).some((key) => key.startsWith('__reactFiber'));
  });
  return page.getByRole('search', { name: 'Buscar inmuebles' });
}

test('hero: loaded state and buttons that scroll to their sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[data-loaded]').first()).toHaveAttribute('data-loaded', 'true');
  await page.getByRole('link', { name: 'Ver Destacados' }).click();
  await expect(page.locator('#featured-properties')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Inmuebles Destacados' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Buscar Propiedades' }).click();
  await expect(page.getByRole('heading', { name: 'Encuentra tu inmueble' })).toBeInViewport();
});

test('Nuestros Servicios: six cards whose Ver Más go where SPEC says', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Nuestros Servicios' });
  const expected: Array<[string, string]> = [
    ['Compra y Venta', '/services?tab=venta'],
    ['Arrendamiento', '/services?tab=arriendo'],
    ['Asesoría Inmobiliaria', '/services?tab=arriendo'],
    ['Inversión Inmobiliaria', '/services?tab=venta'],
    ['Seguro Inmobiliario', '/services?tab=arriendo'],
    ['Soporte Premium', '/services'],
  ];
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map(([title]) => title));
  for (const [title, href] of expected) {
    await expect(section.getByRole('link', { name: `Ver Más sobre ${title}` })).toHaveAttribute('href', href);
  }
});

test('the featured carousel shows the seeded featured properties with its controls', async ({ page, request }) => {
  const featured = (await (await request.get('/api/properties/featured?limit=9')).json()) as Featured;
  expect(featured.data.length).toBeGreaterThan(3);
  // The page's clock: the auto-advance is moved on to rather than waited for.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('featured-carousel');
  await expect(carousel.locator('article')).toHaveCount(featured.data.length);
  await expect(carousel.getByRole('heading', { name: featured.data[0].title })).toBeVisible();
  // Swiper starts once the carousel nears the view (far below the first screen).
  await carousel.scrollIntoViewIfNeeded();
  // More than three: arrows and indicators.
  await expect(carousel.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  await expect(carousel.locator('.swiper-pagination-bullet').first()).toBeVisible();
  const active = () => carousel.locator('.swiper-slide-active article h2').textContent();
  // It advances on its own (every 5 s)...
  const shown = await active();
  // A second of the page's time per look: however late hydration scheduled the 5 s timer, it fires.
  await expect
    .poll(async () => {
      await page.clock.fastForward(1000);
      return active();
    })
    .not.toBe(shown);
  // ...then, with auto-advance stopped so it cannot race the clicks, the arrows move it.
  type WithSwiper = HTMLElement & { swiper: { autoplay: { stop(): void }; animating: boolean } };
  const swiperEl = carousel.locator('.swiper');
  const settled = () => expect.poll(() => swiperEl.evaluate((el) => (el as WithSwiper).swiper.animating)).toBe(false);
  await swiperEl.evaluate((el) => (el as WithSwiper).swiper.autoplay.stop());
  await settled();
  const first = await active();
  await carousel.getByRole('button', { name: 'Siguiente' }).click();
  await expect.poll(active).not.toBe(first);
  await settled();
  await carousel.getByRole('button', { name: 'Anterior' }).click();
  await expect.poll(active).toBe(first);
  await expect(page.getByRole('link', { name: 'Ver Todos los Inmuebles' })).toHaveAttribute('href', '/listing');
});

test('the search bar: disabled until a value, Limpiar, localities of Bogotá', async ({ page, request }) => {
  const localities = (await (await request.get('/api/localities?cityCode=11001')).json()) as Localities;
  const form = await hydratedHomeSearch(page);
  const submit = form.getByRole('button', { name: 'Buscar' });
  const locality = form.getByLabel('Localidad');
  await expect(form.getByPlaceholder('Ingresa palabra clave...')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Limpiar' })).toHaveCount(0);
  await expect(locality).toBeDisabled();
  await expect(form.getByLabel('Tipo de inmueble').locator('option[value="bodega"]')).toHaveText('Bodega');

  await form.getByLabel('Ciudad').selectOption('11001');
  await expect(locality).toBeEnabled();
  await expect(locality.locator('option')).toHaveCount(localities.data.length + 1);
  await expect(locality.locator('option', { hasText: 'Chapinero' })).toHaveCount(1);
  await expect(submit).toBeEnabled();
  await form.getByRole('button', { name: 'Limpiar' }).click();
  await expect(form.getByLabel('Ciudad')).toHaveValue('');
  await expect(locality).toBeDisabled();
  await expect(locality.locator('option')).toHaveCount(1);
  await expect(submit).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Limpiar' })).toHaveCount(0);
  await form.getByLabel('Precio mínimo (COP)').fill('100000000');
  await expect(submit).toBeEnabled();
});

test(
  'a home search lands on /listing with exactly its filters and the matching count',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const localities = (await (await request.get('/api/localities?cityCode=11001')).json()) as Localities;
    const chapinero = localities.data.find((l) => l.name === 'Chapinero')!;
    const form = await hydratedHomeSearch(page);
    await form.getByLabel('Operación').selectOption('venta');
    await form.getByLabel('Tipo de inmueble').selectOption('apartamento');
    await form.getByLabel('Ciudad').selectOption('11001');
    await form.getByLabel('Localidad').selectOption(chapinero.code);
    await form.getByLabel('Precio mínimo (COP)').fill('200000000');
    await form.getByLabel('Precio máximo (COP)').fill('2000000000');
    await form.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(/\/listing\?/);
    const url = new URL(page.url());
    expect([...url.searchParams.entries()]).toEqual([
      ['operation', 'venta'],
      ['type', 'apartamento'],
      ['city', '11001'],
      ['neighborhood', chapinero.code],
      ['minPrice', '200000000'],
      ['maxPrice', '2000000000'],
    ]);
    const api = (await (await request.get(`/api/properties?${url.searchParams}`)).json()) as {
      pagination: { total: number };
    };
    expect(api.pagination.total).toBeGreaterThan(0);
    const count =
      api.pagination.total === 1 ? '1 inmueble encontrado' : `${api.pagination.total} inmuebles encontrados`;
    await expect(page.getByTestId('result-count')).toHaveText(count);
  },
);

test('the keyword search and the Cargando... state', { tag: '@any-width' }, async ({ page }) => {
  // Slow the listing down so the pending label can be seen, and refuse prefetches: with the
  // prerendered /listing shell already prefetched the navigation would commit at once.
  await page.route('**/listing**', async (route) => {
    if (route.request().headers()['next-router-prefetch']) return route.abort();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const form = await hydratedHomeSearch(page);
  await form.getByPlaceholder('Ingresa palabra clave...').fill('  chapinero ');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(form.getByRole('button', { name: 'Cargando...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/listing\?search=chapinero$/);
});

test('about block, guide cards and testimonials', async ({ page, request, isMobile }) => {
  const settings = (await (await request.get('/api/settings')).json()) as {
    data: { general: { experienceYears: number } };
  };
  await page.goto('/');
  await expect(page.getByTestId('experience-years')).toHaveText(`${settings.data.general.experienceYears} años`);
  const guides = page.getByRole('region', { name: 'Guías para cada etapa' });
  await expect(guides.getByRole('heading', { level: 3 })).toHaveText([
    'Guía para compradores',
    'Guía para arrendatarios',
    'Guía para vendedores',
  ]);

  const section = page.getByRole('region', { name: 'Lo que dicen nuestros clientes' });
  await expect(section.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible();
  const carousel = section.getByTestId('testimonials');
  await expect(carousel.locator('figure')).toHaveCount(5);
  const visible = carousel.locator('.swiper-slide-visible');
  // The sections below the fold are laid out only near the viewport (content-visibility: auto in
  // globals.css), and Swiper marks slides visible from its measured width: the visitor's view is
  // the one scrolled to the testimonials. Swiper itself is started once a carousel nears the view.
  await carousel.scrollIntoViewIfNeeded();
  await expect(visible).toHaveCount(isMobile ? 1 : 2, { timeout: 30_000 });
  const slide = carousel.locator('.swiper-slide').first();
  if (!isMobile) {
    const [a, b] = await carousel
      .locator('.swiper-slide')
      .evaluateAll((slides) => slides.slice(0, 2).map((s) => s.getBoundingClientRect()));
    expect(Math.round(b.left - a.right)).toBe(30);
  }
  await expect(slide).toHaveClass(/swiper-slide-active/);
  await carousel.getByRole('button', { name: 'Siguiente' }).click();
  await expect(carousel.locator('.swiper-slide').nth(1)).toHaveClass(/swiper-slide-active/);
  await carousel.getByRole('button', { name: 'Ir a la diapositiva 4' }).click();
  await expect(carousel.locator('.swiper-slide').nth(3)).toHaveClass(/swiper-slide-active/);
  await carousel.getByRole('button', { name: 'Anterior' }).click();
  await expect(carousel.locator('.swiper-slide').nth(2)).toHaveClass(/swiper-slide-active/);
});

test('the home page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('featured-carousel')).toBeVisible();
  await expectAccessible(page);
});
