import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';

import { SaveSearch } from '@/components/account/save-search';
import { CatalogueSkeleton } from '@/components/listing/catalogue-skeleton';
import { CompareView } from '@/components/listing/compare-view';
import { FavoritesView } from '@/components/listing/favorites-view';
import { FilterPanel } from '@/components/listing/filter-panel';
import { ListingResults } from '@/components/listing/listing-results';
import { parseListing, type ListingState } from '@/components/listing/listing-state';
import { ListingToolbar } from '@/components/listing/listing-toolbar';
import { ResultsWithMap } from '@/components/listing/results-with-map';
import { SavedLinks } from '@/components/listing/saved-links';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatNumber } from '@/lib/format';
import { savedListOf, type RawParams, type SavedList } from '@/lib/listing-url';
import { pageMetadata } from '@/lib/seo/metadata';
import { listCities, listLocalities } from '@/lib/services/locations';
import { listPublicPropertyCards } from '@/lib/services/properties';
import { getSettings } from '@/lib/services/settings';

export const metadata: Metadata = pageMetadata({
  title: 'Inmuebles en venta y arriendo',
  description: 'Apartamentos, casas, oficinas, locales, lotes y fincas en venta y arriendo en Bogotá y Cundinamarca.',
  path: '/listing',
});

const crumbs = (saved: SavedList | null) =>
  saved
    ? [
        { label: 'Inicio', href: '/' },
        { label: 'Inmuebles', href: '/listing' },
        { label: saved === 'favorites' ? 'Favoritos' : 'Comparar' },
      ]
    : [{ label: 'Inicio', href: '/' }, { label: 'Inmuebles' }];

type SearchParams = Promise<RawParams>;

/**
 * /listing: the state lives in the URL (lib/listing-url.ts) and is applied on the server;
 * the heading is in the prerendered shell, the results stream in behind a skeleton of their layout.
 */
export default function ListingPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <Suspense fallback={<Breadcrumb items={crumbs(null)} />}>
        <ListingBreadcrumb searchParams={searchParams} />
      </Suspense>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Inmuebles</h1>
        <SavedLinks />
      </div>
      <Suspense fallback={<CatalogueSkeleton />}>
        <ListingBody searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function ListingBreadcrumb({ searchParams }: { searchParams: SearchParams }) {
  return <Breadcrumb items={crumbs(savedListOf(await searchParams))} />;
}

async function ListingBody({ searchParams }: { searchParams: SearchParams }) {
  await connection(); // the catalogue is read per request (cached by query), never at build time
  const raw = await searchParams;
  const saved = savedListOf(raw);
  if (saved) return <div className="mt-8">{saved === 'favorites' ? <FavoritesView /> : <CompareView />}</div>;
  const { params, query, view } = parseListing(raw);
  return <Catalogue params={params} query={query} view={view} />;
}

async function Catalogue({ params, query, view }: ListingState) {
  const [{ items, pagination }, cities, localities, { integrations }] = await Promise.all([
    listPublicPropertyCards(query),
    listCities(),
    listLocalities(),
    getSettings(),
  ]);
  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <p className="text-sm text-muted" role="status" data-testid="result-count">
        {pagination.total === 1 ? '1 inmueble encontrado' : `${formatNumber(pagination.total)} inmuebles encontrados`}
      </p>
      <ListingToolbar params={params} view={view} />
      <SaveSearch params={params} />
    </div>
  );
  return (
    <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
      <FilterPanel key={JSON.stringify(params)} params={params} cities={cities} localities={localities} />
      <ResultsWithMap params={params} total={pagination.total} provider={integrations.mapsProvider} header={header}>
        <ListingResults cards={items} params={params} view={view} page={pagination.page} pages={pagination.pages} />
      </ResultsWithMap>
    </div>
  );
}
