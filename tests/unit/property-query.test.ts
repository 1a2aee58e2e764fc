import { describe, expect, it } from 'vitest';

import { LISTED_STATUSES } from '@/lib/domain/property';
import { normalizeQuery, propertyFilter, propertySort, visibleStatuses } from '@/lib/services/properties/filters';
import {
  featuredQuerySchema,
  propertyListQuerySchema,
  propertySearchQuerySchema,
  versionFromIfMatch,
} from '@/lib/validation/properties';

const parse = (input: Record<string, string>) => propertySearchQuerySchema.parse(input);
const firstError = (input: Record<string, string>) => {
  const result = propertySearchQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};
// mongoose.trusted() tags objects with a symbol; compare plain data.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
const publicFilter = (input: Record<string, string>) => plain(propertyFilter(parse(input), LISTED_STATUSES));

describe('propertyListQuerySchema', () => {
  it('defaults page 1, limit 10, sort recently and drops empty values', () => {
    expect(propertyListQuerySchema.parse({ city: '', type: '', bedrooms: '' })).toEqual({
      page: 1,
      limit: 10,
      sort: 'recently',
    });
  });

  it('coerces numbers, splits lists and reads minimums and flags', () => {
    expect(
      parse({
        page: '3',
        limit: '24',
        minPrice: '100000000',
        type: 'casa,apartamento',
        bedrooms: '4+',
        bathrooms: '2',
        estrato: '3, 4',
        petsAllowed: 'true',
        gatedCommunity: 'false',
      }),
    ).toMatchObject({
      page: 3,
      limit: 24,
      minPrice: 100_000_000,
      type: ['casa', 'apartamento'],
      bedrooms: 4,
      bathrooms: 2,
      estrato: [3, 4],
      petsAllowed: true,
      gatedCommunity: false,
    });
  });

  it('maps legacy status words and rejects unknown ones', () => {
    expect(parse({ status: 'draft,pending,published,vendido' }).status).toEqual([
      'borrador',
      'pendiente',
      'disponible',
      'vendido',
    ]);
    expect(firstError({ status: 'archivado' })).toBe('Estado no válido');
  });

  it('rejects bad values with Spanish messages', () => {
    expect(firstError({ page: '0' })).toBe('La página debe ser como mínimo 1');
    expect(firstError({ page: 'dos' })).toBe('La página debe ser un número');
    expect(firstError({ limit: '500' })).toBe('El límite debe ser como máximo 100');
    expect(firstError({ type: 'castillo' })).toBe('Tipo de inmueble no válido');
    expect(firstError({ operation: 'permuta' })).toBe('Operación no válida');
    expect(firstError({ minPrice: '9', maxPrice: '1' })).toBe('El precio mínimo no puede ser mayor que el máximo');
    expect(firstError({ minArea: '90', maxArea: '10' })).toBe('El área mínima no puede ser mayor que la máxima');
    expect(firstError({ sort: 'popular' })).toBe('Orden no válido');
    expect(firstError({ estrato: '7' })).toBe('El estrato debe estar entre 1 y 6');
    expect(firstError({ petsAllowed: 'si' })).toBe('petsAllowed debe ser true o false');
    expect(firstError({ yearBuilt: '1800' })).toBe('El año de construcción debe ser como mínimo 1900');
    expect(firstError({ propertyId: 'no valido!' })).toBe('ID de propiedad no válido');
  });

  it('bounds the featured limit', () => {
    expect(featuredQuerySchema.parse({})).toEqual({ limit: 6 });
    expect(featuredQuerySchema.safeParse({ limit: '25' }).success).toBe(false);
  });
});

