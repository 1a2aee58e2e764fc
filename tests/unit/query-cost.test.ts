import { describe, expect, it } from 'vitest';

import { groupRows } from '@/lib/db/group-counts';
import { knownTotal } from '@/lib/db/page-total';
import { CARD_FIELDS, toApiProperty, toPropertyCard, type StoredProperty } from '@/lib/services/properties/mapper';
import { statsSpec, summarizeGroups } from '@/lib/services/properties/stats-summary';

describe('knownTotal (the count query is skipped when the page tells the total)', () => {
  it('a short first page is the whole list', () => {
    expect(knownTotal({ page: 1, limit: 10 }, 3)).toBe(3);
    expect(knownTotal({ page: 1, limit: 10 }, 0)).toBe(0);
  });

  it('a short later page is the last one: total = rows before it + its rows', () => {
    expect(knownTotal({ page: 3, limit: 10 }, 4)).toBe(24);
    expect(knownTotal({ page: 2, limit: 12 }, 11)).toBe(23);
  });

  it('needs a count for a full page or an empty page past the first (it may lie beyond the end)', () => {
    expect(knownTotal({ page: 1, limit: 10 }, 10)).toBeNull();
    expect(knownTotal({ page: 5, limit: 10 }, 10)).toBeNull();
    expect(knownTotal({ page: 4, limit: 10 }, 0)).toBeNull();
  });
});

/** What a MongoDB projection of `select` (space-separated paths, one level deep) leaves of `doc`. */
function project(doc: Record<string, unknown>, select: string): StoredProperty {
  const out: Record<string, unknown> = { _id: doc._id };
  for (const path of select.split(/\s+/)) {
    const [head, tail] = path.split('.');
    if (!(head in doc)) continue;
    if (!tail) out[head] = doc[head];
    else out[head] = { ...(out[head] as object), [tail]: (doc[head] as Record<string, unknown>)[tail] };
  }
  return out as StoredProperty;
}

describe('CARD_FIELDS (what the pages fetch for a card)', () => {
  const full = {
    _id: { toString: () => '665f1c2a9b1e4a0012345678' },
    title: 'Casa en arriendo en Usaquén',
    slug: 'casa-usaquen',
    description: 'Una descripción larga que la tarjeta no muestra.',
    price: 4_500_000,
    type: 'casa',
    operation: 'arriendo',
    status: 'reservado',
    featured: true,
    location: {
      address: 'Cra 7',
      neighborhood: 'Santa Bárbara',
      locality: 'Usaquén',
      city: 'Bogotá, D.C.',
      cityCode: '11001',
      zipCode: '110111',
    },
    features: { bedrooms: 4, bathrooms: 3, parking: 2, area: 210, floor: 2, totalFloors: 3, yearBuilt: 2015 },
    images: [
      { url: '/uploads/2.webp', alt: 'Patio', order: 1 },
      { url: '/uploads/1.webp', alt: '', order: 0 },
    ],
    agent: { name: 'Ana', phone: '300' },
    amenities: ['Gimnasio'],
  } as unknown as Record<string, unknown>;

  it('gives the same card as the whole document', () => {
    const whole = toPropertyCard(toApiProperty(full as StoredProperty));
    expect(toPropertyCard(toApiProperty(project(full, CARD_FIELDS)))).toEqual(whole);
    expect(whole).toMatchObject({
      priceSuffix: '/mes',
      status: 'reservado',
      featured: true,
      image: { url: '/uploads/1.webp', alt: 'Casa en arriendo en Usaquén' },
    });
  });

  it('leaves out what the card does not show', () => {
    const projected = project(full, CARD_FIELDS) as Record<string, unknown>;
    for (const field of ['description', 'agent', 'amenities', 'slug']) expect(projected).not.toHaveProperty(field);
  });
});

describe('the catalogue figures from one query (grouped here on the embedded database)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const summarizeRows = (rows: Record<string, unknown>[]) => summarizeGroups(groupRows(rows, statsSpec({}, now)));

  it('counts by status, type and featured, sums views and splits the two 30-day windows', () => {
    const stats = summarizeRows([
      { status: 'disponible', type: 'casa', featured: true, views: 10, createdAt: daysAgo(1) },
      { status: 'disponible', type: 'apartamento', featured: false, views: 5, createdAt: daysAgo(30) },
      { status: 'reservado', type: 'apartamento', featured: null, views: null, createdAt: daysAgo(31).toISOString() },
      { status: 'reservado', type: 'lote-desconocido', featured: true, views: 2, createdAt: daysAgo(60) },
      { status: 'reservado', type: 'casa', views: 1, createdAt: daysAgo(61) },
      { status: 'disponible', type: 'casa', createdAt: null },
    ]);
    expect(stats).toMatchObject({
      totalProperties: 6,
      totalViews: 18,
      featured: 2,
      createdLast30Days: 2,
      createdPrevious30Days: 2,
    });
    expect(stats.byStatus).toMatchObject({ disponible: 3, reservado: 3, borrador: 0 });
    expect(stats.byType).toMatchObject({ casa: 3, apartamento: 2, finca: 0 });
  });

  it('is all zeros for no rows', () => {
    expect(summarizeRows([])).toMatchObject({
      totalProperties: 0,
      totalViews: 0,
      featured: 0,
      createdLast30Days: 0,
      createdPrevious30Days: 0,
    });
  });
});
