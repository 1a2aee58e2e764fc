import { approximateAddress, approximatePoint } from '../../maps/approximate';
import type { MapPoint } from '../../validation/property-map';
import type { ApiProperty } from '../../validation/property-response';

/**
 * A property as the public may see it (the pages, the public API and its JSON-LD alike): unless
 * its owner allowed the exact location, the coordinates become the approximate centre and the
 * address loses its door number. Staff reads keep the stored values.
 */
export function toPublicProperty(property: ApiProperty): ApiProperty {
  if (property.showExactLocation) return property;
  const { location } = property;
  return {
    ...property,
    location: {
      ...location,
      address: approximateAddress(location.address),
      coordinates: location.coordinates && approximatePoint(location.coordinates),
    },
  };
}

/** A public property as a point on the map, or null when it has no location. */
export function toMapPoint(property: ApiProperty): MapPoint | null {
  const shown = toPublicProperty(property);
  const point = shown.location.coordinates;
  if (!point) return null;
  const { _id, slug, title, price, operation, type } = shown;
  return {
    _id,
    slug,
    title,
    price,
    operation,
    type,
    ...point,
    exact: shown.showExactLocation,
    image: shown.images[0]?.url ?? null,
  };
}
