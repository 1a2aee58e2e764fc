import {
  cleanParams,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ListingParams,
  type ListingView,
  type RawParams,
} from '@/lib/listing-url';
import { propertyListQuerySchema, type PublicPropertyQuery } from '@/lib/validation/properties';

// The server side of the /listing URL state: validation with the API's own query schema.

export interface ListingState {
  /** The parameters that were valid, as they appear in the URL. */
  params: ListingParams;
  query: PublicPropertyQuery;
  view: ListingView;
}

/**
 * Parses the URL state; an invalid value (page=abc, type=castillo, limit=7) is dropped rather
 * than failing the page, so a mangled shared link still shows results.
 */
export function parseListing(raw: RawParams): ListingState {
  const params = cleanParams(raw);
  if (params.limit && !PAGE_SIZES.some((size) => String(size) === params.limit)) delete params.limit;
  if (params.view && params.view !== 'list' && params.view !== 'grid') delete params.view;
  const { view, ...queryParams } = params;
  let parsed = propertyListQuerySchema.safeParse({ limit: DEFAULT_PAGE_SIZE, ...queryParams });
  for (let attempt = 0; !parsed.success && attempt < 3; attempt++) {
    for (const issue of parsed.error.issues) delete params[issue.path[0] as keyof ListingParams];
    const { view: _v, ...retry } = params;
    parsed = propertyListQuerySchema.safeParse({ limit: DEFAULT_PAGE_SIZE, ...retry });
  }
  const query = parsed.success ? parsed.data : propertyListQuerySchema.parse({ limit: DEFAULT_PAGE_SIZE });
  if (!parsed.success)
    for (const key of Object.keys(params)) if (key !== 'view') delete params[key as keyof ListingParams];
  return { params, query, view: view === 'list' ? 'list' : 'grid' };
}
