import { describe, expect, it } from 'vitest';

import {
  DEFAULT_AGENT_PHOTO,
  toApiProperty,
  toPropertyCard,
  type StoredProperty,
} from '@/lib/services/properties/mapper';
import { apiPropertySchema } from '@/lib/validation/property-response';

const stored: StoredProperty = {
  _id: { toString: () => '665f1c2a9b1e4a0012345678' },
  title: 'Apartamento con terraza en Chicó Navarra',
  slug: 'apartamento-chico-navarra',
  price: 1_250_000_000,
  type: 'apartamento',
  operation: 'venta',
  status: 'disponible',
  featured: true,
  location: {
    address: 'Calle 100 # 19-45',
    neighborhood: 'Chicó Navarra',
    locality: 'Chapinero',
    city: 'Bogotá, D.C.',
    cityCode: '11001',
    coordinates: { lat: 4.68, lng: -74.05 },
  },
  features: { bedrooms: 3, bathrooms: 2, area: 120 },
  images: [
    { url: '/uploads/b.webp', alt: 'Sala', isMain: false, order: 1 },
    { url: '/uploads/a.webp', alt: 'Fachada', isMain: false, order: 0 },
  ],
  videos: ['/uploads/v.mp4'],
  createdAt: new Date('2026-10-01T12:00:00Z'),
  updatedAt: '2026-10-02T12:00:00.000Z',
};

describe('toApiProperty', () => {
  it('returns the SPEC server shape with string id and ISO dates', () => {
    const api = toApiProperty(stored);
    expect(api._id).toBe('665f1c2a9b1e4a0012345678');
    expect(api.createdAt).toBe('2026-10-01T12:00:00.000Z');
    expect(api.updatedAt).toBe('2026-10-02T12:00:00.000Z');
    expect(api.currency).toBe('COP');
    expect(api.location.coordinates).toEqual({ lat: 4.68, lng: -74.05 });
    expect(api.features).toMatchObject({
      bedrooms: 3,
      bathrooms: 2,
      area: 120,
      areaUnit: 'm2',
      floor: 1,
      totalFloors: 1,
      yearBuilt: 2020,
    });
    expect(api.video).toBe('/uploads/v.mp4');
    expect(api.version).toBe(0);
    expect(api).not.toHaveProperty('searchText');
  });

  it('matches the documented response schema exactly', () => {
    expect(() => apiPropertySchema.strict().parse(toApiProperty(stored))).not.toThrow();
    expect(() => apiPropertySchema.strict().parse(toApiProperty({ _id: { toString: () => 'x' } }))).not.toThrow();
  });

  it('orders images and marks only the first as main', () => {
    const { images } = toApiProperty(stored);
    expect(images.map((i) => i.url)).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
    expect(images.map((i) => i.isMain)).toEqual([true, false]);
  });

  it('fills SPEC defaults for a bare row', () => {
    const api = toApiProperty({ _id: { toString: () => 'x' } });
    expect(api.description).toBe('Sin descripción disponible');
    expect(api.location.zipCode).toBe('000000');
    expect(api.location.coordinates).toBeNull();
    expect(api.agent).toMatchObject({
      name: 'Agente no disponible',
      photo: DEFAULT_AGENT_PHOTO,
      phone: 'N/A',
      email: 'N/A',
      license: 'N/A',
    });
    expect(api.images).toEqual([]);
    expect(api.video).toBeNull();
    expect(api.version).toBe(0);
    expect(toApiProperty({ _id: { toString: () => 'v' }, version: 7 }).version).toBe(7);
  });
});

describe('toPropertyCard', () => {
  it('formats price, location, facts and labels for a sale', () => {
    const card = toPropertyCard(toApiProperty(stored));
    expect(card.formattedPrice.replace(/\u00a0/g, ' ')).toBe('$ 1.250.000.000');
    expect(card.priceSuffix).toBe('');
    expect(card.location).toBe('Chicó Navarra, Chapinero, Bogotá, D.C.');
    expect(card).toMatchObject({
      beds: 3,
      baths: 2,
      area: '120 m²',
      typeLabel: 'Apartamento',
      operationLabel: 'En venta',
      href: '/property/665f1c2a9b1e4a0012345678',
    });
    expect(card.image).toEqual({ url: '/uploads/a.webp', alt: 'Fachada' });
  });

  it('shows rent per month and the fallbacks', () => {
    const card = toPropertyCard(
      toApiProperty({ _id: { toString: () => 'y' }, operation: 'arriendo', type: 'local', price: 3_500_000 }),
    );
    expect(card.priceSuffix).toBe('/mes');
    expect(card.operationLabel).toBe('En arriendo');
    expect(card.typeLabel).toBe('Local Comercial');
    expect(card.location).toBe('Ubicación no disponible');
    expect(card.area).toBe('-');
    expect(card.image).toBeNull();
    expect(toPropertyCard(toApiProperty({ _id: { toString: () => 'z' } })).formattedPrice).toBe('Precio a consultar');
  });
});
