import 'leaflet/dist/leaflet.css';
import './map.css';

import L from 'leaflet';

import type { TileSource } from '@/lib/maps/tiles';

import type { MarkerLook } from './marker-html';

// Loaded only with a map (by the dynamic imports of components/map/lazy-*.tsx): Leaflet and its
// stylesheet never reach a page's first scripts.

export { L };

/** Bogotá, for a map with nothing to show. */
export const DEFAULT_VIEW = { center: [4.65, -74.09] as [number, number], zoom: 11 };

/** A Leaflet map in `element` with the provider's tiles and attribution, its controls in Spanish. */
export function createMap(element: HTMLElement, tiles: TileSource, options: L.MapOptions = {}): L.Map {
  const map = L.map(element, { zoomControl: false, attributionControl: false, ...options });
  L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map);
  return map;
}

/**
 * A marker drawn as `look` (marker-html.ts) and named `label`: a focusable button, or with
 * `interactive` false a named image. `data-count` says how many listings it stands for.
 */
export function htmlMarker(point: L.LatLngExpression, look: MarkerLook, label: string, interactive = true): L.Marker {
  const icon = L.divIcon({ html: look.html, className: look.className, iconSize: undefined, iconAnchor: undefined });
  const marker = L.marker(point, { icon, interactive, keyboard: interactive, title: label, riseOnHover: interactive });
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', label);
    element?.setAttribute('data-count', String(look.count));
    if (!interactive) element?.setAttribute('role', 'img');
  });
  return marker;
}

/** Calls `action` on a click, and on Enter or Space while the marker has the focus (it is a role=button). */
export function onActivate(marker: L.Marker, action: () => void): void {
  marker.on('click', action);
  marker.on('add', () =>
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      action();
    }),
  );
}
