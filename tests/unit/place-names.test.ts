import { describe, expect, it } from 'vitest';

import { LOCATION_MESSAGES as M } from '@/lib/domain/locations';
import { placeKey, placesNamed } from '@/lib/domain/place-names';
import { hasPlaceNames, resolvePlaceNames, type PlaceIndex } from '@/lib/services/locations/names';

import { cities, departments, localities } from '../../scripts/seed/data/locations';

// The one resolver of a property's place names (docs/import-export.md#places), over the seed's tables.

const strip = <T extends { coordinates?: unknown }>({ coordinates: _, ...rest }: T) => rest;
const places: PlaceIndex = {
  departments,
  cities: cities.map(strip),
  localities: localities.map(strip),
};

const BOGOTA_DEPARTMENT = { state: 'Bogotá, D.C.', departmentCode: '11' };
const BOGOTA = { city: 'Bogotá, D.C.', cityCode: '11001', ...BOGOTA_DEPARTMENT };

describe('placeKey', () => {
  it('drops case, accents, spaces and punctuation', () => {
    const keys = ['Bogotá D.C.', 'Bogotá, D.C.', 'bogota dc', 'BOGOTÁ, D. C.', ' Bogota-DC '].map(placeKey);
    expect(new Set(keys)).toEqual(new Set(['bogotadc']));
    expect(placeKey('Nariño')).toBe('narino');
    expect(placeKey('San Andrés y Providencia')).toBe(placeKey('SAN ANDRES Y PROVIDENCIA'));
    expect(placeKey('Norte de Santander')).not.toBe(placeKey('Santander'));
    expect(placeKey(' .,; ')).toBe('');
  });
});

describe('placesNamed', () => {
  it('finds a place by DANE code, by its whole name, or by its name before a comma', () => {
    expect(placesNamed(departments, '11').map((d) => d.name)).toEqual(['Bogotá, D.C.']);
    for (const name of ['Bogotá D.C.', 'Bogotá, D.C.', 'bogota dc', 'BOGOTA', 'Bogotá'])
      expect(
        placesNamed(departments, name).map((d) => d.code),
        name,
      ).toEqual(['11']);
    expect(placesNamed(departments, 'CUNDINAMARCA').map((d) => d.code)).toEqual(['25']);
    expect(placesNamed(departments, 'narino').map((d) => d.name)).toEqual(['Nariño']);
  });

  it('prefers the whole name, and finds nothing for an unknown or empty name', () => {
    const both = [
      { code: '1', name: 'Santa Fe, Antioquia' },
      { code: '2', name: 'Santa Fe' },
    ];
    expect(placesNamed(both, 'santa fe').map((p) => p.code)).toEqual(['2']);
    expect(placesNamed(departments, 'Gotham')).toEqual([]);
    expect(placesNamed(departments, '...')).toEqual([]);
    expect(placesNamed(departments, 'Santander').map((d) => d.code)).toEqual(['68']);
  });
});

describe('resolvePlaceNames', () => {
  const resolve = (location: Record<string, string>, around = {}) => resolvePlaceNames(location, places, around);

  it('gives messy names their codes and the tables’ names', () => {
    expect(resolve({ state: 'Bogotá D.C.', city: 'bogota dc', locality: 'CHAPINERO' })).toEqual({
      location: { ...BOGOTA, locality: 'Chapinero', localityCode: '1100102' },
      errors: [],
    });
    expect(resolve({ state: 'CUNDINAMARCA', city: 'chia' }).location).toEqual({
      state: 'Cundinamarca',
      departmentCode: '25',
      city: 'Chía',
      cityCode: '25175',
    });
    expect(resolve({ state: 'bogota dc' }).location).toEqual(BOGOTA_DEPARTMENT);
  });

  it('takes the department of a city named under another one, and of a locality named alone', () => {
    expect(resolve({ state: 'Cundinamarca', city: 'Bogotá' })).toEqual({ location: BOGOTA, errors: [] });
    expect(resolve({ locality: 'usaquen' }).location).toEqual({
      ...BOGOTA,
      locality: 'Usaquén',
      localityCode: '1100101',
    });
  });

  it('names every unknown place with the message the import and the API share', () => {
    expect(resolve({ state: 'Gotham', city: 'Metrópolis', locality: 'Chapinero' }).errors).toEqual([
      { level: 'department', message: M.unknownDepartment('Gotham') },
      { level: 'city', message: M.unknownCity('Metrópolis') },
    ]);
    expect(resolve({ city: 'Chía', locality: 'Chapinero' }).errors).toEqual([
      { level: 'locality', message: 'La localidad "Chapinero" no existe en esa ciudad' },
    ]);
    expect(resolve({ departmentCode: '77' }).errors).toEqual([
      { level: 'department', message: M.unknownDepartmentCode },
    ]);
  });

  it('leaves to the code check what a code decides', () => {
    const byCode = { city: 'nombre equivocado', cityCode: '25175', state: 'Gotham' };
    expect(resolve(byCode)).toEqual({ location: byCode, errors: [] });
    const locality = { localityCode: '1100102', locality: 'otra', city: 'x' };
    expect(resolve(locality)).toEqual({ location: locality, errors: [] });
    // A locality named under a city code the tables do not list: the code check refuses the city.
    expect(resolve({ cityCode: '99999', locality: 'Chapinero' }).errors).toEqual([]);
    expect(resolve({ cityCode: '11001', locality: 'santa fe' }).location).toMatchObject({ localityCode: '1100103' });
    expect(hasPlaceNames({ cityCode: '11001', city: 'x', state: 'y' })).toBe(false);
    expect(hasPlaceNames({ localityCode: '1100102', locality: 'x' })).toBe(false);
    expect(hasPlaceNames({ city: '', state: '', locality: '' })).toBe(false);
    expect(hasPlaceNames({ cityCode: '11001', locality: 'x' })).toBe(true);
    expect(hasPlaceNames({ state: 'Cundinamarca' })).toBe(true);
  });

  it('looks for a place named alone in an update’s stored city first', () => {
    expect(resolve({ locality: 'Chapinero' }, { cityCode: '25175' }).errors).toEqual([
      { level: 'locality', message: M.unknownLocality('Chapinero') },
    ]);
    expect(resolve({ city: 'Chía' }, { departmentCode: '25' }).location).toMatchObject({ cityCode: '25175' });
  });
});
