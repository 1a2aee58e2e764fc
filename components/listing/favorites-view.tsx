'use client';

import Link from 'next/link';

import { PropertyCardGrid } from '@/components/property/property-card-grid';
import type { ApiProperty } from '@/lib/validation/property-response';

import type { SavedKind } from './saved-ids';
import { useSavedProperties } from './use-saved-properties';

function SavedStatus({
  loading,
  failed,
  empty,
  emptyText,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
}) {
  if (loading)
    return (
      <p className="mt-8 text-muted" role="status">
        Cargando...
      </p>
    );
  if (failed)
    return (
      <p className="mt-8 text-red-700" role="alert">
        Error al conectar con el servidor
      </p>
    );
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

/** A saved list's heading, its loading/error/empty states, and `render(items)` once loaded. */
export function SavedSection({
  kind,
  title,
  intro,
  emptyText,
  render,
}: {
  kind: SavedKind;
  title: string;
  intro?: string;
  emptyText: string;
  render: (items: ApiProperty[]) => React.ReactNode;
}) {
  const { items, loading, failed } = useSavedProperties(kind);
  const headingId = `${kind}-titulo`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <SavedStatus loading={loading} failed={failed} empty={items.length === 0} emptyText={emptyText} />
      {items.length > 0 && render(items)}
    </section>
  );
}

/** /listing?favoritos=1: the favourites saved in this browser. */
export function FavoritesView() {
  return (
    <SavedSection
      kind="favorites"
      title="Mis favoritos"
      emptyText="Aún no tienes propiedades favoritas."
      render={(items) => <PropertyCardGrid properties={items} />}
    />
  );
}
