'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';

import { listingHref, type ListingParams } from '@/lib/listing-url';
import type { MapsProvider } from '@/lib/maps/tiles';

import { ListingMap } from './listing-map';

function ModeButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`flex-1 rounded-full px-4 py-2 text-sm font-semibold ${active ? 'bg-primary text-white' : 'text-ink'}`}
    >
      {children}
    </button>
  );
}

/**
 * The results and their map: beside each other from 1024 px (the map a sticky column), behind a
 * 'Lista' / 'Mapa' switch on phones, where the list is what shows first. `header` is the count
 * and toolbar, `children` the list.
 */
export function ResultsWithMap({
  params,
  total,
  provider,
  header,
  children,
}: {
  params: ListingParams;
  total: number;
  provider: MapsProvider;
  header: React.ReactNode;
  children: React.ReactNode;
}) {
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const switcher = useRef<HTMLDivElement>(null);
  // The map fills the phone's screen below the switch, which stays at hand above it.
  const showMap = () => {
    setMode('map');
    requestAnimationFrame(() => switcher.current?.scrollIntoView({ block: 'start' }));
  };
  return (
    <>
      <section aria-label="Resultados" className="min-w-0 flex-1">
        {header}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <div
            ref={switcher}
            role="group"
            aria-label="Ver resultados como"
            className="scroll-mt-20 flex w-full rounded-full border border-slate-300 bg-white p-1 sm:w-64 lg:hidden"
          >
            <ModeButton active={mode === 'list'} onClick={() => setMode('list')}>
              Lista
            </ModeButton>
            <ModeButton active={mode === 'map'} onClick={showMap}>
              Mapa
            </ModeButton>
          </div>
          {params.bbox && (
            <p
              className="flex items-center gap-2 rounded-full bg-primary/10 px-3 py-1.5 text-sm text-ink"
              data-testid="map-area"
            >
              Buscando en la zona del mapa
              <Link
                href={listingHref(params, { bbox: '' })}
                scroll={false}
                className="font-semibold text-primary hover:underline"
              >
                Quitar zona
              </Link>
            </p>
          )}
        </div>
        <div className={mode === 'map' ? 'max-lg:hidden' : undefined}>{children}</div>
      </section>
      <aside
        aria-label="Mapa de resultados"
        className={`${mode === 'map' ? 'h-[calc(100svh-9rem)]' : 'hidden'} lg:sticky lg:top-28 lg:block lg:h-[calc(100vh-15rem)] lg:min-h-96 lg:w-80 lg:shrink-0 xl:w-[22rem]`}
      >
        <ListingMap params={params} total={total} provider={provider} />
      </aside>
    </>
  );
}
