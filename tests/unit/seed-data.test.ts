import { describe, expect, it } from 'vitest';

import { OPERATIONS, PROPERTY_TYPES } from '@/lib/domain/property';

import { cities, departments, localities } from '../../scripts/seed/data/locations';
import { buildSeedNews } from '../../scripts/seed/data/news';
import { buildSeedProperties } from '../../scripts/seed/data/properties';

const properties = buildSeedProperties();
const count = <T>(items: T[], pick: (item: T) => unknown, value: unknown) =>
  items.filter((i) => pick(i) === value).length;

describe('seed locations', () => {
  it('has the 33 DANE departments and the 20 localidades of Bogotá', () => {
    expect(departments).toHaveLength(33);
    expect(new Set(departments.map((d) => d.code)).size).toBe(33);
    expect(localities.filter((l) => l.cityCode === '11001').map((l) => l.code)).toEqual(
      Array.from({ length: 20 }, (_, i) => `11001${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('links every city and locality to an existing parent with the same name', () => {
    const departmentNames = new Map(departments.map((d) => [d.code, d.name]));
    const cityNames = new Map(cities.map((c) => [c.code, c.name]));
    for (const city of cities) expect(departmentNames.get(city.departmentCode)).toBe(city.departmentName);
    for (const locality of localities) {
      expect(cityNames.get(locality.cityCode)).toBe(locality.cityName);
      expect(departmentNames.get(locality.departmentCode)).toBe(locality.departmentName);
    }
  });
});

describe('seed properties', () => {
  it('is deterministic', () => {
    expect(buildSeedProperties()).toEqual(properties);
  });

  it('covers every type, both operations and the statuses the site must handle', () => {
    expect(properties.length).toBeGreaterThanOrEqual(60);
    for (const type of PROPERTY_TYPES) expect(count(properties, (p) => p.type, type)).toBeGreaterThan(0);
    for (const operation of OPERATIONS) expect(count(properties, (p) => p.operation, operation)).toBeGreaterThan(0);
    for (const status of ['reservado', 'vendido', 'borrador'] as const)
      expect(count(properties, (p) => p.status, status)).toBeGreaterThan(0);
    expect(count(properties, (p) => p.featured, true)).toBeGreaterThan(0);
  });

  it('has unique slugs, 3 to 8 photos each and locations that exist', () => {
    expect(new Set(properties.map((p) => p.slug)).size).toBe(properties.length);
    const localityByCode = new Map(localities.map((l) => [l.code, l]));
    for (const p of properties) {
      expect(p.imageCount).toBeGreaterThanOrEqual(3);
      expect(p.imageCount).toBeLessThanOrEqual(8);
      const locality = localityByCode.get(p.location.localityCode);
      expect(locality?.cityCode).toBe(p.location.cityCode);
      expect(locality?.name).toBe(p.location.locality);
    }
  });

  it('prices rentals per month and sales in the hundreds of millions', () => {
    for (const p of properties) {
      if (p.operation === 'arriendo') expect(p.price).toBeLessThan(50_000_000);
      else expect(p.price).toBeGreaterThanOrEqual(100_000_000);
    }
  });
});

describe('seed news', () => {
  it('has 12 items with unique slugs, mostly published', () => {
    const news = buildSeedNews();
    expect(news).toHaveLength(12);
    expect(new Set(news.map((n) => n.slug)).size).toBe(12);
    expect(count(news, (n) => n.status, 'published')).toBeGreaterThanOrEqual(10);
  });
});
