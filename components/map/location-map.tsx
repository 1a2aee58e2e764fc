'use client';

import { useEffect, useRef } from 'react';

import { APPROXIMATE_RADIUS_M, type Point } from '@/lib/maps/approximate';
import type { TileSource } from '@/lib/maps/tiles';

import { createMap, htmlMarker, L } from './leaflet-setup';

/** The pin of an exact location, its tip on the point. */
const PIN = {
  className: 'map-marker -translate-x-1/2 -translate-y-full',
  html: '<svg viewBox="0 0 24 24" class="size-10 fill-primary stroke-white stroke-[1.5] drop-shadow" aria-hidden="true"><path d="M12 22s-7-6.4-7-12a7 7 0 0 1 14 0c0 5.6-7 12-7 12Z"/><circle cx="12" cy="10" r="2.6" fill="white"/></svg>',
  count: 1,
};

/**
 * One property's place (loaded on demand by components/property/lazy-location-map.tsx): a pin,
 * or a circle around the approximate centre.
 */
export default function LocationMap({ point, exact, tiles }: { point: Point; exact: boolean; tiles: TileSource }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The page scrolls past it: the wheel does not zoom it (the buttons and the keyboard do).
    const map = createMap(element.current!, tiles, { scrollWheelZoom: false });
    if (exact) {
      map.setView([point.lat, point.lng], 16);
      htmlMarker([point.lat, point.lng], PIN, 'Ubicación del inmueble', false).addTo(map);
    } else {
      map.setView([point.lat, point.lng], 15); // a circle is projected on a map that has a view
      const area = L.circle([point.lat, point.lng], {
        radius: APPROXIMATE_RADIUS_M,
        className: 'map-area',
        weight: 2,
        interactive: false,
      }).addTo(map);
      map.fitBounds(area.getBounds(), { padding: [24, 24] });
    }
    return () => {
      map.remove();
    };
  }, [point.lat, point.lng, exact, tiles]);
  return <div ref={element} className="size-full" />;
}
