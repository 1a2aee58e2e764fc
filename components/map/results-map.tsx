'use client';

import { useEffect, useRef } from 'react';

import { bboxParam, parseBbox } from '@/lib/maps/bbox';
import type { TileSource } from '@/lib/maps/tiles';
import type { MapPoint } from '@/lib/validation/property-map';

import { clusterIndex, type MarkerSpec } from './cluster-index';
import { createMap, DEFAULT_VIEW, htmlMarker, L, onActivate } from './leaflet-setup';

export interface ResultsMapProps {
  points: MapPoint[];
  /** The search's `bbox` parameter, if any: the map shows that area. */
  area: string | undefined;
  tiles: TileSource;
  /** A marker was activated: its listings, and how to give the focus back to it. */
  onSelect: (points: MapPoint[], restoreFocus: () => void) => void;
  /** The visitor moved the map: the visible area as a `bbox` parameter. */
  onMoved: (bbox: string) => void;
}

/** Shows the searched area, or else all of the results, without animation. */
function fitView(map: L.Map, area: string | undefined, points: MapPoint[]) {
  const box = area ? parseBbox(area) : null;
  if (box?.ok) {
    const { swLat, swLng, neLat, neLng } = box.bbox;
    map.fitBounds(
      [
        [swLat, swLng],
        [neLat, neLng],
      ],
      { animate: false },
    );
  } else if (points.length > 0) {
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15, animate: false });
  } else map.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom, { animate: false });
}

/** The visible area, clamped to what the clustering index covers. */
function visibleBox(map: L.Map): [number, number, number, number] {
  const b = map.getBounds().pad(0.05);
  return [
    Math.max(-180, b.getWest()),
    Math.max(-85, b.getSouth()),
    Math.min(180, b.getEast()),
    Math.min(85, b.getNorth()),
  ];
}

/** The listing's map (loaded on demand by components/listing/listing-map.tsx). */
export default function ResultsMap({ points, area, tiles, onSelect, onMoved }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const callbacks = useRef({ onSelect, onMoved });
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    callbacks.current = { onSelect, onMoved };
  });

  useEffect(() => {
    const map = createMap(element.current!, tiles, { minZoom: 5 });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current!;
    const markersAt = clusterIndex(points);
    const drawn = new Map<string, L.Marker>();

    const add = (spec: MarkerSpec) => {
      const marker = htmlMarker([spec.lat, spec.lng], spec.look, spec.label);
      const restoreFocus = () => (marker.getElement() ?? map.getContainer()).focus();
      onActivate(marker, () =>
        spec.points
          ? callbacks.current.onSelect(spec.points, restoreFocus)
          : map.setView([spec.lat, spec.lng], spec.expansionZoom ?? map.getZoom() + 1),
      );
      return marker.addTo(map);
    };
    // Markers that stay are kept, so a pan (the focus pans the map to a marker) keeps the focus.
    const draw = () => {
      const specs = markersAt(visibleBox(map), Math.round(map.getZoom()));
      const keys = new Set(specs.map((spec) => spec.key));
      for (const [key, marker] of drawn) {
        if (keys.has(key)) continue;
        marker.remove();
        drawn.delete(key);
      }
      for (const spec of specs) if (!drawn.has(spec.key)) drawn.set(spec.key, add(spec));
    };

    // A search the map itself asked for keeps the view; any other search shows its results.
    if (!area || area !== reported.current) fitView(map, area, points);
    draw();
    const moved = () => {
      draw();
      const b = map.getBounds();
      reported.current = bboxParam({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
      callbacks.current.onMoved(reported.current);
    };
    map.on('moveend', moved);
    return () => {
      map.off('moveend', moved);
      for (const marker of drawn.values()) marker.remove();
    };
  }, [points, area]);

  return <div ref={element} className="size-full" aria-label="Mapa de los resultados" role="region" />;
}
