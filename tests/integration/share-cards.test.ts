import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { CARD_HEIGHT, CARD_MAX_BYTES, CARD_WIDTH } from '@/lib/domain/share-card';
import { formatPrice } from '@/lib/format';
import type { ApiProperty } from '@/lib/validation/property-response';

import { createViaApi, token } from './property-data';
import { baseURL, get } from './stack-client';
import { adminWrite, sitemap } from './visitor-reads';

// Share cards (docs/public-site-and-seo.md#share-cards): every indexable page kind names an
// og:image and a twitter:image in the <head> of its raw HTML, as WhatsApp reads it, and that
// image is a 1200×630 picture under WhatsApp's 300 KB.

const WHATSAPP = 'WhatsApp/2.24.6.77 A';

interface Card {
  url: string;
  alt: string;
  width: string;
  height: string;
  twitter: string;
}

const attr = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1]?.replace(/&amp;/g, '&') ?? '';

/** The card a page's <head> names, as a link preview reads it. */
async function cardOf(path: string): Promise<Card> {
  const response = await fetch(`${baseURL()}${path}`, { headers: { 'user-agent': WHATSAPP } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, `${path} has a <head>`).toContain('<head');
  return {
    url: attr(head, 'og:image'),
    alt: attr(head, 'og:image:alt'),
    width: attr(head, 'og:image:width'),
    height: attr(head, 'og:image:height'),
    twitter: attr(head, 'twitter:image'),
  };
}

/** Fetches an image and checks it is one a preview shows; its bytes. */
async function fetchImage(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toMatch(/^image\/(jpeg|png)$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect({ url, width: meta.width, height: meta.height }).toEqual({ url, width: CARD_WIDTH, height: CARD_HEIGHT });
  expect(bytes.length, url).toBeLessThan(CARD_MAX_BYTES);
  return bytes;
}

/** Checks a page's card and returns it with its image's bytes. */
async function expectCard(path: string, expected: RegExp) {
  const card = await cardOf(path);
  expect(card.url, path).toMatch(/^https?:\/\//);
  expect(card.url, path).toMatch(expected);
  expect(card.twitter, path).toBe(card.url);
  expect([card.width, card.height], path).toEqual(['1200', '630']);
  expect(card.alt, path).not.toBe('');
  return { ...card, bytes: await fetchImage(card.url) };
}

const DEFAULT = /\/images\/og-default\.jpg$/;

describe('share cards', () => {
  let seeded: ApiProperty;
  beforeAll(async () => {
    const list = await get('/api/properties?limit=20');
    seeded = (list.body.data as ApiProperty[]).find((p) => p.images.length > 0)!;
    expect(seeded, 'a seeded listing with photos').toBeTruthy();
  });

  it('gives every static page and a news item the default card', async () => {
    const news = (await get('/api/news?limit=1')).body.data as Array<{ slug: string }>;
    const pages = ['/', '/listing', '/services', '/about', '/contact', '/simulador', '/news', '/vender', '/asesores'];
    const cards = await Promise.all([...pages, `/news/${news[0].slug}`].map((path) => cardOf(path)));
    for (const [i, card] of cards.entries()) {
      expect(card.url, pages[i]).toMatch(DEFAULT);
      expect(card.twitter, pages[i]).toBe(card.url);
      expect([card.width, card.height, card.alt !== ''], pages[i]).toEqual(['1200', '630', true]);
    }
    await fetchImage(cards[0].url);
  });

  it("draws a property's card from its photo, price, operation and barrio, and a new one after a price change", async () => {
    const word = token();
    const property = await createViaApi({
      title: `Apartamento ${word} con terraza`,
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      price: 987_654_321,
      images: [{ url: seeded.images[0].url, alt: 'Fachada' }],
      location: { neighborhood: 'Chicó Navarra', localityCode: '1100101' },
    });
    const path = `/property/${property._id}`;
    const first = await expectCard(path, new RegExp(`/property/${property._id}/card\\.jpg\\?v=${property.version}$`));
    expect(first.alt).toContain(formatPrice(987_654_321));
    expect(first.alt).toContain('venta');
    expect(first.alt).toContain('Chicó Navarra');
    // Kept: the same bytes again, for a year at this versioned address.
    const again = await fetch(first.url);
    expect(again.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await again.arrayBuffer()).equals(first.bytes)).toBe(true);

    const updated = await adminWrite<ApiProperty>('PUT', `/api/properties/${property._id}`, {
      price: 899_000_000,
      version: property.version,
    });
    const second = await expectCard(path, new RegExp(`card\\.jpg\\?v=${updated.version}$`));
    expect(second.url).not.toBe(first.url);
    expect(second.alt).toContain(formatPrice(899_000_000));
    expect(second.bytes.equals(first.bytes)).toBe(false);
    // The cached card went with the write: the old address draws the new price too, briefly cached.
    const stale = await fetch(first.url);
    expect(stale.headers.get('cache-control')).not.toContain('immutable');
    expect(Buffer.from(await stale.arrayBuffer()).equals(second.bytes)).toBe(true);
  });

  it("puts a listing without photos on the agency's background, and a draft has no card", async () => {
    const word = token();
    const bare = await createViaApi({
      title: `Casa ${word} sin fotos`,
      type: 'casa',
      operation: 'arriendo',
      status: 'disponible',
      price: 3_200_000,
      images: [],
      location: { neighborhood: 'Urbanización Ciudad Salitre Sector Oriental Etapa II', localityCode: '1100109' },
    });
    const card = await expectCard(`/property/${bare._id}`, /card\.jpg\?v=\d+$/);
    expect(card.alt).toContain(`${formatPrice(3_200_000)} / mes`);
    // The brand's colour (Settings > Apariencia, #00317d by default) fills the top left corner.
    const { data } = await sharp(card.bytes).extract({ left: 10, top: 200, width: 4, height: 4 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[2]).toBeGreaterThan(data[0] + 40); // blue, not a photo's or white

    const draft = await createViaApi({
      title: `Borrador ${word}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'borrador',
      price: 400_000_000,
    });
    for (const id of [draft._id, '665f0c0c0c0c0c0c0c0c0c0c', 'no-existe']) {
      const response = await fetch(`${baseURL()}/property/${id}/card.jpg`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, message: 'Propiedad no encontrada' });
    }
  });

  it('gives a localidad, a city and an agent page their own card', async () => {
    const urls = [...(await sitemap()).keys()];
    const locality = urls.find((u) => /^\/inmuebles\/venta\/[^/]+\/[^/]+$/.test(u))!;
    const city = urls.find((u) => /^\/inmuebles\/venta\/[^/]+$/.test(u))!;
    const agent = urls.find((u) => /^\/asesores\/[^/]+$/.test(u))!;
    expect([locality, city, agent].every(Boolean), 'the sitemap lists each kind').toBe(true);

    const place = await expectCard(locality, new RegExp(`${locality}/card\\.jpg\\?v=\\w+$`));
    expect(place.alt).toMatch(/^Precio mediano por m² en /);
    await expectCard(city, new RegExp(`${city}/card\\.jpg\\?v=\\w+$`));
    const person = await expectCard(agent, new RegExp(`${agent}/card\\.jpg\\?v=\\w+$`));
    expect(person.alt).toContain('asesor inmobiliario');
    expect((await fetch(`${baseURL()}/asesores/no-existe/card.jpg`)).status).toBe(404);
    expect((await fetch(`${baseURL()}/inmuebles/venta/no-existe/card.jpg`)).status).toBe(404);
  });
});
