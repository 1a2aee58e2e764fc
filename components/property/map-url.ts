export type MapsProvider = 'google' | 'mapbox' | 'openstreetmap';

/**
 * The embeddable map of a point for Settings > Integraciones `mapsProvider`. Mapbox needs a
 * token the settings do not hold, so it falls back to OpenStreetMap.
 */
export function mapEmbedUrl(provider: MapsProvider, { lat, lng }: { lat: number; lng: number }): string {
  if (provider === 'google') return `https://maps.google.com/maps?q=${lat},${lng}&z=16&output=embed`;
  const d = 0.005;
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat},${lng}`;
}
