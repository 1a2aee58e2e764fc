import 'server-only';

import type { OwnerDetails } from '../../domain/owner-lead';
import type { OwnerProperty } from '../../validation/valuation';
import { findCity, findLocality } from './places';
import { estimateFor } from './valuation';

/**
 * What an owner lead stores about the property: its places by name (the form sends codes) and
 * the estimate recomputed here from the same cached comparables the owner was shown.
 */
export async function ownerDetailsFor(property: OwnerProperty): Promise<OwnerDetails> {
  const city = await findCity(property.city);
  const locality = city && property.locality ? await findLocality(city.code, property.locality) : undefined;
  const valuation = await estimateFor(property);
  return {
    operation: property.operation,
    type: property.type,
    city: city?.name ?? property.city,
    locality: locality?.name ?? property.locality ?? null,
    area: property.area,
    bedrooms: property.bedrooms ?? null,
    bathrooms: property.bathrooms ?? null,
    parking: property.parking ?? null,
    estrato: property.estrato ?? null,
    estimate: valuation && {
      low: valuation.low,
      mid: valuation.mid,
      high: valuation.high,
      comparables: valuation.comparables,
      scope: valuation.scope,
    },
  };
}
