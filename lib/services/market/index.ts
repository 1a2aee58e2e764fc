import 'server-only';

// The agency's market: figures, the owner's estimate, the localidad pages' data.

export { getMarketFigures } from './figures';
export { ownerDetailsFor } from './owner';
export { getMarketPage, MARKET_PAGE_LISTINGS, type MarketPageData } from './page';
export { findCity, findLocality, listMarketPlaces, resolveMarketPlace, type MarketPlace } from './places';
export { listMarketListings, type MarketListing } from './rows';
export { estimateFor, valuate } from './valuation';
