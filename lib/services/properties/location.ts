import 'server-only';

import { hasPlaceNames, loadPlaceIndex, resolvePlaceNames } from '@/lib/services/locations';

import { City } from '../../../models/city';
import { Locality } from '../../../models/locality';
import { InvalidError } from '../../domain/errors';
import { NOT_ARCHIVED } from '../locations';

export interface LocationFields {
  address?: string;
  neighborhood?: string;
  locality?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  cityCode?: string;
  localityCode?: string;
  departmentCode?: string;
  coordinates?: { lat: number; lng: number } | null;
}

export const LOCATION_MESSAGES = {
  unknownCity: 'La ciudad seleccionada no existe',
  unknownLocality: 'La localidad seleccionada no existe',
  mismatch: 'La localidad no pertenece a la ciudad seleccionada',
} as const;

/**
 * The places a body names by name (POST/PUT /api/properties, a CSV row) given their DANE codes and
 * the tables' names, resolved as the import resolves them (resolvePlaceNames, against the cached
 * tables: no collection is read per write); a name no table holds is a 400 with the import's
 * message. `stored`: an update's stored location, where a city or locality named alone is looked
 * for. Runs on what the caller sent, before mergeLocation, so a stored place the body does not
 * touch is never checked again.
 */
export async function placesByName<L extends LocationFields>(sent: L, stored?: LocationFields | null): Promise<L> {
  if (!hasPlaceNames(sent)) return sent;
  const around = { departmentCode: stored?.departmentCode || undefined, cityCode: stored?.cityCode || undefined };
  const { location, errors } = resolvePlaceNames(sent, await loadPlaceIndex(), around);
  if (errors.length > 0) throw new InvalidError(errors[0].message);
  return location;
}

/**
 * Checks the DANE codes against the database and fills the names from it (city, department
 * as `state`, locality), so a stored property never names a place its codes do not. An archived
 * place (deleted through the API) is unknown here, as it is to every list.
 */
export async function resolveLocation<L extends LocationFields>(location: L): Promise<L> {
  const out: L = { ...location };
  if (out.localityCode) {
    const locality = await Locality.findOne({ code: out.localityCode, ...NOT_ARCHIVED }).lean();
    if (!locality) throw new InvalidError(LOCATION_MESSAGES.unknownLocality);
    if (out.cityCode && out.cityCode !== locality.cityCode) throw new InvalidError(LOCATION_MESSAGES.mismatch);
    Object.assign(out, {
      locality: locality.name,
      cityCode: locality.cityCode,
      city: locality.cityName,
      state: locality.departmentName,
      departmentCode: locality.departmentCode,
    });
  } else if (out.cityCode) {
    const city = await City.findOne({ code: out.cityCode, ...NOT_ARCHIVED }).lean();
    if (!city) throw new InvalidError(LOCATION_MESSAGES.unknownCity);
    Object.assign(out, { city: city.name, state: city.departmentName, departmentCode: city.departmentCode });
  }
  if (out.coordinates === null) delete out.coordinates;
  return out;
}

/**
 * The stored location with an update's fields over it. A new city without a locality drops the
 * old locality, which belonged to the previous city; a new department without a city drops both.
 */
export function mergeLocation(stored: LocationFields | null | undefined, patch: LocationFields): LocationFields {
  const merged: LocationFields = { ...(stored ?? {}), ...patch };
  const newDepartment = patch.departmentCode && patch.departmentCode !== stored?.departmentCode;
  if (newDepartment && !patch.cityCode && !patch.localityCode) Object.assign(merged, { cityCode: '', city: '' });
  if (merged.cityCode !== stored?.cityCode && !patch.localityCode) {
    merged.localityCode = '';
    merged.locality = '';
  }
  return merged;
}
