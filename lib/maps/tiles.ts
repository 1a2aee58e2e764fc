// The raster tiles of the maps (components/map) for Settings > Integraciones `mapsProvider`,
// and the provider's own page for a point. Pure: the CSP (lib/security/csp.ts) allows exactly
// the hosts of TILE_SOURCES for images.

export type MapsProvider = 'google' | 'mapbox' | 'openstreetmap';

export interface TileSource {
  /** A Leaflet URL template. */
  url: string;
  /** HTML the map shows in its corner, as the provider's terms require. */
  attribution: string;
  maxZoom: number;
}

const OPENSTREETMAP: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>',
  maxZoom: 19,
};

/**
 * Google's and Mapbox's tiles need an API key (and Google a session) that Settings does not
 * hold, so their maps are drawn on OpenStreetMap's tiles; the provider still chooses where
 * "Ver en el mapa" leads (mapLinkUrl). A keyed provider is one more entry here.
 */
export const TILE_SOURCES: Record<MapsProvider, TileSource> = {
  openstreetmap: OPENSTREETMAP,
  google: OPENSTREETMAP,
  mapbox: OPENSTREETMAP,
};

/** The origins the tiles come from (for img-src). */
export const TILE_ORIGINS = [...new Set(Object.values(TILE_SOURCES).map((source) => new URL(source.url).origin))];

/**
 * The provider's own map of a point, opened from a link: with a pin on an exact location, only
 * centred on an approximate one (Mapbox has no public map page: OpenStreetMap's).
 */
export function mapLinkUrl(provider: MapsProvider, { lat, lng }: { lat: number; lng: number }, exact: boolean): string {
  if (provider === 'google')
    return exact
      ? `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`
      : `https://www.google.com/maps/@?api=1&map_action=map&center=${lat}%2C${lng}&zoom=15`;
  return exact
    ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
    : `https://www.openstreetmap.org/#map=15/${lat}/${lng}`;
}
