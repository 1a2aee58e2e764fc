import Supercluster from 'supercluster';

import { formatPrice } from '@/lib/format';
import type { MapPoint } from '@/lib/validation/property-map';

import { countLook, placesOf, pointLook, type MarkerLook, type Place } from './marker-html';

type Props = { count: number; place?: Place };

/** One marker to draw: a cluster (zooms in), or a place with one or several listings (opens them). */
export interface MarkerSpec {
  /** Stable while the marker stands for the same thing, so a redraw keeps its element (and focus). */
  key: string;
  lat: number;
  lng: number;
  look: MarkerLook;
  label: string;
  /** Listings of a place; absent for a cluster. */
  points?: MapPoint[];
  /** For a cluster: the zoom at which it splits. */
  expansionZoom?: number;
}

/**
 * The results clustered with supercluster. Listings that share a shown point (approximate
 * locations are cell centres) are one place first: no zoom would ever separate them.
 */
export function clusterIndex(points: readonly MapPoint[]) {
  const index = new Supercluster<Props, Props>({
    // In 512ths of a tile: 120 is 60 px on Leaflet's 256-px tiles, about a badge and a half.
    radius: 120,
    maxZoom: 16,
    map: (props) => ({ count: props.count }),
    reduce: (sum, props) => {
      sum.count += props.count;
    },
  }).load(
    placesOf(points).map((place) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
      properties: { count: place.points.length, place },
    })),
  );

  /** The markers inside `box` ([west, south, east, north]) at `zoom`. */
  return (box: [number, number, number, number], zoom: number): MarkerSpec[] =>
    index.getClusters(box, zoom).flatMap((feature): MarkerSpec[] => {
      const [lng, lat] = feature.geometry.coordinates;
      const props = feature.properties;
      if ('cluster' in props) {
        const look = countLook(props.count);
        const label = `${props.count} inmuebles en esta zona: acercar`;
        const expansionZoom = index.getClusterExpansionZoom(props.cluster_id);
        return [{ key: `c${zoom}:${props.cluster_id}`, lat, lng, look, label, expansionZoom }];
      }
      const place = props.place;
      if (!place) return [];
      const [first] = place.points;
      const one = place.points.length === 1;
      return [
        {
          key: `p:${lat},${lng}`,
          lat,
          lng,
          look: one ? pointLook(first) : countLook(place.points.length),
          label: one
            ? `${first.title}, ${formatPrice(first.price)}`
            : `${place.points.length} inmuebles en este lugar: ver la lista`,
          points: place.points,
        },
      ];
    });
}