describe('propertyFilter', () => {
  it('lists only the given statuses; an admin without a status filter sees all', () => {
    expect(publicFilter({})).toEqual({ status: { $in: ['disponible', 'reservado'] } });
    expect(visibleStatuses(parse({ status: 'borrador' }), false)).toEqual(LISTED_STATUSES);
    expect(visibleStatuses(parse({ status: 'borrador' }), true)).toEqual(['borrador']);
    expect(visibleStatuses(parse({}), true)).toBeUndefined();
    expect(plain(propertyFilter(parse({}), undefined))).toEqual({});
  });

  it('builds each filter', () => {
    const filter = publicFilter({
      operation: 'arriendo',
      type: 'casa',
      city: '11001',
      minPrice: '5',
      featured: 'true',
      bedrooms: '3',
      bathrooms: '2+',
      parking: '1',
      estrato: '4,5',
      petsAllowed: 'true',
      gatedCommunity: 'false',
      maxAdminFee: '500000',
      yearBuilt: '2010',
      minArea: '50',
      maxArea: '120',
    });
    expect(filter).toMatchObject({
      operation: 'arriendo',
      type: { $in: ['casa'] },
      'location.cityCode': '11001',
      price: { $gte: 5 },
      featured: true,
      'features.bedrooms': { $gte: 3 },
      'features.bathrooms': { $gte: 2 },
      'features.parking': { $gte: 1 },
      estrato: { $in: [4, 5] },
      petsAllowed: true,
      gatedCommunity: false,
      adminFee: { $lte: 500000 },
      'features.yearBuilt': { $gte: 2010 },
      'features.area': { $gte: 50, $lte: 120 },
    });
    expect(publicFilter({ maxPrice: '7' }).price).toEqual({ $lte: 7 });
    expect(publicFilter({ estrato: '3' }).estrato).toBe(3);
  });

  it('matches city and barrio names without regard to accents', () => {
    const city = publicFilter({ city: 'Bogota' })['location.city'];
    expect(city.$options).toBe('i');
    expect(new RegExp(city.$regex, 'i').test('Bogotá, D.C.')).toBe(true);
    expect(new RegExp(city.$regex, 'i').test('Bogotáx')).toBe(false);
    expect(publicFilter({ neighborhood: '1100102' })['location.localityCode']).toBe('1100102');
    const hood = publicFilter({ neighborhood: 'usaquen' }).$or;
    expect(hood.map((c: Record<string, unknown>) => Object.keys(c)[0])).toEqual([
      'location.neighborhood',
      'location.locality',
    ]);
    expect(new RegExp(hood[1]['location.locality'].$regex, 'i').test('Usaquén')).toBe(true);
  });

  it('requires every amenity, whole and accent-insensitive', () => {
    const and = publicFilter({ amenities: 'balcon,Gimnasio' }).$and;
    expect(and).toHaveLength(2);
    expect(new RegExp(and[0].amenities.$regex, 'i').test('Balcón')).toBe(true);
    expect(new RegExp(and[0].amenities.$regex, 'i').test('Balcón amplio')).toBe(false);
  });

  it('finds a propertyId by id or slug', () => {
    expect(publicFilter({ propertyId: '665f1c2a9b1e4a0012345678' }).$or).toEqual([
      { _id: '665f1c2a9b1e4a0012345678' },
      { slug: '665f1c2a9b1e4a0012345678' },
    ]);
    expect(publicFilter({ propertyId: 'casa-venta-chia-1' }).slug).toBe('casa-venta-chia-1');
  });

  it('searches the normalised text, one condition per word, escaped', () => {
    expect(publicFilter({ search: 'Chicó' }).searchText).toEqual({ $regex: 'chico' });
    expect(publicFilter({ search: 'bogotá (norte)' }).$and).toEqual([
      { searchText: { $regex: 'bogota' } },
      { searchText: { $regex: '\\(norte\\)' } },
    ]);
  });
});

describe('propertySort', () => {
  it('always ends with _id so pages are stable', () => {
    for (const sort of ['recently', 'newest', 'price-low', 'price-high', 'best-seller', 'best-match'] as const) {
      expect(Object.keys(propertySort(sort)).at(-1)).toBe('_id');
    }
    expect(propertySort('price-low')).toEqual({ price: 1, _id: 1 });
    expect(Object.keys(propertySort('best-seller'))[0]).toBe('featured');
  });
});

describe('normalizeQuery', () => {
  it('gives equivalent queries one cache key', () => {
    const a = normalizeQuery(parse({ type: 'casa,apartamento', city: '11001' }));
    const b = normalizeQuery(parse({ city: '11001', type: 'apartamento,casa,casa' }));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('versionFromIfMatch', () => {
  it('reads plain, quoted and weak numbers', () => {
    expect(versionFromIfMatch(null)).toBeUndefined();
    expect(versionFromIfMatch('3')).toBe(3);
    expect(versionFromIfMatch('"12"')).toBe(12);
    expect(versionFromIfMatch('W/"4"')).toBe(4);
    expect(() => versionFromIfMatch('abc')).toThrow('Versión no válida en If-Match');
  });
});
