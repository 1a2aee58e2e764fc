import 'server-only';

import { UnprocessableError } from '../../domain/errors';
import { estimateValue, type Valuation } from '../../domain/valuation';
import { ownerPropertySchema, VALUATION_MESSAGES, type OwnerProperty } from '../../validation/valuation';
import { countValuation } from '../users';
import { listMarketListings } from './rows';

/**
 * The estimate for an owner's property from the public listings of the same operation and type:
 * in its localidad, widened to its city below MIN_COMPARABLES; null when the city has too few.
 * Both reads are the cached market rows, so an estimate costs no database query between writes.
 */
export async function estimateFor(property: OwnerProperty): Promise<Valuation | null> {
  const base = { operation: property.operation, type: [property.type], city: property.city };
  const [cityRows, localityRows] = await Promise.all([
    listMarketListings(base),
    property.locality ? listMarketListings({ ...base, neighborhood: property.locality }) : null,
  ]);
  return estimateValue(property.area, localityRows, cityRows);
}

/**
 * POST /api/valuations: counts the request against the IP's limit (valid or not), validates it,
 * and answers the estimate, or a 422 that says why there is none.
 */
export async function valuate(body: unknown, ip: string): Promise<Valuation> {
  await countValuation(ip);
  if (body instanceof Error) throw body;
  const valuation = await estimateFor(ownerPropertySchema.parse(body));
  if (!valuation) throw new UnprocessableError(VALUATION_MESSAGES.tooFew, 'not_enough_comparables');
  return valuation;
}
