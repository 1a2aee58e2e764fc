'use client';

import { useEffect, useRef } from 'react';
import Supercluster from 'supercluster';

import { formatPrice } from '@/lib/format';
import { bboxParam, parseBbox } from '@/lib/maps/bbox';
import type { TileSource } from '@/lib/maps/tiles';
import type { MapPoint } from '@/lib/validation/property-map';

import { createMap, DEFAULT_VIEW, htmlMarker, L, onActivate } from './leaflet-setup';
import { countHtml, placesOf, pointHtml, type Place } from './marker-html';

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

type Props = { count: number; place?: Place };

/** Shows `points` (clustered), or the searched area, or all of the results, without animation. */
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

/** The listing's map (loaded on demand by components/listing/listing-map.tsx). */
export default function ResultsMap({ points, area, tiles, onSelect, onMoved }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; layer: L.LayerGroup } | null>(null);
  const callbacks = useRef({ onSelect, onMoved });
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    callbacks.current = { onSelect, onMoved };
  });

  useEffect(() => {
    const map = createMap(element.current!, tiles, { minZoom: 5 });
    mapRef.current = { map, layer: L.layerGroup().addTo(map) };
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const { map, layer } = mapRef.current!;
    const index = new Supercluster<Props, Props>({
      radius: 60,
      maxZoom: 16,
      map: (props) => ({ count: props.count }),
      reduce: (sum, props) => {
        sum.count += props.count;
      },
    }).load(
      placesOf(points).map((place) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
        properties: { count: place.points.length, place },
      })),
    );

    const select = (marker: L.Marker, chosen: MapPoint[]) =>
      callbacks.current.onSelect(chosen, () => (marker.getElement() ?? map.getContainer()).focus());

    const draw = () => {
      layer.clearLayers();
      const b = map.getBounds().pad(0.05);
      const box: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates;
        const props = feature.properties;
        const { count, place } = props;
        let marker: L.Marker;
        if ('cluster' in props) {
          marker = htmlMarker([lat, lng], countHtml(count), `${count} inmuebles en esta zona: acercar`);
          const zoom = index.getClusterExpansionZoom(props.cluster_id);
          onActivate(marker, () => map.setView([lat, lng], zoom));
        } else if (!place) {
          continue;
        } else if (place.points.length === 1) {
          const [point] = place.points;
          marker = htmlMarker([lat, lng], pointHtml(point), `${point.title}, ${formatPrice(point.price)}`);
          onActivate(marker, () => select(marker, place.points));
        } else {
          marker = htmlMarker([lat, lng], countHtml(count), `${count} inmuebles en este lugar: ver la lista`);
          onActivate(marker, () => select(marker, place.points));
        }
        layer.addLayer(marker);
      }
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
    };
  }, [points, area]);

  return <div ref={element} className="size-full" aria-label="Mapa de los resultados" role="region" />;
}
