'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { formatNumber, formatPrice, formatShortDate } from '@/lib/format';
import { adminFetch } from '../api-client';
import { STATUS_OPTIONS, StatusBadge, typeLabel } from './labels';

export interface ListedProperty {
  _id: string;
  title: string;
  type: string;
  price: number;
  status: string;
  featured: boolean;
  views: number;
  location: { city: string; neighborhood: string };
  createdAt: string;
}

/** SPEC §9: admin lists ask for 50 rows a page. */
export const ADMIN_PAGE_SIZE = 50;
const DELETE_QUESTION = '¿Estás seguro de que quieres eliminar esta propiedad?';

type Page = { items: ListedProperty[]; total: number; pages: number };

/** SPEC §2 "Admin properties list": server-side search, status filter and pagination. */
export function PropertiesList() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const load = useCallback(async () => {
    const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAGE_SIZE), sort: 'newest' });
    if (query) params.set('search', query);
    if (status) params.set('status', status);
    try {
      const { data, pagination } = await adminFetch<ListedProperty[]>(`/api/properties?${params}`);
      setResult({ items: data, total: pagination?.total ?? data.length, pages: pagination?.pages ?? 1 });
    } catch (error) {
      // SPEC §8: list-load failures leave the list empty (and we say why).
      setResult({ items: [], total: 0, pages: 0 });
      setNotice({ text: (error as Error).message, error: true });
    }
  }, [page, query, status]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // Search as the admin types, a moment after the last key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  async function remove(property: ListedProperty) {
    if (!window.confirm(DELETE_QUESTION)) return;
    try {
      await adminFetch(`/api/properties/${property._id}`, { method: 'DELETE' });
      setNotice({ text: 'Propiedad eliminada exitosamente', error: false });
      await load();
    } catch (error) {
      setNotice({ text: `Error al eliminar la propiedad: ${(error as Error).message}`, error: true });
    }
  }

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Propiedades</h1>
          <p className="mt-1 text-sm text-muted">{result ? `${formatNumber(result.total)} propiedades` : 'Cargando...'}</p>
        </div>
        <Link href="/admin/properties/create" className="rounded-xl bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark">
          Agregar propiedad
        </Link>
      </div>
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem]">
        <label className="text-sm font-medium text-ink">
          Buscar
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Título, ciudad o barrio"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="text-sm font-medium text-ink">
          Estado
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
          >
            <option value="">Todos</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice && (
        <p role={notice.error ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm font-medium ${notice.error ? 'border-rose-200 bg-rose-50 text-rose-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}>
          {notice.text}
        </p>
      )}
      {!result ? (
        <p role="status" className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-muted">
          Cargando propiedades...
        </p>
      ) : result.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-muted">No se encontraron propiedades</p>
      ) : (
        <PropertyRows items={result.items} onDelete={(p) => void remove(p)} />
      )}
      {result && result.pages > 1 && <Pager page={page} pages={result.pages} onPage={setPage} />}
    </section>
  );
}

function Actions({ property, onDelete }: { property: ListedProperty; onDelete: (p: ListedProperty) => void }) {
  const button = 'rounded-lg border px-3 py-1.5 text-xs font-semibold';
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`/admin/properties/edit/${property._id}`} className={`${button} border-slate-300 text-primary hover:border-primary`} aria-label={`Editar ${property.title}`}>
        Editar
      </Link>
      <a href={`/property/${property._id}`} target="_blank" rel="noopener" className={`${button} border-slate-300 text-ink hover:border-primary`} aria-label={`Ver ${property.title} (se abre en una pestaña nueva)`}>
        Ver
      </a>
      <button type="button" onClick={() => onDelete(property)} className={`${button} border-rose-200 text-rose-700 hover:bg-rose-50`} aria-label={`Eliminar ${property.title}`}>
        Eliminar
      </button>
    </div>
  );
}

function Featured({ featured }: { featured: boolean }) {
  return featured ? <span className="rounded-full bg-secondary/20 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Destacada</span> : null;
}

function PropertyRows({ items, onDelete }: { items: ListedProperty[]; onDelete: (p: ListedProperty) => void }) {
  const place = (p: ListedProperty) => [p.location.city, p.location.neighborhood].filter(Boolean).join(' · ');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="px-4 py-3">Propiedad</th>
              <th className="px-4 py-3">Precio</th>
              <th className="px-4 py-3">Estado</th>
              <th className="px-4 py-3">Vistas</th>
              <th className="px-4 py-3">Creada</th>
              <th className="px-4 py-3">Acciones</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p._id} data-testid="property-row">
                <td className="px-4 py-3">
                  <p className="font-medium text-ink">{p.title}</p>
                  <p className="text-xs text-muted">
                    {typeLabel(p.type)} · {place(p)}
                  </p>
                  <Featured featured={p.featured} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">{formatPrice(p.price)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={p.status} />
                </td>
                <td className="px-4 py-3">{formatNumber(p.views)}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatShortDate(p.createdAt)}</td>
                <td className="px-4 py-3">
                  <Actions property={p} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {items.map((p) => (
          <li key={p._id} data-testid="property-card" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-ink">{p.title}</p>
              <StatusBadge status={p.status} />
            </div>
            <p className="mt-1 text-xs text-muted">
              {typeLabel(p.type)} · {place(p)}
            </p>
            <p className="mt-2 font-semibold text-primary">{formatPrice(p.price)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
              <span>{formatNumber(p.views)} vistas</span>·<span>{formatShortDate(p.createdAt)}</span>
              <Featured featured={p.featured} />
            </p>
            <div className="mt-3">
              <Actions property={p} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const button = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium disabled:opacity-50';
  return (
    <nav aria-label="Paginación" className="flex items-center justify-center gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span className="text-sm text-muted">
        Página {page} de {pages}
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
