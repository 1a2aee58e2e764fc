import type { ApiProperty } from '@/lib/domain/property';

import { mapEmbedUrl, type MapsProvider } from './map-url';

/** The property's location on the maps provider of Settings > Integraciones. */
export function PropertyMap({ property, provider }: { property: ApiProperty; provider: MapsProvider }) {
  const point = property.location.coordinates;
  if (!point) return <p className="rounded-xl bg-surface p-6 text-muted">Ubicación en el mapa no disponible</p>;
  return (
    <iframe
      src={mapEmbedUrl(provider, point)}
      title={`Mapa de la ubicación de ${property.title}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="aspect-[16/9] w-full rounded-2xl border border-slate-200"
      data-testid="property-map"
    />
  );
}
