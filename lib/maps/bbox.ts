// The map area of a search, `bbox=swLng,swLat,neLng,neLat` (docs/catalogue-and-map.md#map-areas): parsed on the server
// (lib/validation/properties.ts) and written by the map (components/map). Pure and free of zod,
// so the map's bundle can use it.

export interface Bbox {
  swLng: number;
  swLat: number;
  neLng: number;
  neLat: number;
}

const NUMBER = '-?\\d{1,3}(?:\\.\\d{1,17})?'; // 17 decimals: a coordinate as JavaScript prints it
/** Four decimal numbers separated by commas (spaces allowed around them). */
export const BBOX_PATTERN = `^\\s*${NUMBER}\\s*(?:,\\s*${NUMBER}\\s*){3}$`;

export const BBOX_MESSAGES = {
  format: 'El área del mapa (bbox) debe ser swLng,swLat,neLng,neLat: cuatro números separados por comas',
  range: 'El área del mapa (bbox) está fuera de rango: las longitudes van de -180 a 180 y las latitudes de -90 a 90',
  inverted:
    'El área del mapa (bbox) está invertida: la esquina suroeste (swLng,swLat) debe quedar al sur y al oeste de la noreste; un área que cruce el antimeridiano no se admite',
} as const;

export type BboxResult = { ok: true; bbox: Bbox } | { ok: false; message: string };

/** `swLng,swLat,neLng,neLat` as a box, or the Spanish reason it is not one. */
export function parseBbox(text: string): BboxResult {
  if (!new RegExp(BBOX_PATTERN).test(text)) return { ok: false, message: BBOX_MESSAGES.format };
  const [swLng, swLat, neLng, neLat] = text.split(',').map((part) => Number(part.trim()));
  const lngOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (![swLng, neLng].every(lngOk) || ![swLat, neLat].every(latOk)) return { ok: false, message: BBOX_MESSAGES.range };
  // Colombia lies far from the 180th meridian: a west edge east of the east edge is a mistake.
  if (swLng > neLng || swLat > neLat) return { ok: false, message: BBOX_MESSAGES.inverted };
  return { ok: true, bbox: { swLng, swLat, neLng, neLat } };
}

const DECIMALS = 5; // about a metre
const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
const down = (v: number) => Math.floor(v * 10 ** DECIMALS) / 10 ** DECIMALS;
const up = (v: number) => Math.ceil(v * 10 ** DECIMALS) / 10 ** DECIMALS;

/**
 * The `bbox` parameter of a visible area: rounded outwards to 5 decimals (so nothing on the
 * edge of the screen drops out) and clamped to the valid ranges (a world view wraps past ±180).
 */
export function bboxParam({ west, south, east, north }: { west: number; south: number; east: number; north: number }) {
  return [down(clamp(west, 180)), down(clamp(south, 90)), up(clamp(east, 180)), up(clamp(north, 90))]
    .map((v) => String(Object.is(v, -0) ? 0 : v))
    .join(',');
}
