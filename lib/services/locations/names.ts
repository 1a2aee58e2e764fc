import { LOCATION_MESSAGES as M } from '../../domain/locations';
import { placesNamed } from '../../domain/place-names';
import type { CityItem, DepartmentItem, LocalityItem } from '../../validation/locations';

// A property's places by name (docs/import-export.md#places): one resolver for POST/PUT
// /api/properties and the CSV import, so a name one accepts the other accepts too and an unknown
// name is refused with the same message. Pure: the caller reads the tables (loadPlaceIndex).

/** The departments and the cities and localities in use. */
export interface PlaceIndex {
  departments: DepartmentItem[];
  cities: CityItem[];
  localities: LocalityItem[];
}

export type PlaceLevel = 'department' | 'city' | 'locality';

export interface PlaceNameError {
  level: PlaceLevel;
  message: string;
}

/** The place fields of a property's location: names (`state` is the department's) and DANE codes. */
export interface NamedPlaces {
  state?: string;
  departmentCode?: string;
  city?: string;
  cityCode?: string;
  locality?: string;
  localityCode?: string;
}

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Whether resolvePlaceNames has anything to do for `location` (the tables need not be read otherwise). */
export function hasPlaceNames(location: NamedPlaces): boolean {
  if (location.localityCode) return false;
  return (
    filled(location.locality) ||
    (!location.cityCode && Boolean(location.departmentCode || filled(location.state) || filled(location.city)))
  );
}

/**
 * `location` with each place it names by name (or by DANE code in the name's field) given its
 * code and the table's name. A code decides its level and the levels above it (the write service
 * fills their names from it), so only the names below the lowest code are read. A city found
 * under another department than the one named still counts ("Bogotá" under "Cundinamarca", as
 * many write it) and brings its own department; a locality is looked for in the city.
 * `around`: an update's stored codes, where a city or locality named alone is looked for first.
 */
export function resolvePlaceNames<L extends NamedPlaces>(
  location: L,
  places: PlaceIndex,
  around: Pick<NamedPlaces, 'departmentCode' | 'cityCode'> = {},
): { location: L; errors: PlaceNameError[] } {
  const out: L = { ...location };
  const errors: PlaceNameError[] = [];
  if (out.localityCode) return { location: out, errors };
  if (!out.cityCode) {
    if (out.departmentCode) {
      const department = places.departments.find((d) => d.code === out.departmentCode);
      if (department) out.state = department.name;
      else errors.push({ level: 'department', message: M.unknownDepartmentCode });
    } else if (filled(out.state)) {
      const [department] = placesNamed(places.departments, out.state);
      if (department) Object.assign(out, { state: department.name, departmentCode: department.code });
      else errors.push({ level: 'department', message: M.unknownDepartment(out.state) });
    }
    if (filled(out.city)) {
      const named = placesNamed(places.cities, out.city);
      const under = out.departmentCode ?? around.departmentCode;
      const city = named.find((c) => c.departmentCode === under) ?? named[0];
      if (city) Object.assign(out, { city: city.name, cityCode: city.code, ...departmentOf(city) });
      else errors.push({ level: 'city', message: M.unknownCity(out.city) });
    }
  }
  const cityCode = out.cityCode ?? around.cityCode;
  // A city code the tables do not list is the code check's to refuse (with its own message).
  const knownCity = !cityCode || places.cities.some((c) => c.code === cityCode);
  if (filled(out.locality) && knownCity) {
    const pool = cityCode ? places.localities.filter((l) => l.cityCode === cityCode) : places.localities;
    const [locality] = placesNamed(pool, out.locality);
    if (locality)
      Object.assign(out, {
        locality: locality.name,
        localityCode: locality.code,
        city: locality.cityName,
        cityCode: locality.cityCode,
        ...departmentOf(locality),
      });
    else errors.push({ level: 'locality', message: M.unknownLocality(out.locality) });
  }
  return { location: out, errors };
}

const departmentOf = (place: CityItem) => ({ state: place.departmentName, departmentCode: place.departmentCode });
