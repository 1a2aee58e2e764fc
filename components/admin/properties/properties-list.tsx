'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';

import { bindValue, type FieldBinding } from '@/components/ui/fields/bind';
import { SearchField, SelectField, type Option } from '@/components/ui/fields/field';
import { listLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { Pager } from '@/components/ui/pager';
import { formatNumber } from '@/lib/format';

import { adminFetch } from '../api-client';
import { secondaryButton } from '../buttons';
import { useStaff } from '../users/use-staff';
import { STATUS_OPTIONS } from './labels';
import { PropertyRows, type ListedProperty } from './property-rows';

/** Admin lists ask for 50 rows a page (docs/product-rules.md#limits). */
export const ADMIN_PAGE_SIZE = 50;
const DELETE_QUESTION = '¿Estás seguro de que quieres eliminar esta propiedad?';

/** `key` is the request the rows answer, so the list knows when it shows older rows. */
type Page = { key: string; items: ListedProperty[]; total: number; pages: number };

/**
 * The properties list: server-side search, status filter and pagination. An admin also
 * filters by agent and deletes; an agent's list is their own (the API scopes it) and has no delete.
 */
export function PropertiesList({ admin = true }: { admin?: boolean }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [agentId, setAgentId] = useState('');
  const [page, setPage] = useState(1);
  const staff = useStaff({ enabled: admin });
  const [result, setResult] = useState<Page | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  // Only the newest request may fill the list: an older one answering late (page 1 after the
  // admin moved to page 2) must not put its rows back.
  const latest = useRef(0);

  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAGE_SIZE), sort: 'newest' });
  if (query) params.set('search', query);
  if (status) params.set('status', status);
  if (agentId) params.set('agentId', agentId);
  const key = params.toString();
  // Rows for an older request (or a search still being typed) are on screen: say so to
  // assistive technology, and dim them.
  const busy = result?.key !== key || search.trim() !== query;

  const load = useCallback(async () => {
    const ticket = (latest.current += 1);
    try {
      const { data, pagination } = await adminFetch<ListedProperty[]>(`/api/properties?${key}`);
      if (ticket !== latest.current) return;
      setResult({ key, items: data, total: pagination?.total ?? data.length, pages: pagination?.pages ?? 1 });
    } catch (error) {
      if (ticket !== latest.current) return;
      // List-load failures leave the list empty (and we say why).
      setResult({ key, items: [], total: 0, pages: 0 });
      setNotice({ text: (error as Error).message, error: true });
    }
  }, [key]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // Search as the admin types, a moment after the last key. Only a new search goes back to page
  // 1 (on mount this used to reset a page the admin had just moved to).
  useEffect(() => {
    const next = search.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, query]);

  const deleting = useSubmit({
    describe: (message) => `Error al eliminar la propiedad: ${message}`,
    onFailure: (text) => setNotice({ text, error: true }),
  });

  function remove(property: ListedProperty) {
    if (!window.confirm(DELETE_QUESTION)) return;
    void deleting.run(async () => {
      await adminFetch(`/api/properties/${property._id}`, { method: 'DELETE' });
      setNotice({ text: 'Propiedad eliminada exitosamente', error: false });
      await load();
    });
  }

  // A new filter goes back to page 1.
  const refilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const selects: Array<{ key: string; label: string; options: ReadonlyArray<Option> } & FieldBinding> = [
    { key: 'status', label: 'Estado', options: STATUS_OPTIONS, ...bindValue(status, refilter(setStatus)) },
  ];
  if (admin) {
    const agents = staff.map((user) => [user.id, user.name] as const);
    selects.push({ key: 'agent', label: 'Asesor', options: agents, ...bindValue(agentId, refilter(setAgentId)) });
  }

  return (
    <section className="space-y-5" aria-busy={busy}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{admin ? 'Propiedades' : 'Mis propiedades'}</h1>
          <p className="mt-1 text-sm text-muted">
            {result ? `${formatNumber(result.total)} propiedades` : 'Cargando...'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/api/properties/export?format=csv" download className={secondaryButton}>
            Exportar CSV
          </a>
          <a href="/api/properties/export?format=json" download className={secondaryButton}>
            Exportar JSON
          </a>
          <Link href="/admin/importar" className={secondaryButton}>
            Importar
          </Link>
          <Link
            href="/admin/properties/create"
            className="rounded-xl bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            Agregar propiedad
          </Link>
        </div>
      </div>
      <div
        className={`grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${admin ? 'sm:grid-cols-[1fr_14rem_14rem]' : 'sm:grid-cols-[1fr_14rem]'}`}
      >
        <SearchField look={listLook} placeholder="Título, código, ciudad o barrio" {...bindValue(search, setSearch)} />
        {selects.map(({ key, ...select }) => (
          <SelectField key={key} look={listLook} controlClassName="bg-white" placeholder="Todos" {...select} />
        ))}
      </div>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`rounded-xl border px-4 py-3 text-sm font-medium ${notice.error ? 'border-rose-200 bg-rose-50 text-rose-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}
        >
          {notice.text}
        </p>
      )}
      {!result ? (
        <p role="status" className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-muted">
          Cargando propiedades...
        </p>
      ) : result.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-muted">
          No se encontraron propiedades
        </p>
      ) : (
        <div className={busy ? 'opacity-60 transition-opacity' : undefined}>
          <PropertyRows items={result.items} onDelete={admin ? remove : undefined} showAgent={admin} />
        </div>
      )}
      {result && <Pager page={page} pages={result.pages} total={result.total} onPage={setPage} />}
    </section>
  );
}
