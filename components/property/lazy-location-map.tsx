'use client';

import dynamic from 'next/dynamic';

import { useInView } from '@/components/map/use-in-view';
import type { Point } from '@/lib/maps/approximate';
import { mapLinkUrl, TILE_SOURCES, type MapsProvider } from '@/lib/maps/tiles';

// Leaflet arrives in its own chunk once the map nears the screen; the box is reserved meanwhile.
const LocationMap = dynamic(() => import('@/components/map/location-map'), { ssr: false });

const PROVIDER_NAMES: Record<MapsProvider, string> = {
  google: 'Google Maps',
  mapbox: 'OpenStreetMap',
  openstreetmap: 'OpenStreetMap',
};

export function LazyLocationMap({
  point,
  exact,
  provider,
  title,
}: {
  point: Point;
  exact: boolean;
  provider: MapsProvider;
  title: string;
}) {
  const [box, inView] = useInView<HTMLDivElement>();
  return (
    <figure>
      <div
        ref={box}
        role="region"
        aria-label={`Mapa de la ubicación de ${title}`}
        data-testid="property-map"
        data-exact={exact}
        className="relative aspect-[16/9] w-full overflow-hidden rounded-2xl border border-slate-200 bg-surface"
      >
        {inView && <LocationMap point={point} exact={exact} tiles={TILE_SOURCES[provider]} />}
      </div>
      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span>
          {exact
            ? 'Ubicación exacta del inmueble.'
            : 'Ubicación aproximada: el círculo marca la zona; la dirección exacta se da en la visita.'}
        </span>
        <a
          href={mapLinkUrl(provider, point, exact)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-primary hover:underline"
        >
          Ver en {PROVIDER_NAMES[provider]}
        </a>
      </figcaption>
    </figure>
  );
}
