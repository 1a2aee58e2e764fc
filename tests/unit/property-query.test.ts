import { describe, expect, it } from 'vitest';
import { publicPropertyFilter, publicPropertySort } from '@/lib/services/properties/filters';
import { publicPropertyQuerySchema } from '@/lib/validation/properties';

const parse = (input: Record<string, string>) => publicPropertyQuerySchema.parse(input);
const firstError = (input: Record<string, string>) => {
  const result = publicPropertyQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};
// mongoose.trusted() tags objects with a symbol; compare plain data.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('publicPropertyQuerySchema', () => {
  it('defaults page 1, limit 10, sort recently and drops empty values', () => {
    expect(parse({ city: '', type: '' })).toEqual({ page: 1, limit: 10, sort: 'recently' });
  });

  it('coerces numbers and splits the type list', () => {
    expect(parse({ page: '3', limit: '24', minPrice: '100000000', type: 'casa,apartamento' })).toMatchObject({
      page: 3,
      limit: 24,
      minPrice: 100_000_000,
      type: ['casa', 'apartamento'],
    });
  });

  it('rejects bad values with Spanish messages', () => {
    expect(firstError({ page: '0' })).toBe('La página debe ser como mínimo 1');
    expect(firstError({ page: 'dos' })).toBe('La página debe ser un número');
    expect(firstError({ limit: '500' })).toBe('El límite debe ser como máximo 100');
    expect(firstError({ type: 'castillo' })).toBe('Tipo de inmueble no válido');
    expect(firstError({ operation: 'permuta' })).toBe('Operación no válida');
    expect(firstError({ minPrice: '9', maxPrice: '1' })).toBe('El precio mínimo no puede ser mayor que el máximo');
  });
});

describe('publicPropertyFilter', () => {
  it('lists only public statuses by default', () => {
    expect(plain(publicPropertyFilter(parse({})))).toEqual({ status: { $in: ['disponible', 'reservado'] } });
  });

  it('builds each filter', () => {
    const filter = plain(
      publicPropertyFilter(parse({ operation: 'arriendo', type: 'casa', city: '11001', minPrice: '5', featured: 'true' })),
    );
    expect(filter).toMatchObject({
      operation: 'arriendo',
      type: { $in: ['casa'] },
      'location.cityCode': '11001',
      price: { $gte: 5 },
      featured: true,
    });
    expect(plain(publicPropertyFilter(parse({ maxPrice: '7' }))).price).toEqual({ $lte: 7 });
    expect(plain(publicPropertyFilter(parse({ city: 'Chía' })))['location.city']).toEqual({ $regex: '^Chía$', $options: 'i' });
  });

  it('searches the normalised text, one condition per word, escaped', () => {
    expect(plain(publicPropertyFilter(parse({ search: 'Chicó' }))).searchText).toEqual({ $regex: 'chico' });
    expect(plain(publicPropertyFilter(parse({ search: 'bogotá (norte)' }))).$and).toEqual([
      { searchText: { $regex: 'bogota' } },
      { searchText: { $regex: '\\(norte\\)' } },
    ]);
  });
});

describe('publicPropertySort', () => {
  it('always ends with _id so pages are stable', () => {
    for (const sort of ['recently', 'newest', 'price-low', 'price-high', 'best-seller'] as const) {
      expect(Object.keys(publicPropertySort(sort)).at(-1)).toBe('_id');
    }
    expect(publicPropertySort('price-low')).toEqual({ price: 1, _id: 1 });
  });
});
