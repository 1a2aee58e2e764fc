import { describe, expect, it } from 'vitest';

import { popularPlaceLinks } from '@/lib/domain/popular-places';
import { histogram, shortPrice } from '@/lib/domain/price-histogram';
import { notModified } from '@/lib/feeds/conditional';
import { trovitAd, trovitContent, trovitDate, xmlText } from '@/lib/feeds/trovit';
import type { ApiProperty } from '@/lib/validation/property-response';

describe('the price per m² histogram', () => {
  it('spreads the values over equal bins from the minimum to the maximum, the maximum in the last', () => {
    const bins = histogram([10, 20, 30, 40, 50], 4);
    expect(bins.map((b) => b.count)).toEqual([1, 1, 1, 2]);
    expect(bins[0].from).toBe(10);
    expect(bins[3].to).toBe(50);
    expect(histogram([7, 7, 7])).toEqual([{ from: 7, to: 8, count: 3 }]);
    expect(histogram([])).toEqual([]);
  });

  it('labels prices short', () => {
    expect(shortPrice(8_500_000)).toBe('$ 8,5 M');
    expect(shortPrice(29_900)).toBe('$ 29,9 mil');
  });
});

describe('popular localidades', () => {
  it('are the localidades with most listings, as links to their pages', () => {
    const place = (operation: 'venta' | 'arriendo', locality: string, count: number) => ({
      operation,
      city: 'Bogotá, D.C.',
      locality,
      localityCode: locality ? `x${locality}` : '',
      count,
    });
    const links = popularPlaceLinks(
      [
        place('venta', '', 40),
        place('arriendo', 'Chapinero', 5),
        place('venta', 'Suba', 7),
        place('venta', 'Usaquén', 5),
      ],
      2,
    );
    expect(links).toEqual([
      { href: '/inmuebles/venta/bogota/suba', label: 'Venta en Suba', count: 7 },
      { href: '/inmuebles/arriendo/bogota/chapinero', label: 'Arriendo en Chapinero', count: 5 },
    ]);
  });
});

describe('the Trovit feed', () => {
  it('escapes text and drops characters XML cannot carry', () => {
    expect(xmlText(`Casa "A" & <b>'s\u0007`)).toBe('Casa &quot;A&quot; &amp; &lt;b&gt;&apos;s');
  });

  it('writes dates as the schema takes them and gives every listing a description of 30 characters', () => {
    expect(trovitDate('2026-11-26T21:40:05.123Z')).toBe('2026/11/26 21:40:05');
    const short = { title: 'Lote', description: 'Sin datos', type: 'terreno' as const, location: { city: 'Chía' } };
    expect(trovitContent(short as never).length).toBeGreaterThanOrEqual(30);
    expect(trovitContent({ ...short, description: 'x'.repeat(30) } as never)).toBe('x'.repeat(30));
  });

  it('leaves out a price to ask for and an area the schema cannot take', () => {
    const property = {
      _id: 'p1',
      title: 'Finca',
      description: 'Una finca grande con vista a la sabana y quebrada propia',
      price: 0,
      type: 'finca',
      operation: 'venta',
      location: {
        address: '',
        neighborhood: '',
        locality: '',
        city: '',
        state: '',
        zipCode: '000000',
        coordinates: null,
      },
      features: { area: 80_000, bedrooms: 0, bathrooms: 0, parking: 0, yearBuilt: 2020 },
      images: [{ url: '/uploads/a b.webp', alt: '', isMain: true, order: 0 }],
      createdAt: '2026-01-02T03:04:05.000Z',
    } as unknown as ApiProperty;
    const ad = trovitAd(property, 'https://inmo.co', 'Inmobiliaria');
    expect(ad).not.toContain('<price');
    expect(ad).not.toContain('<floor_area');
    expect(ad).not.toContain('<postcode');
    expect(ad).toContain('<picture_url>https://inmo.co/uploads/a%20b.webp</picture_url>');
    expect(ad).toContain('<parking>false</parking>');
  });
});

describe('conditional GET', () => {
  const etag = '"abc"';
  const at = 'Thu, 26 Nov 2026 21:00:00 GMT';
  it('is answered 304 when the client has the current copy', () => {
    expect(notModified(new Headers({ 'if-none-match': '"x", "abc"' }), etag, at)).toBe(true);
    expect(notModified(new Headers({ 'if-none-match': 'W/"abc"' }), etag, at)).toBe(true);
    expect(notModified(new Headers({ 'if-none-match': '"old"', 'if-modified-since': at }), etag, at)).toBe(false);
    expect(notModified(new Headers({ 'if-modified-since': at }), etag, at)).toBe(true);
    expect(notModified(new Headers({ 'if-modified-since': 'Thu, 26 Nov 2026 20:59:59 GMT' }), etag, at)).toBe(false);
    expect(notModified(new Headers(), etag, at)).toBe(false);
  });
});
