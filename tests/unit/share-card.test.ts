import { describe, expect, it } from 'vitest';

import {
  cardImage,
  cardVersion,
  fitFontSize,
  fitText,
  initials,
  pageCardPath,
  propertyCardPath,
  propertyCardText,
} from '@/lib/domain/share-card';
import { formatPrice } from '@/lib/format';

const property = {
  title: 'Apartamento con terraza',
  price: 450_000_000,
  operation: 'venta' as const,
  location: { neighborhood: 'Chicó Navarra', locality: 'Usaquén', city: 'Bogotá' },
};

describe('share cards', () => {
  it('says the operation, the price as the site writes it and the barrio with its city', () => {
    expect(propertyCardText(property)).toEqual({
      operation: 'En venta',
      price: formatPrice(450_000_000), // "$ 450.000.000", with Intl's no-break space
      place: 'Chicó Navarra, Bogotá',
      title: 'Apartamento con terraza',
    });
  });

  it('marks a rent per month, falls back to the localidad, and says when there is no price', () => {
    const rent = propertyCardText({
      ...property,
      operation: 'arriendo',
      price: 3_200_000,
      location: { ...property.location, neighborhood: ' ', city: 'Bogotá, D.C.' },
    });
    expect(rent).toMatchObject({
      operation: 'En arriendo',
      price: `${formatPrice(3_200_000)} / mes`,
      place: 'Usaquén, Bogotá',
    });
    expect(propertyCardText({ ...property, price: 0 }).price).toBe('Precio a consultar');
  });

  it('cuts a long barrio at a word with an ellipsis so the line fits', () => {
    const long = propertyCardText({
      ...property,
      location: {
        ...property.location,
        neighborhood: 'Urbanización Ciudad Salitre Sector Oriental Etapa II Manzana 4',
      },
    });
    expect(long.place.length).toBeLessThanOrEqual(48);
    expect(long.place).toBe('Urbanización Ciudad Salitre Sector Oriental…');
    expect(fitText('  corto  ', 10)).toBe('corto');
    expect(fitText('Supercalifragilisticoespialidoso', 10)).toBe('Supercali…');
  });

  it('shrinks the font of a long figure within its bounds', () => {
    expect(fitFontSize('$ 450.000.000', 1080, 96, 56)).toBe(96);
    expect(fitFontSize('$ 12.500.000.000 / mes', 1080, 96, 56)).toBeLessThan(96);
    expect(fitFontSize('x'.repeat(200), 1080, 96, 56)).toBe(56);
  });

  it('writes initials, versions and addresses', () => {
    expect(initials('Ana María Gómez')).toBe('AG');
    expect(initials('ángela')).toBe('Á');
    expect(cardVersion('a', 1)).toBe(cardVersion('a', 1));
    expect(cardVersion('a', 1)).not.toBe(cardVersion('a', 2));
    expect(propertyCardPath('665f', 7)).toBe('/property/665f/card.jpg?v=7');
    expect(pageCardPath('/inmuebles/venta/bogota/chapinero/', 'x1')).toBe(
      '/inmuebles/venta/bogota/chapinero/card.jpg?v=x1',
    );
    expect(cardImage('/c.jpg', 'Alt')).toEqual({
      url: '/c.jpg',
      alt: 'Alt',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
  });
});
