import type { MapsProvider } from '@/lib/maps/tiles';
import type { ApiProperty } from '@/lib/validation/property-response';

import { LazyLocationMap } from './lazy-location-map';

/** The property's place (its public shape: approximate unless the owner allows the exact one). */
export function PropertyMap({ property, provider }: { property: ApiProperty; provider: MapsProvider }) {
  const point = property.location.coordinates;
  if (!point) return <p className="rounded-xl bg-surface p-6 text-muted">Ubicación en el mapa no disponible</p>;
  return (
    <LazyLocationMap point={point} exact={property.showExactLocation} provider={provider} title={property.title} />
  );
}
