import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { compactProperty, Interner } from '@/lib/db/catalogue-compact';
import { decodeRows, encodeRows } from '@/lib/db/catalogue-snapshot-codec';
import { countRows, sortRows, take } from '@/lib/services/catalogue/query';
import { idsToReload } from '@/lib/services/catalogue/snapshot';
import { toApiProperty, type StoredProperty } from '@/lib/services/properties/mapper';

// The copy in memory holds compact rows, and a start reads them back from the snapshot: what a
// reader of a row sees (toApiProperty, the filters, the sorts) must not change on the way.

/** Documents as `.lean()` gives them: ObjectIds, Dates, nested objects, fields missing or null. */
const docs: Record<string, unknown>[] = [
  {
    _id: new Types.ObjectId('6b0be06800f3cba46b639abb'),
    title: 'Apartamento con terraza en Chicó Navarra',
    slug: 'apartamento-chico-navarra',
    code: 'IB-0001',
    description: 'Último piso, terraza privada. 208 m²',
    price: 2_259_000_000,
    currency: 'COP',
    type: 'apartamento',
    operation: 'venta',
    status: 'disponible',
    featured: true,
    showExactLocation: false,
    syndicate: true,
    location: {
      address: 'Calle 104 # 19-35',
      neighborhood: 'Chicó Navarra',
      locality: 'Usaquén',
      localityCode: '1100101',
      city: 'Bogotá, D.C.',
      cityCode: '11001',
      state: 'Bogotá, D.C.',
      departmentCode: '11',
      coordinates: { lat: 4.699782, lng: -74.033174 },
      zipCode: '110111',
    },
    features: {
      bedrooms: 3,
      bathrooms: 3,
      parking: 2,
      area: 208,
      floor: 8,
      totalFloors: 8,
      yearBuilt: 2001,
      areaUnit: 'm2',
    },
    estrato: 6,
    adminFee: 1_693_000,
    elevator: true,
    gatedCommunity: true,
    petsAllowed: true,
    rentalRequirements: [],
    images: [
      { url: '/uploads/b.webp', alt: 'Sala', isMain: false, order: 1 },
      { url: '/uploads/a.webp', alt: 'Fachada', isMain: true, order: 0 },
    ],
    videos: ['/uploads/v.mp4'],
    amenities: ['Terraza', 'Gimnasio'],
    agentId: new Types.ObjectId('6b0be05d00f3cba46b639ab7'),
    contactInfo: { phone: '+57 601 745 3020', whatsapp: '573001234567', email: 'contacto@example.co', schedule: 'L-V' },
    views: 424,
    favorites: 2,
    inquiries: 1,
    tags: ['apartamento', 'venta'],
    keywords: ['chicó navarra'],
    pricePerM2: 10_860_577,
    priceHistory: [
      { price: 2_400_000_000, at: new Date('2026-09-01T00:00:00Z') },
      { price: 2_259_000_000, at: new Date('2026-10-20T10:00:00Z') },
    ],
    lastDrop: { from: 2_400_000_000, to: 2_259_000_000, pct: 5.9, at: new Date('2026-10-20T10:00:00Z') },
    priority: 9,
    version: 3,
    searchText: 'apartamento con terraza en chico navarra',
    createdAt: new Date('2026-10-10T00:00:00Z'),
    updatedAt: new Date('2026-10-20T10:00:00Z'),
    __v: 0,
  },
  // A hand-made row: most fields missing, some null.
  {
    _id: new Types.ObjectId('6b0be06800f3cba46b639abc'),
    title: 'Casa',
    slug: 'casa',
    price: 500_000_000,
    type: 'casa',
    operation: 'arriendo',
    status: 'reservado',
    location: { city: 'Chía', coordinates: null },
    features: null,
    lastDrop: null,
    agentId: null,
    images: [{ url: '/uploads/c.webp', order: 0 }],
    createdAt: new Date('2026-10-11T00:00:00Z'),
  },
];

