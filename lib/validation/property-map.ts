import { z } from 'zod';

import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';

/** Most points GET /api/properties/map answers for one search; past it, `capped` is true. */
export const MAP_POINTS_CAP = 2000;

/** One listing on the map: what a marker and its card show, never the whole document. */
export const mapPointSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  operation: z.enum(OPERATIONS),
  type: z.enum(PROPERTY_TYPES),
  /** The shown point: the exact one only when `exact` (lib/maps/approximate.ts). */
  lat: z.number(),
  lng: z.number(),
  exact: z.boolean(),
  /** The cover photo, or null. */
  image: z.string().nullable(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** The points of a search, newest first. */
export interface MapPoints {
  points: MapPoint[];
  /** Listings of the search that have a location (more than the points when capped). */
  total: number;
  capped: boolean;
}

export const mapResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(mapPointSchema),
  total: z.number().int(),
  cap: z.literal(MAP_POINTS_CAP),
  capped: z.boolean(),
});
