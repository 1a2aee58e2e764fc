import { trusted } from '../../db';
import { LISTED_STATUSES } from '../../domain/property';
import { escapeRegex, searchTermsPattern } from '../../text';
import type { PublicPropertyQuery } from '../../validation/properties';

type SortSpec = Record<string, 1 | -1>;

// Every operator object is built here from zod-validated values, so it is marked trusted for
// mongoose's sanitizeFilter (lib/db.ts), which otherwise neutralises `$` keys.

function codeOrName(value: string, codeField: string, nameField: string, whole: boolean) {
  if (/^\d+$/.test(value)) return { [codeField]: value };
  const pattern = escapeRegex(value);
  return { [nameField]: trusted({ $regex: whole ? `^${pattern}$` : pattern, $options: 'i' }) };
}

/** The MongoDB filter of the public catalogue for a validated query. */
export function publicPropertyFilter(q: PublicPropertyQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { status: trusted({ $in: [...LISTED_STATUSES] }) };
  if (q.operation) filter.operation = q.operation;
  if (q.type?.length) filter.type = trusted({ $in: q.type });
  if (q.featured) filter.featured = q.featured === 'true';
  // Cities and localities are given by DANE code ("11001", "1100102") or by name; names match
  // without regard to case.
  if (q.city) Object.assign(filter, codeOrName(q.city, 'location.cityCode', 'location.city', true));
  if (q.neighborhood) {
    Object.assign(filter, codeOrName(q.neighborhood, 'location.localityCode', 'location.neighborhood', false));
  }
  if (q.minPrice !== undefined || q.maxPrice !== undefined) {
    filter.price = trusted({
      ...(q.minPrice !== undefined && { $gte: q.minPrice }),
      ...(q.maxPrice !== undefined && { $lte: q.maxPrice }),
    });
  }
  const terms = q.search ? searchTermsPattern(q.search) : [];
  if (terms.length === 1) filter.searchText = trusted({ $regex: terms[0] });
  if (terms.length > 1) filter.$and = terms.map((t) => ({ searchText: trusted({ $regex: t }) }));
  return filter;
}

/** Sort of SPEC §9; `_id` breaks ties so pages never overlap or skip. */
export function publicPropertySort(sort: PublicPropertyQuery['sort']): SortSpec {
  switch (sort) {
    case 'price-low':
      return { price: 1, _id: 1 };
    case 'price-high':
      return { price: -1, _id: -1 };
    case 'best-seller':
      return { featured: -1, priority: -1, createdAt: -1, _id: -1 };
    case 'newest':
      return { _id: -1 };
    default:
      return { createdAt: -1, _id: -1 };
  }
}