const api = (row: Record<string, unknown>, since?: string) => toApiProperty(row as StoredProperty, since);

describe('compact rows', () => {
  it('give the same API shape as the documents, with and without a price-drop window', async () => {
    const pool = new Interner();
    const compact = docs.map((doc) => compactProperty(doc, pool));
    const decoded = (await Promise.all((await encodeRows(compact)).map((chunk) => decodeRows(chunk)))).flat();
    for (const [i, doc] of docs.entries()) {
      expect(api(compact[i])).toEqual(api(doc));
      expect(api(compact[i], '2026-10-01T00:00:00.000Z')).toEqual(api(doc, '2026-10-01T00:00:00.000Z'));
      expect(api(decoded[i])).toEqual(api(doc));
      expect(api(decoded[i], '2026-10-01T00:00:00.000Z')).toEqual(api(doc, '2026-10-01T00:00:00.000Z'));
    }
  });

  it('share repeated values between rows and answer the filters and sorts as the documents do', () => {
    const pool = new Interner();
    const twice = [docs[0], { ...docs[0], _id: new Types.ObjectId('6b0be06800f3cba46b639abd') }];
    const [a, b] = twice.map((doc) => compactProperty(doc, pool));
    expect(a.amenities).toBe(b.amenities);
    expect(a.createdAt).toBe(b.createdAt);
    const rows = docs.map((doc) => compactProperty(doc, new Interner()));
    const filters = [
      { status: { $in: ['disponible', 'reservado'] }, price: { $gte: 400_000_000 } },
      { _id: '6b0be06800f3cba46b639abc' },
      { $or: [{ _id: new Types.ObjectId('6b0be06800f3cba46b639abb') }, { slug: 'x' }] },
      { agentId: '6b0be05d00f3cba46b639ab7' },
      { 'lastDrop.at': { $gte: new Date('2026-10-01') } },
      { $or: [{ 'lastDrop.at': { $lt: new Date('2026-10-01') } }, { 'lastDrop.at': null }] },
      { amenities: { $regex: '^terraza$', $options: 'i' } },
    ];
    const sorts = [
      { createdAt: -1, _id: -1 },
      { price: 1, _id: 1 },
      { 'lastDrop.pct': -1, 'lastDrop.at': -1, _id: -1 },
    ] as const;
    for (const filter of filters) {
      expect(countRows(rows, filter)).toBe(countRows(docs, filter));
      for (const sort of sorts) {
        const ids = (list: readonly Record<string, unknown>[]) => list.map((row) => String(row._id));
        expect(ids(take(sortRows(rows, { ...sort }), filter))).toEqual(ids(take(sortRows(docs, { ...sort }), filter)));
      }
    }
  });
});

describe('take', () => {
  it('pages the ordered rows that match, stopping at the last one wanted', () => {
    const rows = Array.from({ length: 10 }, (_, n) => ({ n, even: n % 2 === 0 }));
    expect(take(rows, { even: true }, 1, 2).map((row) => row.n)).toEqual([2, 4]);
    expect(take(rows, { even: true }, 4).map((row) => row.n)).toEqual([8]);
    expect(countRows(rows, { even: false })).toBe(5);
  });
});

describe('idsToReload', () => {
  const since = new Date('2026-11-29T10:00:00Z');
  const at = (s: number) => new Date(since.getTime() + s * 1000);

  it('reloads every id journaled since the snapshot, a margin before it included, once each', () => {
    const entries = [
      { at: at(-3600), ids: ['old'] },
      { at: at(-30), ids: ['skewed', 'a'] },
      { at: at(5), ids: ['a', 'b'] },
    ];
    expect(idsToReload(since, entries, 10)?.sort()).toEqual(['a', 'b', 'skewed']);
  });

  it('gives up (a full load) past the most ids it may reload', () => {
    expect(idsToReload(since, [{ at: at(1), ids: ['a', 'b', 'c'] }], 2)).toBeNull();
    expect(idsToReload(since, [], 2)).toEqual([]);
  });
});
