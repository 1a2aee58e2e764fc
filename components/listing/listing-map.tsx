'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';

import { MapCard } from '@/components/map/map-card';
import { useInView } from '@/components/map/use-in-view';
import { formatNumber } from '@/lib/format';
import { FILTER_KEYS, listingHref, type ListingParams } from '@/lib/listing-url';
import { TILE_SOURCES, type MapsProvider } from '@/lib/maps/tiles';
import type { MapPoint } from '@/lib/validation/property-map';

// Leaflet and supercluster arrive in their own chunk, requested only when the map is on screen.
const ResultsMap = dynamic(() => import('@/components/map/results-map'), { ssr: false });

type Loaded = { query: string; points: MapPoint[]; total: number; capped: boolean };
const overlay = 'absolute z-[1001] rounded-full bg-white px-3 py-1.5 text-sm shadow-md';

/** The search's filters (not its page, order or size) as the query of GET /api/properties/map. */
function mapQuery(params: ListingParams): string {
  const keys: readonly string[] = FILTER_KEYS;
  return new URLSearchParams(Object.entries(params).filter(([key, value]) => keys.includes(key) && value)).toString();
}

/**
 * The map of every result of the listing's search (docs/catalogue-and-map.md#map-search): clustered markers, a card per
 * marker, and 'Buscar en esta zona' once the visitor moves it, which puts the area in the URL.
 */
export function ListingMap({
  params,
  total,
  provider,
}: {
  params: ListingParams;
  total: number;
  provider: MapsProvider;
}) {
  const router = useRouter();
  const [box, inView] = useInView<HTMLDivElement>();
  const query = mapQuery(params);
  // The last points that arrived stay on the map while the next search loads, so it is not redrawn from scratch.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ points: MapPoint[]; restoreFocus: () => void } | null>(null);
  const [moved, setMoved] = useState<{ query: string; bbox: string } | null>(null);

  useEffect(() => {
    if (!inView) return;
    let live = true;
    fetch(`/api/properties/map?${query}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { data: MapPoint[]; total: number; capped: boolean }) => {
        if (live) setLoaded({ query, points: body.data, total: body.total, capped: body.capped });
      })
      .catch(() => live && setFailed(query));
    return () => {
      live = false;
    };
  }, [inView, query]);

  const onSelect = useCallback(
    (points: MapPoint[], restoreFocus: () => void) => setSelected({ points, restoreFocus }),
    [],
  );
  const onMoved = useCallback((bbox: string) => setMoved({ query, bbox }), [query]);
  const close = () => {
    selected?.restoreFocus();
    setSelected(null);
  };
  const current = loaded?.query === query ? loaded : null;
  const status =
    failed === query ? 'No se pudo cargar el mapa' : current ? summary(current, total) : 'Cargando el mapa…';
  const offer = moved?.query === query && moved.bbox !== params.bbox ? moved.bbox : null;

  return (
    <div
      ref={box}
      className="relative size-full overflow-hidden rounded-2xl border border-slate-200 bg-surface"
      data-testid="listing-map"
    >
      {loaded && (
        <ResultsMap
          points={loaded.points}
          area={params.bbox}
          tiles={TILE_SOURCES[provider]}
          onSelect={onSelect}
          onMoved={onMoved}
        />
      )}
      {offer && (
        <button
          type="button"
          onClick={() => router.push(listingHref(params, { bbox: offer }), { scroll: false })}
          className={`${overlay} left-1/2 top-3 -translate-x-1/2 bg-primary font-semibold text-white hover:bg-primary-dark`}
        >
          Buscar en esta zona
        </button>
      )}
      <p role="status" className={`${overlay} bottom-8 left-3 ${selected ? 'sr-only' : ''}`} data-testid="map-status">
        {status}
      </p>
      {selected && <MapCard points={selected.points} onClose={close} />}
    </div>
  );
}

/** How many results the map shows, and why some are not on it (`total`: the list's count). */
function summary({ points, total: placed, capped }: Loaded, total: number): string {
  const shown = points.length;
  if (capped)
    return `El mapa muestra los ${formatNumber(shown)} más recientes de ${formatNumber(placed)}: acerca o filtra`;
  const missing = total - shown;
  const base = shown === 1 ? '1 inmueble en el mapa' : `${formatNumber(shown)} inmuebles en el mapa`;
  return missing > 0 ? `${base} (${formatNumber(missing)} sin ubicación)` : base;
}
