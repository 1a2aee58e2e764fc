import { describe, expect, it } from 'vitest';

import { parseListing } from '@/components/listing/listing-state';
import { LISTED_STATUSES } from '@/lib/domain/property';
import { listingHref } from '@/lib/listing-url';
import { BBOX_MESSAGES, bboxParam, parseBbox } from '@/lib/maps/bbox';
import { propertyFilter } from '@/lib/services/properties/filters';
import { propertyListQuerySchema, propertyMapQuerySchema } from '@/lib/validation/properties';

describe('parseBbox', () => {
  it('reads swLng,swLat,neLng,neLat, with spaces around the numbers', () => {
    expect(parseBbox('-74.2,4.5,-74.0,4.8')).toEqual({
      ok: true,
      bbox: { swLng: -74.2, swLat: 4.5, neLng: -74, neLat: 4.8 },
    });
    expect(parseBbox(' -74.2 , 4.5,-74 ,4.8 ')).toEqual(parseBbox('-74.2,4.5,-74,4.8'));
    expect(parseBbox('-180,-90,180,90').ok).toBe(true);
    // A line or a point is a (degenerate) box, not an inverted one.
    expect(parseBbox('-74.1,4.6,-74.1,4.6').ok).toBe(true);
  });

  it.each(['', '1,2,3', '1,2,3,4,5', 'a,b,c,d', '1e2,2,3,4', '-74.2;4.5;-74;4.8', '1,,2,3', '--1,2,3,4', '1000,1,2,3'])(
    'refuses %j as malformed',
    (text) => {
      expect(parseBbox(text)).toEqual({ ok: false, message: BBOX_MESSAGES.format });
    },
  );

  it.each(['-181,4,-74,5', '-75,4,180.5,5', '-75,-90.1,-74,5', '-75,4,-74,91'])(
    'refuses %s as out of range',
    (text) => {
      expect(parseBbox(text)).toEqual({ ok: false, message: BBOX_MESSAGES.range });
    },
  );

  it.each(['-74,4.5,-74.2,4.8', '-74.2,4.8,-74,4.5', '170,-10,-170,10'])(
    'refuses %s as inverted (an area across the antimeridian included)',
    (text) => {
      expect(parseBbox(text)).toEqual({ ok: false, message: BBOX_MESSAGES.inverted });
      expect(BBOX_MESSAGES.inverted).toContain('antimeridiano');
    },
  );
});

describe('bboxParam', () => {
  it('rounds the visible area outwards to 5 decimals, and what it writes parses back', () => {
    const text = bboxParam({ west: -74.123456, south: 4.600001, east: -74.000001, north: 4.7 });
    expect(text).toBe('-74.12346,4.6,-74,4.7');
    expect(parseBbox(text).ok).toBe(true);
  });

  it('clamps a view wider than the world to the valid ranges', () => {
    expect(bboxParam({ west: -400, south: -95, east: 380, north: 95 })).toBe('-180,-90,180,90');
  });
});

describe('bbox in the query schemas', () => {
  const message = (schema: typeof propertyListQuerySchema | typeof propertyMapQuerySchema, bbox: string) => {
    const result = schema.safeParse({ bbox });
    return result.success ? null : result.error.issues[0].message;
  };

  it('parses into numbers for the list and the map', () => {
    expect(propertyListQuerySchema.parse({ bbox: '-74.2,4.5,-74,4.8' }).bbox).toEqual({
      swLng: -74.2,
      swLat: 4.5,
      neLng: -74,
      neLat: 4.8,
    });
    expect(propertyMapQuerySchema.parse({ bbox: '', operation: 'venta' })).toEqual({ operation: 'venta' });
  });

  it('gives each malformed, out-of-range or inverted box its Spanish message', () => {
    for (const schema of [propertyListQuerySchema, propertyMapQuerySchema]) {
      expect(message(schema, '1,2,3')).toBe(BBOX_MESSAGES.format);
      expect(message(schema, '-200,4,-74,5')).toBe(BBOX_MESSAGES.range);
      expect(message(schema, '-74,4.8,-74.2,4.5')).toBe(BBOX_MESSAGES.inverted);
    }
  });

  it('leaves paging and order out of the map query', () => {
    expect(propertyMapQuerySchema.parse({ page: '2', limit: '5', sort: 'price-low', status: 'borrador' })).toEqual({});
  });

  it('filters staff by the stored point and the public by the shown one', () => {
    const query = propertyListQuerySchema.parse({ bbox: '-74.2,4.5,-74,4.8' });
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
    expect(plain(propertyFilter(query, undefined, true))).toEqual({
      'location.coordinates.lat': { $gte: 4.5, $lte: 4.8 },
      'location.coordinates.lng': { $gte: -74.2, $lte: -74 },
    });
    const shown = plain(propertyFilter(query, LISTED_STATUSES));
    expect(shown.$or).toHaveLength(2);
    expect(shown.$or[0]).toMatchObject({ showExactLocation: true });
    expect(shown.$or[1]).toMatchObject({ showExactLocation: { $ne: true } });
  });
});

describe('the listing URL', () => {
  it('keeps a valid bbox, drops a broken one, and resets the page when the area changes', () => {
    expect(parseListing({ bbox: '-74.2,4.5,-74,4.8', page: '3' }).params).toEqual({
      bbox: '-74.2,4.5,-74,4.8',
      page: '3',
    });
    expect(parseListing({ bbox: '-74,4.8,-74.2,4.5', operation: 'venta' }).params).toEqual({ operation: 'venta' });
    expect(listingHref({ operation: 'venta', page: '3' }, { bbox: '-74.2,4.5,-74,4.8' })).toBe(
      '/listing?operation=venta&bbox=-74.2%2C4.5%2C-74%2C4.8',
    );
    expect(listingHref({ operation: 'venta', bbox: '-74.2,4.5,-74,4.8' }, { bbox: '' })).toBe(
      '/listing?operation=venta',
    );
  });
});
