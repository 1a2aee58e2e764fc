import { describe, expect, it } from 'vitest';

import { toStoredStatus } from '@/lib/domain/property';
import { summarizeGroups } from '@/lib/services/properties/stats-summary';
import { isAllowedMediaUrl, propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/properties';
import { propertyStatsSchema } from '@/lib/validation/property-response';

const base = { title: 'Casa con jardín en Chía', type: 'casa', operation: 'venta' };
const messages = (schema: typeof propertyCreateSchema | typeof propertyUpdateSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('propertyCreateSchema (create defaults)', () => {
  it('fills every default', () => {
    const body = propertyCreateSchema.parse(base);
    expect(body).toMatchObject({
      price: 0,
      description: 'Sin descripción disponible',
      status: 'borrador',
      featured: false,
      location: { zipCode: '000000', address: '', city: '' },
      features: { bedrooms: 0, bathrooms: 0, parking: 0, area: 0, floor: 1, totalFloors: 1, yearBuilt: 2020 },
      adminFee: 0,
      elevator: false,
      gatedCommunity: false,
      petsAllowed: false,
      images: [],
      videos: [],
      amenities: [],
      priority: 0,
    });
  });

  it('parses the price to an integer, a numeric string included', () => {
    expect(propertyCreateSchema.parse({ ...base, price: '450000000.9' }).price).toBe(450_000_000);
    expect(propertyCreateSchema.parse({ ...base, price: 1200.5 }).price).toBe(1200);
    expect(propertyCreateSchema.parse({ ...base, price: '' }).price).toBe(0);
    expect(messages(propertyCreateSchema, { ...base, price: 'mil' })).toEqual(['price: El precio debe ser un número']);
  });

  it('maps legacy status words', () => {
    expect(propertyCreateSchema.parse({ ...base, status: 'published' }).status).toBe('disponible');
    expect(propertyCreateSchema.parse({ ...base, status: 'draft' }).status).toBe('borrador');
    expect(propertyCreateSchema.parse({ ...base, status: 'pending' }).status).toBe('pendiente');
    expect(propertyCreateSchema.parse({ ...base, status: 'vendido' }).status).toBe('vendido');
    expect(messages(propertyCreateSchema, { ...base, status: 'archivado' })).toEqual(['status: Estado no válido']);
    expect(toStoredStatus(' Published ')).toBe('disponible');
  });

  it('accepts images as URLs or {url, alt} and limits them', () => {
    const body = propertyCreateSchema.parse({
      ...base,
      images: ['/uploads/properties/a.webp', { url: 'https://res.cloudinary.com/x/a.jpg', alt: 'Fachada' }],
    });
    expect(body.images).toEqual([
      { url: '/uploads/properties/a.webp', alt: '' },
      { url: 'https://res.cloudinary.com/x/a.jpg', alt: 'Fachada' },
    ]);
    expect(messages(propertyCreateSchema, { ...base, images: Array(21).fill('/uploads/a.webp') })).toEqual([
      'images: Máximo 20 imágenes',
    ]);
    expect(messages(propertyCreateSchema, { ...base, videos: Array(6).fill('/uploads/v.mp4') })).toEqual([
      'videos: Máximo 5 videos',
    ]);
    expect(messages(propertyCreateSchema, { ...base, images: ['javascript:alert(1)'] })).toEqual([
      'images.0: URL de imagen no válida',
    ]);
  });

  it('requires the title and checks limits with Spanish messages', () => {
    expect(messages(propertyCreateSchema, { type: 'casa', operation: 'venta' })).toEqual([
      'title: El título es obligatorio',
    ]);
    expect(messages(propertyCreateSchema, { ...base, title: '   ' })).toEqual(['title: El título es obligatorio']);
    expect(messages(propertyCreateSchema, { ...base, title: 'x'.repeat(201) })).toEqual([
      'title: El título no puede superar los 200 caracteres',
    ]);
    expect(messages(propertyCreateSchema, { ...base, features: { yearBuilt: 1899 } })).toEqual([
      'features.yearBuilt: El año de construcción debe estar entre 1900 y 2030',
    ]);
    expect(messages(propertyCreateSchema, { ...base, features: { yearBuilt: 2031 } })).toEqual([
      'features.yearBuilt: El año de construcción debe estar entre 1900 y 2030',
    ]);
    expect(messages(propertyCreateSchema, { ...base, features: { bedrooms: -1 } })).toEqual([
      'features.bedrooms: El número de habitaciones no puede ser negativo',
    ]);
    expect(messages(propertyCreateSchema, { ...base, estrato: 7 })).toEqual([
      'estrato: El estrato debe estar entre 1 y 6',
    ]);
    expect(messages(propertyCreateSchema, { ...base, type: 'castillo' })).toEqual(['type: Tipo de inmueble no válido']);
    expect(messages(propertyCreateSchema, { ...base, location: { cityCode: 'bogota' } })).toEqual([
      'location.cityCode: Código de ciudad no válido',
    ]);
    expect(messages(propertyCreateSchema, [])).toEqual([': El cuerpo de la solicitud debe ser un objeto JSON']);
  });
});

describe('propertyUpdateSchema', () => {
  it('keeps only what is sent: no defaults, no status', () => {
    expect(propertyUpdateSchema.parse({ title: 'Nuevo título' })).toEqual({ title: 'Nuevo título' });
    expect(propertyUpdateSchema.parse({ features: { area: 80 } })).toEqual({ features: { area: 80 } });
    expect(propertyUpdateSchema.parse({ status: 'published', version: '3' })).toEqual({
      status: 'disponible',
      version: 3,
    });
    expect(messages(propertyUpdateSchema, { version: -1 })).toEqual(['version: Versión no válida']);
  });
});

describe('isAllowedMediaUrl', () => {
  it('accepts our uploads and https only', () => {
    expect(isAllowedMediaUrl('/uploads/properties/2026/a.webp')).toBe(true);
    expect(isAllowedMediaUrl('https://res.cloudinary.com/demo/image/upload/a.jpg')).toBe(true);
    expect(isAllowedMediaUrl('http://example.com/a.jpg')).toBe(false);
    expect(isAllowedMediaUrl('/uploads/../secret')).toBe(false);
    expect(isAllowedMediaUrl('/images/a.jpg')).toBe(false);
    expect(isAllowedMediaUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('summarizeGroups', () => {
  it('adds the groups up and lists every status and type', () => {
    const stats = summarizeGroups([
      { key: { status: 'disponible', type: 'casa', featured: true }, count: 2, totals: { views: 40, last30: 3 } },
      { key: { status: 'borrador', type: 'casa', featured: false }, count: 1, totals: { views: 2, previous30: 1 } },
      { key: { status: 'disponible', type: 'oficina' }, count: 3, totals: { last30: 1 } },
    ]);
    expect(stats).toMatchObject({
      totalProperties: 6,
      totalViews: 42,
      featured: 2,
      createdLast30Days: 4,
      createdPrevious30Days: 1,
    });
    expect(stats.byStatus).toEqual({
      borrador: 1,
      pendiente: 0,
      disponible: 5,
      reservado: 0,
      vendido: 0,
      arrendado: 0,
      inactivo: 0,
    });
    expect(stats.byType).toMatchObject({ casa: 3, oficina: 3, apartamento: 0, bodega: 0 });
    expect(() => propertyStatsSchema.strict().parse(stats)).not.toThrow();
  });
});
