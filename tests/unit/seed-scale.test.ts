import { describe, expect, it } from 'vitest';

import { OPERATIONS, PROPERTY_TYPES } from '@/lib/domain/property';
import { propertyCreateSchema } from '@/lib/validation/property-body';
import { Property } from '@/models/property';

import { localities } from '../../scripts/seed/data/locations';
import { buildSeedProperties } from '../../scripts/seed/data/properties';
import { buildScaleProperties, SCALE_SLUG } from '../../scripts/seed/data/scale';
import { toPropertyRow } from '../../scripts/seed/demo';

const demo = buildSeedProperties();
const listings = buildScaleProperties(1000, demo);
const share = (pick: (p: (typeof listings)[number]) => boolean) => listings.filter(pick).length / listings.length;

describe('scale seed listings', () => {
  it('is deterministic, and a smaller scale is a prefix of a larger one', () => {
    expect(buildScaleProperties(1000, demo)).toEqual(listings);
    expect(buildScaleProperties(300, demo)).toEqual(listings.slice(0, 300));
  });

  it('has unique slugs marked as generated, none clashing with the demo', () => {
    const slugs = new Set(listings.map((p) => p.slug));
    expect(slugs.size).toBe(listings.length);
    for (const p of listings) expect(p.slug).toMatch(SCALE_SLUG);
    for (const p of demo) {
      expect(slugs.has(p.slug)).toBe(false);
      expect(p.slug).not.toMatch(SCALE_SLUG);
    }
  });

  it('varies types, operations, statuses and Bogotá localities, with few featured', () => {
    for (const type of PROPERTY_TYPES) expect(share((p) => p.type === type)).toBeGreaterThan(0.02);
    for (const op of OPERATIONS) expect(share((p) => p.operation === op)).toBeGreaterThan(0.2);
    expect(share((p) => p.status === 'disponible')).toBeGreaterThan(0.7);
    expect(share((p) => p.status === 'borrador')).toBeGreaterThan(0);
    const bogota = new Set(listings.filter((p) => p.location.cityCode === '11001').map((p) => p.location.localityCode));
    expect(bogota.size).toBeGreaterThanOrEqual(19);
    expect(share((p) => p.featured)).toBeGreaterThan(0);
    expect(share((p) => p.featured)).toBeLessThan(0.02);
    expect(new Set(listings.map((p) => p.title)).size).toBeGreaterThan(500);
  });

  it('prices by operation and reuses the photos of a demo listing of the same type', () => {
    const demoBySlug = new Map(demo.map((p) => [p.slug, p]));
    const localityByCode = new Map(localities.map((l) => [l.code, l]));
    for (const p of listings) {
      if (p.operation === 'arriendo') expect(p.price).toBeLessThan(50_000_000);
      else expect(p.price).toBeGreaterThanOrEqual(100_000_000);
      expect(p.type === 'terreno' && p.operation === 'arriendo').toBe(false);
      expect(p.status).not.toBe(p.operation === 'venta' ? 'arrendado' : 'vendido');
      const source = demoBySlug.get(p.photosOf ?? '');
      expect(source?.type).toBe(p.type);
      expect(p.imageCount).toBeGreaterThanOrEqual(1);
      expect(p.imageCount).toBeLessThanOrEqual(source?.imageCount ?? 0);
      expect(localityByCode.get(p.location.localityCode)?.name).toBe(p.location.locality);
    }
  });

  it('gives rows the property API schema accepts and the model validates, with the derived fields', async () => {
    for (const p of listings.slice(0, 150)) {
      const row = toPropertyRow(p);
      expect(row.images[0]?.url).toBe(`/uploads/seed/properties/${p.photosOf}/1.webp`);
      const { slug: _slug, views: _views, createdAt: _c, updatedAt: _u, currency: _cur, ...body } = row;
      const parsed = propertyCreateSchema.safeParse(body);
      expect(parsed.error?.issues ?? []).toEqual([]);
      const doc = new Property(row);
      await doc.validate();
      expect(doc.searchText).toContain(
        p.location.neighborhood
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .split(' ')[0],
      );
      expect(doc.pricePerM2).toBe(Math.round(p.price / p.features.area));
      expect(doc.images[0]?.isMain).toBe(true);
    }
  });
});
