'use client';

import Link from 'next/link';
import { PropertyCard } from '@/components/property/property-card';
import { toPropertyCard } from '@/lib/services/properties/mapper';
import { useSavedProperties } from './use-saved-properties';

export function SavedStatus({ loading, failed, empty, emptyText }: { loading: boolean; failed: boolean; empty: boolean; emptyText: string }) {
  if (loading) return <p className="mt-8 text-muted" role="status">Cargando...</p>;
  if (failed) return <p className="mt-8 text-red-700" role="alert">Error al conectar con el servidor</p>;
  if (!empty) return null;
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold text-ink">{emptyText}</p>
      <Link href="/listing" className="mt-4 inline-block font-semibold text-primary hover:underline">
        Ver inmuebles
      </Link>
    </div>
  );
}

/** /listing?favoritos=1: the favourites saved in this browser. */
export function FavoritesView() {
  const { items, loading, failed } = useSavedProperties('favorites');
  return (
    <section aria-labelledby="favoritos-titulo">
      <h2 id="favoritos-titulo" className="text-2xl font-bold text-ink">
        Mis favoritos
      </h2>
      <SavedStatus loading={loading} failed={failed} empty={items.length === 0} emptyText="Aún no tienes propiedades favoritas." />
      {items.length > 0 && (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((p) => (
            <li key={p._id}>
              <PropertyCard property={toPropertyCard(p)} actions />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
