import { publicSettings } from './api-client';
import { expect, expectAccessible, test } from './fixtures';

test('/about: story with the experience years and the FAQ accordion', async ({ page, request }) => {
  const { general } = await publicSettings(request);
  await page.goto('/about');
  await expect(page).toHaveTitle('Sobre Nosotros | Inmobiliaria Bogotá');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre Nosotros' })).toBeVisible();
  await expect(page.getByText(`desde hace ${general.experienceYears} años`)).toBeVisible();

  const questions = page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('button');
  await expect(questions).toHaveCount(3);
  const [rent, sale, reports] = [questions.nth(0), questions.nth(1), questions.nth(2)];
  await expect(rent).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('8% del canon de arrendamiento mensual más el seguro de arrendamiento')).toBeVisible();

  await sale.click();
  await expect(sale).toHaveAttribute('aria-expanded', 'true');
  await expect(rent).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('8% del canon')).toBeHidden();
  await expect(page.getByText('3% + IVA')).toBeVisible();

  await sale.click(); // the open one closes
  await expect(sale).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('3% + IVA')).toBeHidden();

  await reports.focus();
  await page.keyboard.press('Enter');
  await expect(reports).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('informes mensuales')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
});

test('/about has no serious accessibility violation', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('metadata: canonical, Open Graph and Twitter cards', { tag: '@any-width' }, async ({ page, request }) => {
  // Metadata is in the prerendered shell: its origin is the build's SITE_URL (the test stack
  // sets SITE_URL only at start), so the paths are asserted here.
  const html = await (await request.get('/about')).text();
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => new URL(m[1]).pathname);
  expect(attr(/<link rel="canonical" href="([^"]+)"/g)).toEqual(['/about']);
  expect(attr(/<meta property="og:url" content="([^"]+)"/g)).toEqual(['/about']);
  expect(attr(/<meta property="og:image" content="([^"]+)"/g)).toEqual(['/images/og-default.jpg']);
  expect(html).toContain('<meta property="og:title" content="Sobre Nosotros | Inmobiliaria Bogotá"/>');
  expect(html).toContain('<meta property="og:locale" content="es_CO"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  await page.goto('/');
  await expect(page).toHaveTitle('Inmobiliaria Bogotá | Casas y apartamentos en venta y arriendo');
});

test(
  'JSON-LD RealEstateAgent from Settings on the public pages',
  { tag: '@any-width' },
  async ({ page, request, baseURL }) => {
    const { general } = await publicSettings(request);
    for (const path of ['/', '/about', '/listing']) {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const agent = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'RealEstateAgent');
      expect(agent, path).toMatchObject({
        '@context': 'https://schema.org',
        name: general.siteName,
        email: general.contactEmail,
        telephone: general.contactPhone,
        url: `${baseURL}/`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: general.address,
          addressLocality: 'Bogotá',
          addressCountry: 'CO',
        },
        areaServed: [
          { '@type': 'City', name: 'Bogotá' },
          { '@type': 'AdministrativeArea', name: 'Cundinamarca' },
        ],
      });
    }
  },
);

test(
  'sitemap.xml lists the static pages, a seeded property and a news item',
  { tag: '@any-width' },
  async ({ request, baseURL }) => {
    const [properties, news] = await Promise.all([
      request
        .get('/api/properties?limit=1')
        .then((r) => r.json() as Promise<{ data: Array<{ _id: string; updatedAt: string }> }>),
      request.get('/api/news?limit=1').then((r) => r.json() as Promise<{ data: Array<{ _id: string; slug: string }> }>),
    ]);
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    for (const path of [
      '/',
      '/listing',
      '/services',
      '/simulador',
      '/about',
      '/news',
      '/contact',
      '/terms',
      '/privacy',
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const property = properties.data[0];
    expect(xml).toContain(`<loc>${baseURL}/property/${property._id}</loc>`);
    expect(xml).toMatch(
      new RegExp(`/property/${property._id}</loc>\\s*<lastmod>${property.updatedAt.replace(/\./g, '\\.')}</lastmod>`),
    );
    const item = news.data[0];
    expect(xml).toContain(`<loc>${baseURL}/news/${item.slug || item._id}</loc>`);
    expect(xml).not.toContain('/admin');
  },
);

test(
  'robots.txt keeps /admin and /api out and points to the sitemap',
  { tag: '@any-width' },
  async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  },
);
