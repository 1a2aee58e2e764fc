import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { PROPERTY_TYPES } from '@/lib/domain/property';
import { City } from '@/models/city';
import { Department } from '@/models/department';
import { Locality } from '@/models/locality';
import { News } from '@/models/news';
import { Property } from '@/models/property';
import { Settings } from '@/models/settings';
import { User } from '@/models/user';

import { runSeed } from '../../scripts/lib/seed-runner.mjs';
import { stackSeedEnv } from '../../scripts/lib/stack.mjs';
import { connectTestDb } from './stack-client';

beforeAll(() => connectTestDb());
afterAll(() => disconnectDb());

async function snapshot() {
  const [departments, cities, localities, properties, news, users, settings, latest] = await Promise.all([
    Department.countDocuments(),
    City.countDocuments(),
    Locality.countDocuments(),
    Property.countDocuments(),
    News.countDocuments(),
    User.countDocuments(),
    Settings.countDocuments(),
    Property.find().sort({ updatedAt: -1 }).limit(1).lean(),
  ]);
  return {
    departments,
    cities,
    localities,
    properties,
    news,
    users,
    settings,
    latestUpdate: latest[0]?.updatedAt?.toISOString(),
  };
}

describe('the seed', () => {
  it('fills a realistic Colombian demo', async () => {
    expect(await Department.countDocuments()).toBe(33);
    expect(await Department.findOne({ code: '25' }).lean()).toMatchObject({ name: 'Cundinamarca' });
    expect(await City.findOne({ code: '11001' }).lean()).toMatchObject({ departmentCode: '11' });
    expect(await Locality.countDocuments({ cityCode: '11001' })).toBe(20);
    expect(await Locality.findOne({ code: '1100102' }).lean()).toMatchObject({
      name: 'Chapinero',
      coordinates: { lat: expect.any(Number) },
    });
    expect(await City.countDocuments({ departmentCode: '25' })).toBeGreaterThanOrEqual(6);
    expect(await Property.countDocuments()).toBeGreaterThanOrEqual(60);
    expect(await News.countDocuments()).toBe(12);
    expect(await User.countDocuments({ role: 'admin' })).toBe(1);
    for (const status of ['reservado', 'vendido', 'borrador'] as const)
      expect(await Property.countDocuments({ status })).toBeGreaterThan(0);
    for (const type of PROPERTY_TYPES) {
      expect(await Property.countDocuments({ type })).toBeGreaterThan(0);
    }
    expect(await Property.countDocuments({ featured: true })).toBeGreaterThan(0);
    const settings = await Settings.findOne({ key: 'site' }).lean();
    expect(settings?.security).toMatchObject({ loginAttempts: 5, sessionDuration: 24 });
    expect(settings?.appearance).toMatchObject({ primaryColor: '#00317D', secondaryColor: '#FF9E00' });
  });

  it('stores admin passwords as argon2id hashes only', async () => {
    const admin = await User.findOne({ role: 'admin' }).select('+passwordHash').lean();
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await runSeed({ env: stackSeedEnv(inject('mongoUri')) });
    expect(await snapshot()).toEqual(before);
  });
});

describe('models on the real database', () => {
  it('keeps searchText normalised on every save', async () => {
    const property = await Property.create({
      title: 'Casa de prueba en Usaquén',
      slug: `casa-prueba-${Date.now()}`,
      price: 900_000_000,
      type: 'casa',
      operation: 'venta',
      location: { city: 'Bogotá, D.C.', locality: 'Usaquén', neighborhood: 'Santa Bárbara' },
      features: { area: 180 },
    });
    try {
      const stored = await Property.findById(property._id).select('+searchText').lean();
      expect(stored?.searchText).toContain('usaquen');
      expect(stored?.searchText).toContain('santa barbara');
      expect(stored?.pricePerM2).toBe(5_000_000);
      expect(stored?.status).toBe('borrador');

      property.title = 'Casa renovada en Chía';
      await property.save();
      const updated = await Property.findById(property._id).select('+searchText').lean();
      expect(updated?.searchText).toContain('chia');
      expect(updated?.searchText).not.toContain('prueba');
    } finally {
      await Property.deleteOne({ _id: property._id });
      await moveCatalogueEpoch(); // deleted behind the app: its catalogue in memory reloads
    }
  });

  it('enforces unique e-mails and location codes', async () => {
    const admin = await User.findOne({ role: 'admin' }).lean();
    await expect(User.create({ name: 'Copia', email: admin!.email, passwordHash: 'x' })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(Department.create({ code: '25', name: 'Otra' })).rejects.toMatchObject({ code: 11000 });
  });
});
