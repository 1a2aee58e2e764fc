import 'server-only';

import { IMPORT_MESSAGES, type ImportCellError } from '../../domain/imports';
import { normalizeText } from '../../text';
import { listCities, listDepartments, listLocalities } from '../locations';

// The import's places (docs/import-export.md#places): a row names its department, city and
// locality by name (without case or accents) or by DANE code, as the property form picks them.
// The catalogues are read once per import (cached reads), not once per row; the write service
// then checks the codes again and fills the names from them (resolveLocation).

interface Place {
  code: string;
  name: string;
}
interface City extends Place {
  departmentCode: string;
  departmentName: string;
}
interface Locality extends City {
  cityCode: string;
}

export interface PlaceIndex {
  departments: Place[];
  cities: City[];
  localities: Locality[];
}

export async function loadPlaces(): Promise<PlaceIndex> {
  const [departments, cities, localities] = await Promise.all([listDepartments(), listCities(), listLocalities()]);
  return { departments, cities, localities };
}

const matches = (value: string) => {
  const folded = normalizeText(value);
  // "Bogotá" also finds "Bogotá, D.C.": a name matches its first part before a comma.
  return (place: Place) =>
    place.code === value.trim() ||
    normalizeText(place.name) === folded ||
    normalizeText(place.name.split(',')[0]) === folded;
};

type Location = Record<string, unknown>;

/**
 * Fills the codes of a body's location from the names its cells gave (`headers`: the file's own
 * header of each place column, for the messages). Errors name the column; nothing is thrown.
 */
export function resolvePlaces(
  location: Location | undefined,
  places: PlaceIndex,
  headers: Record<'department' | 'city' | 'locality', string>,
): ImportCellError[] {
  if (!location) return [];
  const errors: ImportCellError[] = [];
  const state = typeof location.state === 'string' ? location.state : '';
  const city = typeof location.city === 'string' ? location.city : '';
  const locality = typeof location.locality === 'string' ? location.locality : '';
  const department = state ? places.departments.find(matches(state)) : undefined;
  if (state && !department)
    errors.push({ column: headers.department, message: IMPORT_MESSAGES.unknownDepartment(state) });
  if (department) Object.assign(location, { state: department.name, departmentCode: department.code });
  // A city outside the department named still counts ("Bogotá" under "Cundinamarca", as many
  // write it): the write service takes the department from the city.
  const named = city ? places.cities.filter(matches(city)) : [];
  const found = named.find((c) => c.departmentCode === department?.code) ?? named[0];
  if (city && !found) errors.push({ column: headers.city, message: IMPORT_MESSAGES.unknownCity(city) });
  if (found)
    Object.assign(location, {
      city: found.name,
      cityCode: found.code,
      ...(department && { state: found.departmentName, departmentCode: found.departmentCode }),
    });
  if (locality) {
    const place = places.localities.find((l) => matches(locality)(l) && (!found || l.cityCode === found.code));
    if (!place) errors.push({ column: headers.locality, message: IMPORT_MESSAGES.unknownLocality(locality) });
    else Object.assign(location, { locality: place.name, localityCode: place.code, cityCode: place.cityCode });
  }
  return errors;
}
