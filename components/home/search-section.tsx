import { connection } from 'next/server';
import { Suspense } from 'react';

import { listCities } from '@/lib/services/locations';

import { HomeSearch } from './home-search';

async function SearchWithCities() {
  await connection();
  let cities: Array<{ code: string; name: string }> = [];
  try {
    cities = (await listCities()).map(({ code, name }) => ({ code, name }));
  } catch (error) {
    // A city load failure on the home search is only logged; the list stays empty.
    console.error('Error obteniendo ciudades', error instanceof Error ? error.message : error);
  }
  return <HomeSearch cities={cities} />;
}

/** The search bar (#search-filter, docs/product-rules.md#home): the form is in the shell, the cities stream in. */
export function SearchSection() {
  return (
    <section
      id="search-filter"
      aria-labelledby="search-title"
      className="relative z-10 scroll-mt-20 px-4 md:-mt-16 md:px-6"
    >
      <div className="mx-auto max-w-6xl rounded-3xl border border-slate-200 bg-white p-6 shadow-xl md:p-8">
        <h2 id="search-title" className="text-xl font-bold text-ink md:text-2xl">
          Encuentra tu inmueble
        </h2>
        <p className="mt-1 text-muted">Filtra por operación, tipo, ubicación y precio.</p>
        <div className="mt-6">
          <Suspense fallback={<HomeSearch cities={[]} />}>
            <SearchWithCities />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
