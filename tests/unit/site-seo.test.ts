import { afterEach, describe, expect, it } from 'vitest';

import { analyticsTags } from '@/lib/analytics';
import { appearanceCss, darken, themeAttribute } from '@/lib/appearance';
import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { siteOrigin } from '@/lib/env';
import { FEATURED_AUTOPLAY_MS, featuredHasControls } from '@/lib/featured';
import { EMPTY_HOME_SEARCH, hasAnyFilter, homeSearchHref } from '@/lib/home-search';
import { realEstateAgentJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site';

const appearance = DEFAULT_SETTINGS.appearance;

describe('appearance', () => {
  it('derives a darker shade of the primary colour', () => {
    expect(darken('#00317D')).toBe('#00255e');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('not-a-colour')).toBe('not-a-colour');
  });
  it('writes the colours as CSS variables and ignores malformed values', () => {
    expect(appearanceCss({ ...appearance, primaryColor: '#0B6E4F', secondaryColor: '#F2C14E' })).toBe(
      ':root{--color-primary:#0b6e4f;--color-primary-dark:#08533b;--color-secondary:#f2c14e;}',
    );
    const css = appearanceCss({ ...appearance, primaryColor: 'red;}body{display:none', secondaryColor: '#FF9E00' });
    expect(css).toContain('--color-primary:#00317d;');
    expect(css).not.toContain('display');
  });
  it('maps the theme to the data-theme attribute', () => {
    expect(themeAttribute({ ...appearance, theme: 'dark' })).toBe('dark');
    expect(themeAttribute({ ...appearance, theme: 'auto' })).toBe('auto');
    expect(themeAttribute({ ...appearance, theme: 'other' as 'light' })).toBe('light');
  });
});

describe('analytics tags', () => {
  it('adds nothing without ids', () => {
    expect(analyticsTags({ googleAnalytics: '', facebookPixel: '  ' })).toEqual([]);
  });
  it('uses the standard script URLs with the configured ids', () => {
    const [ga, pixel] = analyticsTags({ googleAnalytics: 'G-ABC1234', facebookPixel: '123456789' });
    expect(ga.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC1234');
    expect(ga.inline).toContain(`gtag('config',"G-ABC1234")`);
    expect(pixel.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixel.inline).toContain(`fbq('init',"123456789")`);
  });
});

describe('home search link', () => {
  it('carries exactly the non-empty filters, trimmed, under the /listing names', () => {
    expect(homeSearchHref(EMPTY_HOME_SEARCH)).toBe('/listing');
    expect(hasAnyFilter({ ...EMPTY_HOME_SEARCH, search: '   ' })).toBe(false);
    const filters = {
      ...EMPTY_HOME_SEARCH,
      operation: 'venta',
      search: ' chapinero ',
      city: '11001',
      neighborhood: '1100102',
      maxPrice: '900.000.000',
    };
    expect(hasAnyFilter(filters)).toBe(true);
    expect(homeSearchHref(filters)).toBe(
      '/listing?operation=venta&search=chapinero&city=11001&neighborhood=1100102&maxPrice=900000000',
    );
  });
});

describe('SEO helpers', () => {
  const original = process.env.SITE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = original;
  });

  it('builds absolute URLs from SITE_URL', () => {
    process.env.SITE_URL = 'https://www.inmobiliariabogota.co/';
    expect(siteOrigin()).toBe('https://www.inmobiliariabogota.co');
    expect(absoluteUrl('/about')).toBe('https://www.inmobiliariabogota.co/about');
    expect(absoluteUrl('listing')).toBe('https://www.inmobiliariabogota.co/listing');
    expect(absoluteUrl('https://cdn.example.co/a.jpg')).toBe('https://cdn.example.co/a.jpg');
  });

  it('gives each page title, description, canonical, Open Graph and Twitter card', () => {
    const meta = pageMetadata({ title: 'Sobre Nosotros', description: 'Historia', path: '/about' });
    expect(meta.title).toBe('Sobre Nosotros');
    expect(meta.alternates).toEqual({ canonical: '/about' });
    expect(meta.openGraph).toMatchObject({
      title: 'Sobre Nosotros | Inmobiliaria Bogotá',
      url: '/about',
      locale: 'es_CO',
      type: 'website',
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: '/images/og-default.jpg', width: 1200, height: 630, alt: expect.any(String) }],
    });
    const article = pageMetadata({
      title: 'N',
      description: 'D',
      path: '/news/n',
      type: 'article',
      images: [{ url: '/n/card.jpg', alt: 'N', width: 1200, height: 630 }],
      publishedTime: '2026-01-01',
      tags: ['t'],
    });
    expect(article.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: '/n/card.jpg', alt: 'N', width: 1200, height: 630 }],
      tags: ['t'],
      publishedTime: '2026-01-01',
    });
  });

  it('describes the agency as a RealEstateAgent from Settings', () => {
    const data = realEstateAgentJsonLd(DEFAULT_SETTINGS.general, 'https://x.co');
    expect(data).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Inmobiliaria Bogotá',
      url: 'https://x.co/',
      email: DEFAULT_SETTINGS.general.contactEmail,
      telephone: DEFAULT_SETTINGS.general.contactPhone,
      address: { '@type': 'PostalAddress', addressLocality: 'Bogotá', addressCountry: 'CO' },
      sameAs: [DEFAULT_SETTINGS.general.social.facebook, DEFAULT_SETTINGS.general.social.instagram],
    });
  });

  it('escapes < so a value cannot close the script tag', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('featured carousel', () => {
  it('has arrows, indicators and auto-advance only with more than three cards', () => {
    expect([0, 1, 3, 4, 9].map(featuredHasControls)).toEqual([false, false, false, true, true]);
    expect(FEATURED_AUTOPLAY_MS).toBe(5000);
  });
});
