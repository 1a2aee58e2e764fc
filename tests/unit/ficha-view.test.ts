import { describe, expect, it } from 'vitest';

import {
  descriptionOpening,
  FICHA_APPROXIMATE,
  FICHA_PRICE_NOTES,
  formatWhatsapp,
  initialsOf,
} from '@/lib/domain/ficha';
import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { fichaFileName, fichaPhotos, fichaView } from '@/lib/services/ficha/view';
import { toApiProperty } from '@/lib/services/properties/mapper';

// What the ficha técnica prints (docs/ficha.md); its drawing is checked over HTTP with pdftotext
// and zbarimg (tests/integration/ficha.test.ts).

const URL_OF = 'https://www.example.co/property/665f1c2a9b1e4a0012345678';
const AT = new Date('2026-11-27T23:30:00Z');

function property(extra: Record<string, unknown> = {}) {
  return toApiProperty({
    _id: { toString: () => '665f1c2a9b1e4a0012345678' },
    title: 'Apartamento en Chicó',
    type: 'apartamento',
    operation: 'venta',
    status: 'disponible',
    price: 850_000_000,
    adminFee: 420_000,
    estrato: 5,
    description: 'Luminoso.',
    location: {
      address: 'Carrera 11 # 93-45',
      neighborhood: 'Chicó Navarra',
      locality: 'Chapinero',
      city: 'Bogotá',
    },
    features: { bedrooms: 3, bathrooms: 2, parking: 2, area: 120, floor: 5, totalFloors: 12, yearBuilt: 2018 },
    ...extra,
  } as Parameters<typeof toApiProperty>[0]);
}

const view = (extra: Record<string, unknown> = {}) => fichaView(property(extra), DEFAULT_SETTINGS, URL_OF, AT);

describe('fichaView', () => {
  it('gives a sale one binding price in COP, with the Ley 1480 note', () => {
    const v = view({ showExactLocation: true });
    expect(v.prices.at(-1)).toEqual(['Precio de venta', '$\u00a0850.000.000 COP']);
    expect(v.priceNote).toBe(FICHA_PRICE_NOTES.venta);
    expect(v.priceNote).toContain('Ley 1480 de 2011');
    expect(v.kind).toBe('Apartamento en venta');
  });

  it('gives a rental its canon, its administración and their monthly total', () => {
    const v = view({ operation: 'arriendo', price: 3_200_000, adminFee: 450_000 });
    expect(v.prices).toEqual([
      ['Canon mensual', '$\u00a03.200.000 COP'],
      ['Administración mensual', '$\u00a0450.000 COP'],
      ['Total mensual', '$\u00a03.650.000 COP'],
    ]);
    expect(v.priceNote).toBe(FICHA_PRICE_NOTES.arriendo);
  });

  it('says "a consultar" without a price', () => {
    const v = view({ price: 0 });
    expect(v.prices).toEqual([['Precio', 'A consultar']]);
    expect(v.priceNote).toBe(FICHA_PRICE_NOTES.none);
  });

  it('prints the full address only where the owner allows it', () => {
    expect(view({ showExactLocation: true }).address).toBe('Carrera 11 # 93-45, Chicó Navarra, Chapinero, Bogotá');
    const approximate = view({ showExactLocation: false });
    expect(approximate.address).toBe('Chicó Navarra, Chapinero, Bogotá');
    expect(approximate.approximate).toBe(true);
    expect(FICHA_APPROXIMATE).toMatch(/aproximada/);
  });

  it('lists the key features that are known', () => {
    expect(view().facts).toEqual([
      ['Área', '120 m²'],
      ['Habitaciones', '3'],
      ['Baños', '2'],
      ['Parqueaderos', '2'],
      ['Estrato', '5'],
      ['Piso', '5 de 12'],
      ['Construcción', '2018'],
    ]);
    expect(view({ pricePerM2: 7_083_333 }).facts.at(-1)).toEqual(['Precio por m²', '$ 7.083.333']);
  });

  it('opens the canonical URL with utm_source=ficha and names the agency', () => {
    const v = view();
    expect(v.url).toBe(`${URL_OF}?utm_source=ficha`);
    expect(v.agency.name).toBe(DEFAULT_SETTINGS.general.siteName);
    expect(v.agency.initials).toBe('IB');
    expect(v.agency.website).toBe('www.example.co');
    expect(v.generatedOn).toBe('27 de noviembre de 2026');
  });

  it('reads the reference code when the listing has one, and names the file after it', () => {
    expect(fichaFileName({ ...property(), code: '' })).toBe('ficha-665f1c2a9b1e4a0012345678.pdf');
    const coded = property({ code: 'IB-0042' });
    expect(fichaView(coded, DEFAULT_SETTINGS, URL_OF, AT).code).toBe('IB-0042');
    expect(fichaFileName(coded)).toBe('ficha-IB-0042.pdf');
  });
});

describe('the ficha helpers', () => {
  it('take the main photo first, then the gallery order, three at most', () => {
    const image = (url: string, order: number, isMain = false) => ({ url, alt: '', order, isMain });
    expect(fichaPhotos([image('/b', 1), image('/c', 2), image('/a', 3, true), image('/d', 4)])).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
  });

  it('cut the description at a word, with an ellipsis', () => {
    expect(descriptionOpening('Corto  y\nclaro.')).toBe('Corto y claro.');
    const long = 'palabra '.repeat(200);
    const opening = descriptionOpening(long, 100);
    expect(opening.length).toBeLessThanOrEqual(101);
    expect(opening.endsWith('palabra…')).toBe(true);
  });

  it('write a Colombian WhatsApp number for people, and the monogram of a name', () => {
    expect(formatWhatsapp('573105551234')).toBe('+57 310 555 1234');
    expect(formatWhatsapp('14155550123')).toBe('+14155550123');
    expect(formatWhatsapp('')).toBe('');
    expect(initialsOf('Inmobiliaria Bogotá')).toBe('IB');
    expect(initialsOf('casa nueva')).toBe('CN');
  });
});
