import { describe, expect, it } from 'vitest';

import { countLook, placesOf, pointLook, shortPrice } from '@/components/map/marker-html';
import {
  APPROXIMATE_RADIUS_M,
  approximateAddress,
  approximatePoint,
  boxRanges,
  type Point,
} from '@/lib/maps/approximate';
import type { Bbox } from '@/lib/maps/bbox';
import { listingJsonLd } from '@/lib/seo/listing-jsonld';
import { toApiProperty } from '@/lib/services/properties/mapper';
import { toMapPoint, toPublicProperty } from '@/lib/services/properties/public-location';
import type { MapPoint } from '@/lib/validation/property-map';

/** Metres between two points (equirectangular: exact enough at these distances). */
function metres(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

/** A seeded pseudo-random sequence (the same cases on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('approximatePoint', () => {
  const next = random(7);
  const bogota = () => ({ lat: 4.45 + next() * 0.4, lng: -74.25 + next() * 0.2 });

  it('is deterministic, moves the point, and keeps it inside the circle the page draws', () => {
    for (let i = 0; i < 2000; i++) {
      const exact = bogota();
      const shown = approximatePoint(exact);
      expect(approximatePoint(exact)).toEqual(shown);
      expect(metres(exact, shown)).toBeLessThan(APPROXIMATE_RADIUS_M);
      // Everything in the same cell shows the same centre: the centre says nothing finer.
      expect(approximatePoint({ lat: shown.lat + 0.0024, lng: shown.lng - 0.0024 })).toEqual(shown);
    }
    expect(approximatePoint({ lat: 4.676123, lng: -74.048321 })).toEqual({ lat: 4.675, lng: -74.05 });
  });

  it('puts a point on a cell edge in one cell, the one the database range puts it in', () => {
    const edge = { lat: 4.6025, lng: -74.0525 };
    const ranges = boxRanges({ swLng: -74.05, swLat: 4.605, neLng: -74.05, neLat: 4.605 });
    expect(approximatePoint(edge)).toEqual({ lat: 4.605, lng: -74.05 });
    expect(edge.lat >= ranges.lat.gte && edge.lat < ranges.lat.lt).toBe(true);
    expect(edge.lng >= ranges.lng.gte && edge.lng < ranges.lng.lt).toBe(true);
  });
});

describe('boxRanges', () => {
  const inRange = (v: number, r: { gte: number; lt: number }) => v >= r.gte && v < r.lt;
  const inBox = (p: Point, b: Bbox) => p.lat >= b.swLat && p.lat <= b.neLat && p.lng >= b.swLng && p.lng <= b.neLng;

  it('selects exactly the stored points whose shown centre is in the box', () => {
    const next = random(11);
    const around = (centre: number, spread: number, snap: boolean) => {
      const v = centre + (next() - 0.5) * spread;
      // Some values exactly on cell centres and cell edges, where rounding could disagree.
      return snap ? Math.round(v * 400) / 400 : Number(v.toFixed(6));
    };
    for (let i = 0; i < 300; i++) {
      const snap = i % 3 === 0;
      const [s, n] = [around(4.65, 0.1, snap), around(4.65, 0.1, snap)].sort((a, b) => a - b);
      const [w, e] = [around(-74.08, 0.1, snap), around(-74.08, 0.1, snap)].sort((a, b) => a - b);
      const box = { swLat: s, neLat: n, swLng: w, neLng: e };
      const ranges = boxRanges(box);
      for (let j = 0; j < 60; j++) {
        const p = { lat: around(4.65, 0.12, j % 4 === 0), lng: around(-74.08, 0.12, j % 4 === 0) };
        expect(inRange(p.lat, ranges.lat) && inRange(p.lng, ranges.lng), JSON.stringify({ box, p })).toBe(
          inBox(approximatePoint(p), box),
        );
      }
    }
  });

  it('matches nothing when no cell centre lies in the box', () => {
    const { lat } = boxRanges({ swLng: -74.1, swLat: 4.6011, neLng: -74, neLat: 4.6019 });
    expect(lat.gte).toBeGreaterThanOrEqual(lat.lt);
  });
});

describe('approximateAddress', () => {
  it.each([
    ['Calle 104 # 19-35, Apto 502', 'Calle 104'],
    ['Carrera 11A #128-14', 'Carrera 11A'],
    ['Calle 7 No. 45-10', 'Calle 7'],
    ['Avenida Boyacá N° 80-20 Local 3', 'Avenida Boyacá'],
    ['Km 2 vía Chía-Tabio, vereda Fonquetá', 'Km 2 vía Chía-Tabio, vereda Fonquetá'],
    ['Carrera 7 Norte', 'Carrera 7 Norte'],
    ['', ''],
  ])('%j -> %j', (address, street) => {
    expect(approximateAddress(address)).toBe(street);
  });
});

describe('the public shape of a location', () => {
  const stored = {
    _id: '65f000000000000000000001',
    title: 'Apartamento en Chicó',
    price: 850_000_000,
    images: [
      { url: '/uploads/b.webp', alt: '', isMain: false, order: 1 },
      { url: '/uploads/a.webp', alt: '', isMain: true, order: 0 },
    ],
    location: {
      address: 'Calle 93 # 13-45, Apto 801',
      city: 'Bogotá, D.C.',
      coordinates: { lat: 4.67612, lng: -74.04833 },
    },
  };

  it('hides the exact point and the door number unless the owner allowed them, in the API and the JSON-LD', () => {
    const hidden = toPublicProperty(toApiProperty(stored));
    expect(hidden.showExactLocation).toBe(false);
    expect(hidden.location.coordinates).toEqual({ lat: 4.675, lng: -74.05 });
    expect(hidden.location.address).toBe('Calle 93');
    expect(listingJsonLd(hidden, 'https://x.co').contentLocation).toMatchObject({
      address: { streetAddress: 'Calle 93' },
      geo: { latitude: 4.675, longitude: -74.05 },
    });
    const shown = toApiProperty({ ...stored, showExactLocation: true });
    expect(toPublicProperty(shown)).toBe(shown);
  });

  it('makes a light map point of the shown location and the cover photo, or none without a location', () => {
    expect(toMapPoint(toApiProperty(stored))).toEqual({
      _id: stored._id,
      slug: '',
      title: 'Apartamento en Chicó',
      price: 850_000_000,
      operation: 'venta',
      type: 'apartamento',
      lat: 4.675,
      lng: -74.05,
      exact: false,
      image: '/uploads/a.webp',
    });
    expect(toMapPoint(toApiProperty({ _id: stored._id, location: {} }))).toBeNull();
  });
});

describe('the markers of the results map', () => {
  const point = (id: string, lat: number, price: number): MapPoint => ({
    _id: id,
    slug: id,
    title: `Casa <${id}>`,
    price,
    operation: 'venta',
    type: 'casa',
    lat,
    lng: -74,
    exact: true,
    image: null,
  });

  it('write prices short, in Colombian style', () => {
    expect([1_250_000_000, 450_000_000, 3_500_000, 2_000_000, 850_000, 0].map(shortPrice)).toEqual([
      '$ 1.250 M',
      '$ 450 M',
      '$ 3,5 M',
      '$ 2 M',
      '$ 850 mil',
      'Consultar',
    ]);
  });

  it('say how many listings each stands for', () => {
    expect(countLook(1234)).toMatchObject({ count: 1234, html: '1.234' });
    expect(pointLook(point('a', 4.6, 1_000_000))).toMatchObject({ count: 1, html: '$ 1 M' });
  });

  it('gather the listings that share one shown point into one place', () => {
    const places = placesOf([point('a', 4.6, 1), point('b', 4.6, 2), point('c', 4.7, 3)]);
    expect(places.map((p) => p.points.map((q) => q._id))).toEqual([['a', 'b'], ['c']]);
  });
});
